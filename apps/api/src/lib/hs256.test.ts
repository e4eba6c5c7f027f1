import { createHmac } from 'node:crypto';
import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { Hs256Verifier } from './hs256';

const secret = 'a-secret-of-at-least-thirty-two-bytes!';
const key = new TextEncoder().encode(secret);
const now = new Date('2026-11-24T12:00:00Z');
const seconds = now.getTime() / 1000;
const expect_ = { issuer: 'heirloom', audience: 'heirloom:access', now, required: ['exp', 'sub', 'jti'] };
const verifier = new Hs256Verifier(secret);
const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

const claims = {
  sid: 's1',
  iss: 'heirloom',
  aud: 'heirloom:access',
  sub: 'u1',
  jti: 'j1',
  iat: seconds,
  exp: seconds + 60,
};
const sign = (payload: object, header: object = { alg: 'HS256', typ: 'JWT' }, signingKey = key) =>
  new SignJWT({ ...payload }).setProtectedHeader(header as { alg: string }).sign(signingKey);

describe('Hs256Verifier', () => {
  it('accepts what jose signs, with the payload', async () => {
    expect(verifier.verify(await sign(claims), expect_)).toEqual(claims);
    expect(verifier.verify(await sign({ ...claims, aud: ['x', 'heirloom:access'] }), expect_)).toBeTruthy();
  });

  it('refuses another key, another algorithm, alg none and a changed payload', async () => {
    expect(
      verifier.verify(await sign(claims, undefined, new TextEncoder().encode('x'.repeat(40))), expect_),
    ).toBeUndefined();
    expect(verifier.verify(await sign(claims, { alg: 'HS512' }), expect_)).toBeUndefined();
    const unsigned = `${b64({ alg: 'none' })}.${b64(claims)}`;
    expect(verifier.verify(`${unsigned}.`, expect_)).toBeUndefined();
    expect(verifier.verify(unsigned, expect_)).toBeUndefined();
    const [header, , signature] = (await sign(claims)).split('.');
    expect(
      verifier.verify(`${header}.${b64({ ...claims, sub: 'u2' })}.${signature}`, expect_),
    ).toBeUndefined();
  });

  it('refuses a signature spelt another way, extra segments and garbage', async () => {
    const token = await sign(claims);
    expect(verifier.verify(`${token}=`, expect_)).toBeUndefined();
    expect(verifier.verify(`${token}.x`, expect_)).toBeUndefined();
    for (const junk of ['', '.', '..', 'a.b.c', `${b64([1])}.${b64(claims)}.x`]) {
      expect(verifier.verify(junk, expect_)).toBeUndefined();
    }
  });

  it('checks issuer, audience, expiry, not-before, claim types and required claims as jose does', async () => {
    const refused = async (payload: object, header?: object) =>
      expect(verifier.verify(await sign(payload, header), expect_)).toBeUndefined();
    await refused({ ...claims, iss: 'other' });
    await refused({ ...claims, aud: 'heirloom:refresh' });
    await refused({ ...claims, exp: seconds }); // exp ≤ now is expired
    expect(verifier.verify(await sign({ ...claims, exp: seconds + 1 }), expect_)).toBeTruthy();
    await refused({ ...claims, nbf: seconds + 1 });
    expect(verifier.verify(await sign({ ...claims, nbf: seconds }), expect_)).toBeTruthy();
    await refused({ ...claims, exp: String(seconds + 60) });
    await refused({ ...claims, iat: 'yesterday' });
    await refused({ ...claims, sub: 42 });
    const { jti: _jti, ...noJti } = claims;
    await refused(noJti);
    const { exp: _exp, ...noExp } = claims;
    await refused(noExp);
    // jose will not sign a crit header: made by hand with the right key
    const signed = `${b64({ alg: 'HS256', crit: ['exp'], exp: 1 })}.${b64(claims)}`;
    const signature = createHmac('sha256', secret).update(signed).digest('base64url');
    expect(verifier.verify(`${signed}.${signature}`, expect_)).toBeUndefined();
    const plain = `${b64({ alg: 'HS256' })}.${b64(claims)}`;
    expect(
      verifier.verify(`${plain}.${createHmac('sha256', secret).update(plain).digest('base64url')}`, expect_),
    ).toBeTruthy();
  });
});
