// The environment of a production start in tests: real-looking random secrets and real providers'
// settings (Twilio, Stripe), none of which is reached by the tests that use it.
import { randomBytes } from 'node:crypto';

const secret = () => randomBytes(32).toString('base64url');

export const productionEnv: Record<string, string> = {
  NODE_ENV: 'production',
  JWT_ACCESS_SECRET: secret(),
  JWT_REFRESH_SECRET: secret(),
  CODE_PEPPER: secret(),
  MEDIA_SECRET: secret(),
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: 'AC0000',
  TWILIO_AUTH_TOKEN: 'token',
  TWILIO_FROM: '+15550000000',
  PAYMENT_PROVIDER: 'stripe',
  STRIPE_SECRET_KEY: 'sk_live_not_reached',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_not_reached',
  STRIPE_WEBHOOK_SECRET: 'whsec_not_reached',
};
