// The verdict of `npm run ledger -- verify` in words, with the exit code an operator's script can test: the
// local ledger's hash chain, then, on a chain, each item's custody against the token's holder.
import { CustodyAccounts } from '../chain/custody-accounts';
import { chainRunningOn } from '../chain/local-chain';
import { type ChainSettings, localChainFiles, startChain } from '../chain/runtime';
import type { Db } from '../db/client';
import { verifyCustody } from '../modules/chain/custody';
import { LocalLedger } from '../providers/local-db/ledger';
import { custodyKey } from '../secrets';

/** Both checks; 1 if either finds a difference. */
export async function verifyCommand(
  db: Db,
  settings: ChainSettings,
  say: (text: string) => void,
): Promise<number> {
  const ledger = await verifyLedger(db, say);
  if (settings.mode === 'off') return ledger;
  if (settings.mode === 'local') {
    const files = localChainFiles(settings.dir);
    const pid = chainRunningOn(files.stateFile);
    if (pid) {
      say(`The server's local chain (pid ${pid}) is running: stop the server to check custody against it.`);
      return 1;
    }
    if (!files.deployed) {
      say('No local chain yet (the server deploys it at its first start): custody not checked.');
      return ledger;
    }
  }
  // never deploys: a local chain whose contract is gone is a difference to report, not one to paper over
  const chain = await startChain(
    settings,
    { info: () => undefined, warn: (o, msg) => say(`${msg}: ${(o as { reason?: string }).reason ?? ''}`) },
    { deploy: false },
  );
  if (!chain) return 1;
  try {
    const { items } = chain;
    const custody = await verifyCustody(
      db,
      { chainId: items.chainId, contract: items.address, ownerOf: (id) => items.ownerOf(id) },
      new CustodyAccounts(await custodyKey(db)),
      say,
    );
    return Math.max(ledger, custody);
  } finally {
    await chain.stop();
  }
}

/** 0 when the hash chain holds, 1 when an entry was changed or removed (and which one). */
export async function verifyLedger(db: Db, say: (text: string) => void): Promise<number> {
  const ledger = new LocalLedger(db);
  const verdict = await ledger.verify();
  if (verdict.ok) {
    say(`Ledger verified: ${verdict.entries} entries, the hash chain is intact.`);
    return 0;
  }
  const entry = verdict.brokenAt === undefined ? undefined : await ledger.entry(verdict.brokenAt);
  const what = entry ? ` (${entry.kind} of item ${entry.itemId}, ${entry.createdAt.toISOString()})` : '';
  say(
    `Ledger BROKEN at entry #${verdict.brokenAt ?? '?'}${what}: its hash does not match its content or ` +
      `the entry before it. Entries verified before it: ${verdict.entries}.`,
  );
  return 1;
}
