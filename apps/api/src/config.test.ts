// Configuration rules that keep a production server safe: demo data (whose brand API keys are public),
// the local payment provider (test cards), guessable secrets, a server open to the network by default.
import { describe, expect, it } from 'vitest';
import { productionEnv as production } from '../test/production-env';
import { ConfigError, estimatedEntropyBits, loadConfig, MIN_SECRET_ENTROPY_BITS } from './config';

describe('SEED_DEMO', () => {
  it('is refused in production, where the demo brand keys (hlk_demo_<brand>) would open the brand API', () => {
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(ConfigError);
    expect(() => loadConfig({ ...production, SEED_DEMO: 'true' })).toThrow(/SEED_DEMO=true/);
    expect(loadConfig(production).seedDemo).toBe('auto');
    expect(loadConfig({ ...production, SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });

  it('can be forced on or off outside production', () => {
    expect(loadConfig({ NODE_ENV: 'development', SEED_DEMO: 'true' }).seedDemo).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test', SEED_DEMO: 'false' }).seedDemo).toBe(false);
  });
});

describe('PAYMENT_PROVIDER', () => {
  it('refuses the local provider in production, set or by default: it takes test cards', () => {
    for (const env of [
      { ...production, PAYMENT_PROVIDER: 'local' },
      { ...production, PAYMENT_PROVIDER: undefined },
    ]) {
      expect(() => loadConfig(env)).toThrow(ConfigError);
      expect(() => loadConfig(env)).toThrow(/PAYMENT_PROVIDER=local/);
    }
    expect(loadConfig(production).payments.provider).toBe('stripe');
    expect(loadConfig({ NODE_ENV: 'development' }).payments.provider).toBe('local');
  });
});

describe('secrets', () => {
  it('refuses a secret long enough but guessable, anywhere', () => {
    for (const weak of ['x'.repeat(40), 'changeme'.repeat(5), 'abcdefghijklmnopqrstuvwxyz0123456789']) {
      expect(estimatedEntropyBits(weak)).toBeLessThan(MIN_SECRET_ENTROPY_BITS);
      expect(() => loadConfig({ ...production, JWT_ACCESS_SECRET: weak })).toThrow(/JWT_ACCESS_SECRET/);
      expect(() => loadConfig({ NODE_ENV: 'development', CODE_PEPPER: weak })).toThrow(/CODE_PEPPER/);
    }
  });

  it('accepts what `openssl rand` makes, 32 hex characters at the least', () => {
    for (let i = 0; i < 200; i++) {
      const hex = [...crypto.getRandomValues(new Uint8Array(16))]
        .map((b) => b.toString(16).padStart(2, '0'))
        .join('');
      expect(estimatedEntropyBits(hex)).toBeGreaterThanOrEqual(MIN_SECRET_ENTROPY_BITS);
    }
    expect(() => loadConfig(production)).not.toThrow();
  });

  it('refuses one key for access and refresh tokens', () => {
    expect(() => loadConfig({ ...production, JWT_REFRESH_SECRET: production.JWT_ACCESS_SECRET })).toThrow(
      /must differ/,
    );
  });
});

describe('HOST and API_DOCS', () => {
  it('listens on loopback unless HOST widens it', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).host).toBe('localhost');
    expect(loadConfig({ NODE_ENV: 'development', HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('serves the API docs outside production, and in production only when asked', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).apiDocs).toBe(true);
    expect(loadConfig(production).apiDocs).toBe(false);
    expect(loadConfig({ ...production, API_DOCS: 'true' }).apiDocs).toBe(true);
  });
});

describe('passkeys', () => {
  const dev = { NODE_ENV: 'development' as const };

  it('take PUBLIC_URL’s host as the relying party and its origin, plus PASSKEY_ORIGINS', () => {
    expect(loadConfig({ ...dev, PUBLIC_URL: 'https://app.example.com/' }).passkeys).toEqual({
      rpId: 'app.example.com',
      origins: ['https://app.example.com'],
    });
    const extra = loadConfig({
      ...dev,
      PUBLIC_URL: 'http://localhost:3000',
      PASSKEY_ORIGINS: 'http://localhost:5173/, http://localhost:3000',
    });
    expect(extra.passkeys.origins).toEqual(['http://localhost:3000', 'http://localhost:5173']);
  });

  it('take a parent domain, or localhost beside an IP address, as the relying party when one origin is on it', () => {
    expect(
      loadConfig({ ...dev, PUBLIC_URL: 'https://app.example.com', PASSKEY_RP_ID: 'example.com' }).passkeys
        .rpId,
    ).toBe('example.com');
    const loopback = loadConfig({
      ...dev,
      PUBLIC_URL: 'http://127.0.0.1:3111',
      PASSKEY_RP_ID: 'localhost',
      PASSKEY_ORIGINS: 'http://localhost:3111',
    });
    expect(loopback.passkeys).toEqual({
      rpId: 'localhost',
      origins: ['http://127.0.0.1:3111', 'http://localhost:3111'],
    });
  });

  it('refuse a relying party no origin is on, and an origin that is not one', () => {
    expect(() =>
      loadConfig({ ...dev, PUBLIC_URL: 'https://app.example.com', PASSKEY_RP_ID: 'evil.example' }),
    ).toThrow(/PASSKEY_RP_ID evil.example/);
    expect(() =>
      loadConfig({ ...dev, PUBLIC_URL: 'https://app.example.com', PASSKEY_RP_ID: 'ample.com' }),
    ).toThrow(ConfigError);
    expect(() => loadConfig({ ...dev, PASSKEY_ORIGINS: 'not a url' })).toThrow(/PASSKEY_ORIGINS/);
  });
});
