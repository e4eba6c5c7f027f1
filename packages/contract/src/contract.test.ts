// The contract's own rules: phone numbers, the login payload, path building.
import { describe, expect, it } from 'vitest';
import {
  authSmsBody,
  buildPath,
  loginBody,
  MISSING_LOGIN_ARGS,
  pageParamsSchema,
  phoneSchema,
} from './index';

describe('phoneSchema', () => {
  it.each(['+33612345678', '+447911123456', '+14155552671'])('accepts the valid E.164 number %s', (phone) => {
    expect(phoneSchema.safeParse(phone).success).toBe(true);
  });
  it.each(['0612345678', '+33 6 12 34 56 78', '+331234', 'hello', '', '+0612345678'])(
    'refuses %j',
    (phone) => {
      expect(phoneSchema.safeParse(phone).success).toBe(false);
    },
  );
  it('gives one spelling per handset: the national 0 after the country code is dropped', () => {
    expect(phoneSchema.parse('+330612345678')).toBe('+33612345678');
    expect(phoneSchema.parse(' +33612345678 ')).toBe('+33612345678');
    expect(phoneSchema.parse('+390612345678')).toBe('+390612345678'); // Italy keeps its 0
  });
});

describe('authSmsBody', () => {
  it('defaults isAndroid to false and language to en', () => {
    expect(authSmsBody.parse({ phone: '+33612345678' })).toEqual({
      phone: '+33612345678',
      isAndroid: false,
      language: 'en',
    });
  });
});

describe('loginBody', () => {
  it('accepts phone with code, or a token', () => {
    expect(loginBody.safeParse({ phone: '+33612345678', code: '123456' }).success).toBe(true);
    expect(loginBody.safeParse({ token: 'a'.repeat(43) }).success).toBe(true);
  });
  it.each([{}, { phone: '+33612345678' }, { code: '123456' }])('refuses %j with its message', (body) => {
    const result = loginBody.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(MISSING_LOGIN_ARGS);
  });
});

describe('paging and paths', () => {
  it('defaults to limit 10 offset 0 and caps the limit at 100', () => {
    expect(pageParamsSchema.parse({})).toEqual({ limit: 10, offset: 0 });
    expect(pageParamsSchema.safeParse({ limit: '101' }).success).toBe(false);
  });
  it('fills and encodes path parameters', () => {
    expect(buildPath('/v1/products/:id/repair/:repairId', { id: 'a b', repairId: 3 })).toBe(
      '/v1/products/a%20b/repair/3',
    );
    expect(() => buildPath('/v1/products/:id')).toThrow(/id/);
  });
});
