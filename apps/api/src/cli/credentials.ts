// `npm run credentials -- keys | rotate | retire <name>`: the keys signing the owners' certificates, on the
// server's database (./credential-keys.ts).
import { loadConfig } from '../config';
import { credentialKeysCommand } from './credential-keys';
import { runCli, withCliDatabase } from './run';

runCli((args) =>
  withCliDatabase((db) => credentialKeysCommand(db, loadConfig().publicUrl, args, new Date())),
);
