// docs/product.md "States": a token is valid only if its exp claim is present and lies in the future.
import { describe, expect, it } from 'vitest';
import { fakeJwt } from '../test/fake-jwt';
import { isTokenValid, tokenSubject } from './jwt';

describe('isTokenValid', () => {
  const now = 1_800_000_000_000;
  it('is valid while exp lies in the future', () => {
    expect(isTokenValid(fakeJwt({ exp: now / 1000 + 60 }), now)).toBe(true);
  });
  it('is invalid at or after exp, compared in seconds', () => {
    expect(isTokenValid(fakeJwt({ exp: now / 1000 }), now)).toBe(false);
    expect(isTokenValid(fakeJwt({ exp: now / 1000 - 1 }), now)).toBe(false);
  });
  it('is invalid without exp, with a non-numeric exp, or when malformed', () => {
    expect(isTokenValid(fakeJwt({ sub: 'x' }), now)).toBe(false);
    expect(isTokenValid(fakeJwt({ exp: 'tomorrow' }), now)).toBe(false);
    expect(isTokenValid('not-a-jwt', now)).toBe(false);
    expect(isTokenValid(null, now)).toBe(false);
  });
  it('reads the subject', () => {
    expect(tokenSubject(fakeJwt({ sub: 'user-1' }))).toBe('user-1');
  });
});
