// A throw-away TLS certificate for local https listeners (Web Push only sends over https), made with
// openssl for the names and addresses a test uses, trusted only by the providers the test builds.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export function throwAwayCertificate(subjectAltNames: string[]): { cert: Buffer; key: Buffer } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heirloom-tls-'));
  const [first = 'localhost'] = subjectAltNames;
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      path.join(dir, 'key.pem'),
      '-out',
      path.join(dir, 'cert.pem'),
      '-days',
      '1',
      '-subj',
      `/CN=${first.replace(/^(DNS|IP):/, '')}`,
      '-addext',
      `subjectAltName=${subjectAltNames.join(',')}`,
    ],
    { stdio: 'ignore' },
  );
  const pair = {
    cert: fs.readFileSync(path.join(dir, 'cert.pem')),
    key: fs.readFileSync(path.join(dir, 'key.pem')),
  };
  fs.rmSync(dir, { recursive: true, force: true });
  return pair;
}
