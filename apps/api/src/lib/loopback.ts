// Whether a host or address means this machine (localhost, 127.0.0.0/8, ::1), in any of the spellings it
// arrives in: a HOST setting, a URL's hostname ("[::1]"), a socket's peer ("::ffff:127.0.0.1").
import { isIP } from 'node:net';

export function isLoopback(host: string): boolean {
  const bare = host.replace(/^\[(.*)\]$/, '$1').replace(/^::ffff:/i, '');
  if (bare === 'localhost' || bare === '::1') return true;
  return isIP(bare) === 4 && bare.startsWith('127.');
}
