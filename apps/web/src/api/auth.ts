// Auth calls in docs/product.md "Calls": SMS code, login, refresh, logout, step-up code and PIN check.
import type { CodeSent, Language, LoginPayload, StepUpRequest } from '@heirloom/contract';
import { MISSING_LOGIN_ARGS } from '@heirloom/contract/light';
import { dropPushSubscription, storedDeviceUUID } from '../lib/push-device';
import { call, refreshTokens } from './client';
import { lightAuthRoutes } from './light-routes';
import { tokenStore } from './token-store';

export async function sendLoginSms(phone: string, language: Language): Promise<CodeSent> {
  const isAndroid = /android/i.test(navigator.userAgent);
  return call(lightAuthRoutes.sendSms, { body: { phone, isAndroid, language } });
}

/** docs/product.md "Validation rules": login needs phone and code together, or a token; otherwise it fails. */
export async function login(payload: LoginPayload): Promise<void> {
  const withCode = Boolean(payload.phone && payload.code);
  if (!withCode && !payload.token) throw new Error(MISSING_LOGIN_ARGS);
  const body = withCode ? { phone: payload.phone, code: payload.code } : { token: payload.token };
  tokenStore.save(await call(lightAuthRoutes.login, { body }));
}

export const refresh = refreshTokens;

/**
 * Stops push to this browser first (forgetting the device needs the session), then ends the session.
 * Signed out locally whatever the server answers.
 */
export async function logout(): Promise<void> {
  try {
    await stopPushToThisBrowser();
    await call(lightAuthRoutes.logout);
  } finally {
    tokenStore.clear();
  }
}

async function stopPushToThisBrowser(): Promise<void> {
  const deviceUUID = storedDeviceUUID();
  // Best effort: the subscription is dropped below, so a device the server missed gets nothing anyway.
  // loaded here, not with the sign-in screen: the users module brings the contract's schemas
  if (deviceUUID) {
    await import('./users')
      .then(({ forgetPushDevice }) => forgetPushDevice(deviceUUID))
      .catch(() => undefined);
  }
  await dropPushSubscription();
}

/** A step-up code for one action; a send names its recipient and items (see stepUpRequestFor). */
export async function requestStepUpCode(request: StepUpRequest): Promise<CodeSent> {
  return call(lightAuthRoutes.requestCode, { body: request });
}
