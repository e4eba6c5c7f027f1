// Configuration rules that keep a production server safe: demo data (whose brand API keys are public) is
// refused there, while developers may still force it on or off anywhere else.
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

const secret = 'x'.repeat(40);
const production = {
  NODE_ENV: 'production',
  JWT_ACCESS_SECRET: secret,
  JWT_REFRESH_SECRET: `${secret}r`,
  CODE_PEPPER: `${secret}p`,
  MEDIA_SECRET: `${secret}m`,
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0000',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+15550000000',
};

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
