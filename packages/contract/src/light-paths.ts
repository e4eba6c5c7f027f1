// Paths and rules the web app's sign-in screen needs, kept free of zod so that screen can load without it.
// The route table (auth.ts, clients.ts) takes its paths from here: one source of truth.

export const LOGIN_CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 5 * 60;
export const CODE_MAX_ATTEMPTS = 5;
/**
 * The default wait between two codes to one phone for one purpose: the server's CODE_RESEND_SECONDS setting
 * (docs/operations.md) decides, and tells the client with each code sent (`resendAfterSeconds`).
 */
export const CODE_RESEND_SECONDS = 30;
export const CODES_PER_PHONE_PER_DAY = 10;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const STEP_UP_GRANT_TTL_SECONDS = 5 * 60;

/** docs/product.md "Errors": the error the client raises when neither phone+code nor token is given. */
export const MISSING_LOGIN_ARGS = 'Missing args in login.';
/** docs/product.md "Errors": the error the client raises when no refresh token is stored. */
export const REFRESH_TOKEN_NOT_FOUND = 'RefreshToken not found.';
/**
 * The 401 code for a missing, invalid or expired bearer token: the only 401 a client answers by refreshing.
 * Other 401 codes (a wrong, expired or locked SMS code…) are the call's own answer.
 */
export const SESSION_INVALID = 'UNAUTHORIZED';

export const authPaths = {
  sendSms: '/v1/auth/sms',
  login: '/v2/auth/login',
  refresh: '/auth/refresh',
  logout: '/auth/logout',
  requestCode: '/transactions/requestCode',
  checkPin: '/authorizations/checkPin',
} as const;

/** Passkeys (decision 018): the sign-in screen offers one, so its paths sit here, free of zod. */
export const passkeyPaths = {
  list: '/v1/passkeys',
  registrationOptions: '/v1/passkeys/registration/options',
  registrationVerify: '/v1/passkeys/registration/verify',
  one: '/v1/passkeys/:id',
  recovery: '/v1/passkeys/recovery',
  loginOptions: '/v1/auth/passkey/options',
  login: '/v1/auth/passkey/login',
  stepUpOptions: '/v1/authorizations/passkey/options',
  stepUpVerify: '/v1/authorizations/passkey/verify',
} as const;
export const PASSKEY_NAME_MAX = 60;
/** An owner who lost every passkey waits this long, told on every channel, before SMS guards the items again. */
export const PASSKEY_RECOVERY_HOURS = 48;

export const clientPaths = {
  settings: '/v1/clients/settings',
  savStores: '/v1/clients/:id/savStores',
} as const;
