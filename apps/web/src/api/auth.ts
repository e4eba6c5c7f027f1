// Auth calls in docs/product.md "Calls": SMS code, login, refresh, logout, step-up code and PIN check.
import type { AuthTokens, CodeSent, Language, LoginPayload, StepUpRequest } from '@heirloom/contract';
import { authPaths, MISSING_LOGIN_ARGS } from '@heirloom/contract/light';
import { dropPushSubscription, storedDeviceUUID } from '../lib/push-device';
import { http, refreshTokens } from './client';
import { tokenStore } from './token-store';

export async function sendLoginSms(phone: string, language: Language): Promise<CodeSent> {
  const isAndroid = /android/i.test(navigator.userAgent);
  const res = await http.post<CodeSent>(authPaths.sendSms, { phone, isAndroid, language });
  return res.data;
}

/** docs/product.md "Validation rules": login needs phone and code together, or a token; otherwise it fails. */
export async function login(payload: LoginPayload): Promise<void> {
  const withCode = Boolean(payload.phone && payload.code);
  if (!withCode && !payload.token) throw new Error(MISSING_LOGIN_ARGS);
  const body = withCode ? { phone: payload.phone, code: payload.code } : { token: payload.token };
  const res = await http.post<AuthTokens>(authPaths.login, body);
  tokenStore.save(res.data);
}

export const refresh = refreshTokens;

/**
 * Stops push to this browser first (forgetting the device needs the session), then ends the session.
 * Signed out locally whatever the server answers.
 */
export async function logout(): Promise<void> {
  try {
    await stopPushToThisBrowser();
    await http.delete(authPaths.logout);
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
  return (await http.post<CodeSent>(authPaths.requestCode, request)).data;
}

/** docs/product.md "Errors": true on success, false on any error. */
export async function checkPin(pin: string): Promise<boolean> {
  try {
    await http.post(authPaths.checkPin, { pin });
    return true;
  } catch {
    return false;
  }
}
