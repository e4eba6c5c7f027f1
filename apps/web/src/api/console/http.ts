// The brand console's own HTTP client (decision 019): base /api, the staff session's token, no refresh (a session
// that ended sends the person back to the sign-in), and the typed call through it.
import { i18n } from '../../i18n';
import { callWith } from '../call';
import { HTTP_TIMEOUT_MS } from '../client';
import { consoleSession } from '../console-session';
import { apiErrorOf, httpStatus } from '../errors';
import { createHttp } from '../http';

const API_PREFIX = '/api';

export const consoleHttp = createHttp({
  baseURL: API_PREFIX,
  timeout: HTTP_TIMEOUT_MS,
  prepare(request) {
    request.headers['Accept-Language'] = i18n.language === 'fr' ? 'fr' : 'en';
    const token = consoleSession.token();
    if (token) request.headers.Authorization = `Bearer ${token}`;
  },
  async recover(error) {
    // the session ended (signed out elsewhere, a working day passed): back to the sign-in
    if (httpStatus(error) === 401 && consoleSession.token()) consoleSession.clear();
    // the session waits for the person's passkey (another tab signed in by link): the frame asks for it
    if (apiErrorOf(error)?.code === 'STAFF_PASSKEY_REQUIRED')
      passkeyRequired.forEach((listener) => listener());
    throw error;
  },
});

/** A console route's call through the console's client, typed by the route. */
export const consoleCall = callWith(consoleHttp);

const passkeyRequired = new Set<() => void>();
/** Called when a call is refused until the person confirms the session with their passkey. */
export function onPasskeyRequired(listener: () => void): () => void {
  passkeyRequired.add(listener);
  return () => {
    passkeyRequired.delete(listener);
  };
}
