// Paths and rules the web app's sign-in screen needs, kept free of zod so that screen can load without it.
// The route table (auth.ts, clients.ts) takes its paths from here: one source of truth.

export const LOGIN_CODE_LENGTH = 6;
export const CODE_TTL_SECONDS = 5 * 60;
export const CODE_MAX_ATTEMPTS = 5;
export const CODE_RESEND_SECONDS = 30;
export const CODES_PER_PHONE_PER_DAY = 10;
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
export const STEP_UP_GRANT_TTL_SECONDS = 5 * 60;

/** SPEC §8: the error the client raises when neither phone+code nor token is given. */
export const MISSING_LOGIN_ARGS = 'Missing args in login.';
/** SPEC §8: the error the client raises when no refresh token is stored. */
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

export const clientPaths = {
  settings: '/v1/clients/settings',
  savStores: '/v1/clients/:id/savStores',
} as const;
