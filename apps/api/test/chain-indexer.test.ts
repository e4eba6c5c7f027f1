// The app follows the chain both ways (decision 031): the indexer of the contract's Transfer events sees a token
// that a wallet moved (the public page, the token's metadata and `ledger verify` agree with the chain), an item
// sent back to its return address comes back to its owner, a token sent into a custody address nobody can take
// it back at goes to the brand's stock and its console, a reorganisation is undone and read again, and two
// indexers on one database apply each event once. On a local chain (Anvil), wallets are Anvil's own accounts.
import type { PublicItem, TokenMetadata, Transaction } from '@heirloom/contract';
import { and, asc, eq } from 'drizzle-orm';
import { type Address, createPublicClient, createTestClient, type Hex, http } from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenIdOf } from '../src/chain/items-contract';
import {
  chainTransfers,
  chainWrites,
  collections,
  custodyArrivals,
  itemEvents,
  items,
} from '../src/db/schema';
import { ChainIndexRepository } from '../src/modules/chain/chain-index.repository';
import { ChainIndexer } from '../src/modules/chain/chain-indexer';
import { ChainWritesRepository } from '../src/modules/chain/chain-writes.repository';
import { verifyCustody } from '../src/modules/chain/custody';
import { CustodyArrivalsRepository } from '../src/modules/chain/custody-arrivals.repository';
import { WalletArrivals } from '../src/modules/chain/wallet-arrivals';
import { chainWaits } from './chain-waits';
import { holderTransfers } from './chain-wallets';
import { demoAppWithOwners } from './demo-app';
import { grantByCode, sendWithGrant } from './fixtures';
import { newPhone, signIn, type Session } from './helpers';
import { brandId, colleague, consoleCall, firstAdmin, type Staff } from './staff-fixtures';

const { t, owner1, owner2, signInAgain } = demoAppWithOwners(120_000, {
  CHAIN: 'local',
  CHAIN_BLOCK_TIME: '0.2',
  CHAIN_INDEX_CONFIRMATIONS: '3',
});
const db = () => t.app.database.db;
const chain = () => t.app.deps.chain!.items;
const target = () => ({ chainId: chain().chainId, contract: chain().address });
const { eventually, chainSettled } = chainWaits(t);

/** Anvil's development accounts (the published mnemonic): wallets outside the app, funded on the local chain. */
const anvilWallet = (index: number) =>
  mnemonicToAccount('test test test test test test test test test test test junk', { addressIndex: index });
const walletA = anvilWallet(1);
const walletB = anvilWallet(2);
const walletC = anvilWallet(3);

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, s?: Session, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: s?.headers ?? {}, ...(payload ? { payload } : {}) });
const get = async <T>(url: string, s?: Session) => {
  const res = await api('GET', url, s);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<T>();
};
const userId = async (s: Session) => (await t.app.services.auth.authenticate(s.accessToken))!.userId;
const heldAt = (holderId: string, itemId: string) => t.app.deps.custody.address(holderId, itemId);
const ownerOnChain = (itemId: string) => chain().ownerOf(tokenIdOf(itemId));
const anvil = () => createTestClient({ mode: 'anvil', transport: http(chain().rpcUrl) });
const reader = () => createPublicClient({ transport: http(chain().rpcUrl) });

/** Waits move the app's clock on (chain-waits.ts): the owners sign in again once their sessions ran out. */
async function signedIn() {
  if (await t.app.services.auth.authenticate(owner1.accessToken)) return;
  t.clock.advance(31); // a new code only 30 s after the last one
  await signInAgain();
}

/** The wallet moves the token (mined before it returns): the app knows nothing of it but the chain. */
const walletSends = (from: typeof walletA, to: Address, itemId: string): Promise<Hex> =>
  holderTransfers(chain(), from, to, itemId);

/** Sends the owner's item (one of their active ones by default) out to the wallet; waits until the chain has it. */
async function sendOut(
  s: Session,
  ownerId: string,
  wallet: Address,
  itemId?: string,
): Promise<typeof items.$inferSelect> {
  await signedIn();
  const [item] = await db()
    .select()
    .from(items)
    .where(
      and(
        eq(items.ownerId, ownerId),
        eq(items.status, 'active'),
        eq(items.isToMint, false),
        itemId ? eq(items.id, itemId) : undefined,
      ),
    )
    .limit(1);
  const res = await sendWithGrant(t, s, 'sendToAddress', { addressTo: wallet, productsIds: [item!.id] });
  expect(res.statusCode, res.body).toBe(200);
  await chainSettled();
  expect(await ownerOnChain(item!.id)).toBe(wallet);
  return item!;
}

/** What `ledger verify` says against the running chain. */
async function verify() {
  const lines: string[] = [];
  const code = await verifyCustody(
    db(),
    { ...target(), ownerOf: (id: bigint) => chain().ownerOf(id) },
    t.app.deps.custody,
    (l) => lines.push(l),
  );
  return { code, lines };
}

const historyOf = (itemId: string) =>
  db().select().from(itemEvents).where(eq(itemEvents.itemId, itemId)).orderBy(asc(itemEvents.createdAt));
const indexedOf = (txHash: string) => new ChainIndexRepository(db()).byTx(target(), txHash);

let owner1Id: string;
let owner2Id: string;
let aurele: string;
let catalogue: Staff;

beforeAll(async () => {
  owner1Id = await userId(owner1);
  owner2Id = await userId(owner2);
  aurele = await brandId(t, 'maison-aurele');
  const admin = await firstAdmin(t, 'maison-aurele', 'admin@indexer.example');
  catalogue = await colleague(t, admin, 'maison-aurele', 'catalogue@indexer.example', ['catalogue']);
  await chainSettled();
}, 120_000);

describe('the indexer of the contract’s Transfer events', () => {
  it('started at the contract’s deployment block on this new database: every mint is read', async () => {
    const deployed = Number(await chain().deployedAt());
    // the block before holds no code at the contract's address, that one does (asked of the chain by viem)
    expect(
      await reader().getCode({ address: chain().address, blockNumber: BigInt(deployed - 1) }),
    ).toBeUndefined();
    expect(await reader().getCode({ address: chain().address, blockNumber: BigInt(deployed) })).toMatch(
      /^0x.+/,
    );
    const mints = await db().select().from(chainWrites).where(eq(chainWrites.kind, 'mint'));
    await eventually(async () => {
      const read = await db()
        .select()
        .from(chainTransfers)
        .where(eq(chainTransfers.fromAddress, '0x0000000000000000000000000000000000000000'));
      expect(new Set(read.map((e) => e.txHash))).toEqual(new Set(mints.map((w) => w.txHash)));
    });
  }, 60_000);

  it('sees a wallet move a token on: the public page, the metadata and ledger verify name its new holder', async () => {
    const item = await sendOut(owner1, owner1Id, walletA.address);
    const hash = await walletSends(walletA, walletB.address, item.id);
    const started = Date.now();
    await eventually(async () => {
      const page = await get<PublicItem>(`/public/items/${item.publicId}`);
      expect(page.token?.owner).toMatchObject({ address: walletB.address, custodial: false });
      expect(page.token?.lastTransfer).toMatchObject({ kind: 'wallet', state: 'confirmed', txHash: hash });
    });
    expect(Date.now() - started).toBeLessThan(60_000);
    expect(await indexedOf(hash)).toEqual([
      expect.objectContaining({ fromAddress: walletA.address, toAddress: walletB.address, effect: 'none' }),
    ]);
    const metadata = await get<TokenMetadata>(`/v1/tokens/${tokenIdOf(item.id)}`);
    expect(metadata.attributes).toContainEqual({ trait_type: 'Holder', value: walletB.address });
    const { code, lines } = await verify();
    expect(lines.filter((l) => l.startsWith('  '))).toEqual([]);
    // the database names the wallet the chain names: it matches, rather than being let off as "moved on"
    expect(lines.at(-1)).toMatch(/: \d+ tokens match the database\.$/);
    expect(code).toBe(0);
  }, 120_000);

  it('brings an item sent back to its return address into its owner’s collection, and the owner can send it again', async () => {
    const item = await sendOut(owner1, owner1Id, walletA.address);
    const sent = await get<{ items: Transaction[] }>('/transactions/20/0/sent', owner1);
    const row = sent.items.find((r) => r.product.id === item.id && 'address' in r.counterparty);
    expect(row?.returnAddress).toBe(heldAt(owner1Id, item.id));
    // the recipient's own view carries none (a phone send has none either)
    expect(sent.items.filter((r) => !('address' in r.counterparty)).every((r) => !r.returnAddress)).toBe(
      true,
    );
    expect((await api('GET', `/v1/products/${item.id}`, owner1)).statusCode).toBe(404);

    const hash = await walletSends(walletA, row!.returnAddress as Address, item.id);
    await eventually(async () => {
      expect((await api('GET', `/v1/products/${item.id}`, owner1)).statusCode).toBe(200);
    });
    const [back] = await db().select().from(items).where(eq(items.id, item.id));
    expect(back).toMatchObject({ ownerId: owner1Id, status: 'active' });
    const lines = (await historyOf(item.id)).filter((e) => e.kind === 'returned');
    expect(lines).toEqual([expect.objectContaining({ actor: 'system', data: { record: hash } })]);
    const page = await get<PublicItem>(`/public/items/${item.publicId}`);
    expect(page).toMatchObject({
      inCustody: true,
      token: {
        owner: { address: heldAt(owner1Id, item.id), custodial: true },
        lastTransfer: { kind: 'arrival' },
      },
    });
    expect(JSON.stringify(page)).not.toContain(walletA.address);
    expect((await verify()).code).toBe(0);

    // the next move starts where the token came back to
    const res = await sendWithGrant(t, owner1, 'sendToPhone', {
      phoneTo: owner2.phone,
      productsIds: [item.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    await chainSettled();
    expect(await ownerOnChain(item.id)).toBe(heldAt(owner2Id, item.id));
    const writes = await db().select().from(chainWrites).where(eq(chainWrites.itemId, item.id));
    expect(writes.filter((w) => w.state === 'reverted')).toEqual([]);
  }, 180_000);

  it('sends a token that arrives at a custody address nobody can take it back at to the brand’s stock, listed in the console', async () => {
    // an item that was owner1's before owner2's: owner1's custody address for it belongs to no one now
    const [first] = await db()
      .select({ id: items.id })
      .from(items)
      .where(and(eq(items.ownerId, owner1Id), eq(items.status, 'active'), eq(items.isToMint, false)))
      .limit(1);
    const given = await sendWithGrant(t, owner1, 'sendToPhone', {
      phoneTo: owner2.phone,
      productsIds: [first!.id],
    });
    expect(given.statusCode, given.body).toBe(200);
    await chainSettled();
    const item = await sendOut(owner2, owner2Id, walletA.address, first!.id);
    const [brandOf] = await db()
      .select({ brandId: collections.clientId })
      .from(collections)
      .where(eq(collections.id, item.collectionId));
    const strange = heldAt(owner1Id, item.id);
    await walletSends(walletA, strange, item.id);
    await eventually(async () => {
      const [row] = await db().select().from(items).where(eq(items.id, item.id));
      expect(row).toMatchObject({ ownerId: null, status: 'stock' });
    });
    // the operator could not have moved it there: it is the brand's once its own move lands
    await chainSettled();
    expect(await ownerOnChain(item.id)).toBe(heldAt(brandOf!.brandId, item.id));
    expect((await historyOf(item.id)).map((e) => e.kind)).toContain('taken_into_stock');
    expect((await verify()).code).toBe(0);
    const [arrival] = await db().select().from(custodyArrivals).where(eq(custodyArrivals.itemId, item.id));
    expect(arrival).toMatchObject({ brandId: brandOf!.brandId, reason: 'not_its_owner', address: strange });
    expect(
      (await api('GET', `/public/items/${item.publicId}`)).json<PublicItem>().token?.owner.custodial,
    ).toBe(true);
    if (brandOf!.brandId === aurele) {
      const list = await consoleCall(t, catalogue, 'GET', `/brands/${aurele}/arrivals/10/0`);
      expect(list.statusCode, list.body).toBe(200);
      expect(list.json().items).toContainEqual(
        expect.objectContaining({
          id: arrival!.id,
          reason: 'not_its_owner',
          item: expect.objectContaining({ id: item.id }),
        }),
      );
    }
  }, 180_000);

  it('an item sent back after its sender deleted their account goes to the brand’s stock, which resolves it in the console', async () => {
    const phone = newPhone();
    const leaver = await signIn(t, phone);
    const leaverId = await userId(leaver);
    const [given] = await db()
      .select({ id: items.id })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(and(eq(items.ownerId, owner2Id), eq(items.status, 'active'), eq(collections.clientId, aurele)))
      .limit(1);
    const res = await sendWithGrant(t, owner2, 'sendToPhone', { phoneTo: phone, productsIds: [given!.id] });
    expect(res.statusCode, res.body).toBe(200);
    await chainSettled();
    const item = await sendOut(leaver, leaverId, walletC.address);
    const returnAddress = (await get<{ items: Transaction[] }>('/transactions/10/0/sent', leaver)).items.find(
      (r) => r.product.id === item.id,
    )?.returnAddress;
    expect(returnAddress).toBe(heldAt(leaverId, item.id));
    await grantByCode(t, leaver, 'deleteAccount');
    expect((await api('DELETE', `/users/${leaverId}`, leaver)).statusCode).toBe(204);

    await walletSends(walletC, returnAddress as Address, item.id);
    let arrivalId = '';
    await eventually(async () => {
      const list = await consoleCall(t, catalogue, 'GET', `/brands/${aurele}/arrivals/10/0`);
      const found = list.json<{ items: { id: string; reason: string; item: { id: string } }[] }>().items;
      const mine = found.find((a) => a.item.id === item.id);
      expect(mine?.reason).toBe('account_gone');
      arrivalId = mine!.id;
    });
    await chainSettled();
    expect(await ownerOnChain(item.id)).toBe(heldAt(aurele, item.id));
    // another brand's staff does not see it, nor resolve it
    const other = await brandId(t, 'atelier-nuit');
    expect(
      (await consoleCall(t, catalogue, 'POST', `/brands/${other}/arrivals/${arrivalId}/resolve`)).statusCode,
    ).toBe(404);
    const done = await consoleCall(t, catalogue, 'POST', `/brands/${aurele}/arrivals/${arrivalId}/resolve`);
    expect(done.statusCode, done.body).toBe(200);
    const again = await consoleCall(t, catalogue, 'POST', `/brands/${aurele}/arrivals/${arrivalId}/resolve`);
    expect(again.statusCode).toBe(404);
    const list = await consoleCall(t, catalogue, 'GET', `/brands/${aurele}/arrivals/10/0`);
    expect(list.json<{ items: { id: string }[] }>().items.map((a) => a.id)).not.toContain(arrivalId);
  }, 180_000);
});

describe('a reorganisation of the chain', () => {
  it('undoes what it replaced and reads the new blocks: nothing applied twice, nothing lost', async () => {
    const item = await sendOut(owner1, owner1Id, walletA.address);
    const returnAddress = heldAt(owner1Id, item.id);
    await chainSettled();
    const snapshot = await anvil().snapshot();
    // on the branch the chain will drop: the wallet moves it on, then sends it back home
    const dropped = [
      await walletSends(walletA, walletB.address, item.id),
      await walletSends(walletB, returnAddress, item.id),
    ];
    await eventually(async () => {
      const [row] = await db().select().from(items).where(eq(items.id, item.id));
      expect(row?.ownerId).toBe(owner1Id);
    });
    await anvil().revert({ id: snapshot });
    // the branch that stays: the wallet sends it elsewhere, then home, in new transactions
    const kept = [
      await walletSends(walletA, walletC.address, item.id),
      await walletSends(walletC, returnAddress, item.id),
    ];
    await eventually(async () => {
      expect(await indexedOf(kept[1]!)).toHaveLength(1);
      for (const hash of dropped) expect(await indexedOf(hash)).toEqual([]);
    }, 60_000);
    const [row] = await db().select().from(items).where(eq(items.id, item.id));
    expect(row).toMatchObject({ ownerId: owner1Id, status: 'active' });
    // the item may have come back before this test: the lines of these two returns are looked at
    const ours: string[] = [dropped[1]!, kept[1]!];
    expect(
      (await historyOf(item.id)).filter((e) => e.kind === 'returned' && ours.includes(e.data.record ?? '')),
    ).toEqual([expect.objectContaining({ data: { record: kept[1] } })]);
    const arrivals = await db()
      .select()
      .from(chainWrites)
      .where(and(eq(chainWrites.itemId, item.id), eq(chainWrites.kind, 'arrival')));
    expect(arrivals.map((w) => w.txHash).filter((h) => ours.includes(h ?? ''))).toEqual([kept[1]]);
    expect(await indexedOf(kept[0]!)).toEqual([expect.objectContaining({ toAddress: walletC.address })]);
    expect((await verify()).code).toBe(0);
  }, 180_000);
});

describe('two indexers on one database', () => {
  it('index each transfer once and apply each arrival once, whichever reads it', async () => {
    const writes = new ChainWritesRepository(db());
    const indexer = (holder: string) => {
      const repo = new ChainIndexRepository(db());
      return new ChainIndexer({
        chain: chain(),
        repo,
        arrivals: new WalletArrivals({
          target: target(),
          custody: t.app.deps.custody,
          writes,
          arrivals: new CustodyArrivalsRepository(db()),
          index: repo,
          items: t.app.deps.items,
          history: t.app.deps.history,
          log: t.app.deps.log,
        }),
        clock: t.clock,
        log: t.app.deps.log,
        confirmations: 1,
        holder,
        range: 3,
      });
    };
    const item = await sendOut(owner2, owner2Id, walletB.address);
    const home = heldAt(owner2Id, item.id);
    const hash = await walletSends(walletB, home, item.id);
    // the app's own indexer and two more race; the lease lets one read at a time
    const [one, two] = [indexer('instance-one'), indexer('instance-two')];
    t.clock.advance(31); // the app's lease (30 s) runs out: any of the three may take it
    const rounds = await Promise.all([one.round(), two.round(), one.round(), two.round()]);
    expect(rounds.filter((r) => 'waiting' in r).length).toBeGreaterThan(0);
    await eventually(async () => {
      expect((await db().select().from(items).where(eq(items.id, item.id)))[0]?.ownerId).toBe(owner2Id);
    });
    const seen = await db().select().from(chainTransfers).where(eq(chainTransfers.txHash, hash));
    expect(seen).toHaveLength(1);
    expect(
      (await historyOf(item.id)).filter((e) => e.kind === 'returned' && e.data.record === hash),
    ).toHaveLength(1);
    const arrivals = await db()
      .select()
      .from(chainWrites)
      .where(
        and(eq(chainWrites.itemId, item.id), eq(chainWrites.kind, 'arrival'), eq(chainWrites.txHash, hash)),
      );
    expect(arrivals).toHaveLength(1);
  }, 120_000);
});
