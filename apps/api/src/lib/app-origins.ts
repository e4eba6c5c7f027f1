// The origins this app answers on, for links that send a browser back to it (a hosted card page's
// return): PUBLIC_URL's, and outside production the loopback spellings of the same port, so that a
// buyer who opened 127.0.0.1 is not sent to localhost, where the tab's saved progress does not exist.
import { isLoopback } from './loopback';

export function appOrigin(candidate: string | undefined, publicUrl: string, production: boolean): string {
  const own = new URL(publicUrl);
  if (!candidate) return own.origin;
  let url: URL;
  try {
    url = new URL(candidate);
  } catch {
    return own.origin;
  }
  if (url.origin === own.origin) return own.origin;
  const loopbackAlias =
    !production &&
    url.protocol === own.protocol &&
    url.port === own.port &&
    isLoopback(url.hostname) &&
    isLoopback(own.hostname);
  return loopbackAlias ? url.origin : own.origin;
}
