// Turns any failed call into a clear sentence in the user's language (those of docs/product.md "Errors" included).
import type { ApiError, ErrorCode } from '@heirloom/contract';
import type { TFunction } from '../i18n';
import { isHttpError } from './http';

export function apiErrorOf(error: unknown): ApiError | undefined {
  if (!isHttpError(error)) return undefined;
  const data: unknown = error.response?.data;
  if (data && typeof data === 'object' && 'code' in data && 'message' in data) return data as ApiError;
  return undefined;
}

/** The API's code of a failed call (one of the contract's ERROR_CODES), undefined when the API did not answer. */
export function errorCode(error: unknown): ErrorCode | undefined {
  return apiErrorOf(error)?.code;
}

/** The browser says it has no network (navigator.onLine); a server and a test without one read online. */
const browserOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/**
 * A call that failed for want of a network: the browser is offline, or the call got no answer at all (the HTTP
 * client's ERR_NETWORK; a server's answer, even an error, is not this).
 */
export function failedOffline(error: unknown): boolean {
  if (browserOffline()) return true;
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'ERR_NETWORK';
}

export function errorMessage(error: unknown, t: TFunction): string {
  const api = apiErrorOf(error);
  // an item in care: every move waits (sends, sales, declarations), said the same wherever it was refused
  if (api?.code === 'ITEM_IN_CARE') return t('errors.itemInCare');
  if (api) return api.message;
  // offline: said as such, not as a failure (decision 038); no answer while the browser says it is online is
  // a lost connection (errors.network below)
  if (browserOffline()) return t('errors.offline');
  if (isHttpError(error)) {
    // the client's own messages (docs/product.md "Errors") are English; show their meaning in the user's language.
    if (error.message.startsWith('timeout of')) return t('errors.timeout');
    if (error.code === 'ERR_NETWORK') return t('errors.network');
    if (error.code === 'ECONNABORTED' || error.code === 'ERR_CANCELED') return t('errors.aborted');
    if (error.response) return t('errors.server', { status: error.response.status });
  }
  if (error instanceof Error) {
    if (error.message === 'Missing args in login.') return t('errors.missingLoginArgs');
    if (error.message === 'RefreshToken not found.') return t('errors.sessionEnded');
  }
  return t('errors.unknown');
}

/** The HTTP status of a failed call, to tell "does not exist" (404, or a malformed id: 400) from other failures. */
export function httpStatus(error: unknown): number | undefined {
  return isHttpError(error) ? error.response?.status : undefined;
}

/** The API answers 404 for another owner's item too (it never reveals that it exists). */
export function isMissing(error: unknown): boolean {
  const status = httpStatus(error);
  return status === 404 || status === 400;
}

/**
 * A code asked for again too soon: the seconds the server said to wait (its Retry-After header); 0 for any other
 * failure. The code sent a moment ago is still good meanwhile.
 */
export function resendWaitSeconds(error: unknown): number {
  if (errorCode(error) !== 'RESEND_TOO_SOON') return 0;
  const wait = Number((isHttpError(error) && error.response?.header?.('retry-after')) || 0);
  return wait > 0 ? wait : 0;
}
