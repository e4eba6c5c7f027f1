// `npm run ledger -- verify` on a healthy system: with items in every state a brand and its owners put them in
// (stock, on sale, reserved, sold, refunded, sent out to a wallet and moved on from it, sent to a phone and
// waiting or accepted, in repair, held for a deleted account), once the chain worker has written everything,
// every token is where the database says and the command exits 0; a token moved behind the app's back, or a
// row changed in the database, is still named.
import type { ConsoleItem } from '@heirloom/contract';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { Address } from 'viem';
import { generatePrivateKey, type PrivateKeyAccount, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenIdOf } from '../src/chain/items-contract';
import { verifyCommand } from '../src/cli/ledger-verify';
import { collections, items, savStores } from '../src/db/schema';
import { verifyCustody } from '../src/modules/chain/custody';
import { chainWaits } from './chain-waits';
import { holderTransfers } from './chain-wallets';
import { demoAppWithOwners } from './demo-app';
import { buyByCard, grantByCode, sendWithGrant } from './fixtures';
import { newPhone, signIn, type Session } from './helpers';
import { brandId, colleague, consoleCall, firstAdmin, type Staff } from './staff-fixtures';

// the indexer reads nothing here (decision 031): what verify says of a token moved on before the app read it
const { t, owner1, owner2 } = demoAppWithOwners(120_000, {
  CHAIN: 'local',
  CHAIN_BLOCK_TIME: '0.2',
  CHAIN_INDEX_CONFIRMATIONS: '1000',
});
const db = () => t.app.database.db;
const chain = () => t.app.deps.chain!.items;

let aurele: string;
let catalogue: Staff;
let owner1Id: string;

const api = (method: 'GET' | 'POST' | 'DELETE', url: string, s?: Session, payload?: object) =>
  t.app.inject({ method, url: `/api${url}`, headers: s?.headers ?? {}, ...(payload ? { payload } : {}) });
const userId = async (s: Session) => (await t.app.services.auth.authenticate(s.accessToken))!.userId;
const heldAt = (holderId: string, itemId: string) => t.app.deps.custody.address(holderId, itemId);
const ownerOnChain = (itemId: string) => chain().ownerOf(tokenIdOf(itemId));

const { chainSettled } = chainWaits(t);

/** `verify`'s custody check against the running chain: its exit code and what it said. */
async function verify(): Promise<{ code: number; lines: string[] }> {
  const lines: string[] = [];
  const target = {
    chainId: chain().chainId,
    contract: chain().address,
    ownerOf: (id: bigint) => chain().ownerOf(id),
  };
  const code = await verifyCustody(db(), target, t.app.deps.custody, (l) => lines.push(l));
  return { code, lines };
}

/** The owner buys the item by card: the fulfilled order's id. */
const buy = async (s: Session, itemId: string) => (await buyByCard(t, s, itemId)).orderId;

/** Moves a token on the chain as its holder, the app knowing nothing of it. */
const transferOnChain = (from: Address | PrivateKeyAccount, to: Address, itemId: string) =>
  holderTransfers(chain(), from, to, itemId);

beforeAll(async () => {
  aurele = await brandId(t, 'maison-aurele');
  const admin = await firstAdmin(t, 'maison-aurele', 'admin@verify.example');
  catalogue = await colleague(t, admin, 'maison-aurele', 'catalogue@verify.example', ['catalogue']);
  owner1Id = await userId(owner1);
}, 120_000);

describe('ledger verify on a healthy system', () => {
  const wallet = privateKeyToAccount(generatePrivateKey());
  const onward = privateKeyToAccount(generatePrivateKey()).address;
  const state: Record<string, string> = {};

  it('finds every token where the database says, whatever state its item is in', async () => {
    const [collection] = await db()
      .select()
      .from(collections)
      .where(and(eq(collections.clientId, aurele), eq(collections.onSale, true)))
      .limit(1);
    const csv = ['serial_number,name', 'MA-VER-1,Stock', 'MA-VER-2,On sale', 'MA-VER-3,Reserved'];
    const imported = await consoleCall(
      t,
      catalogue,
      'POST',
      `/brands/${aurele}/collections/${collection!.id}/import`,
      {
        csv: [...csv, 'MA-VER-4,Sold', 'MA-VER-5,Refunded'].join('\n'),
      },
    );
    expect(imported.statusCode, imported.body).toBe(201);
    const [stock, onSale, reserved, sold, refunded] = imported
      .json<{ items: ConsoleItem[] }>()
      .items.map((i) => i.id);
    Object.assign(state, { stock, onSale, reserved, sold, refunded });
    await chainSettled(); // an item goes on sale once its token is minted
    for (const id of [onSale, reserved, sold, refunded]) {
      const res = await consoleCall(t, catalogue, 'PUT', `/brands/${aurele}/items/${id}/sale`, {
        onSale: true,
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect((await api('POST', `/v1/products/reserve/${reserved}`, owner1, {})).statusCode).toBe(200);
    await buy(owner2, sold!);
    const refund = await buy(owner2, refunded!);
    const back = await consoleCall(t, catalogue, 'POST', `/brands/${aurele}/orders/${refund}/refund`, {
      reason: 'Brought back within 14 days.',
    });
    expect(back.statusCode, back.body).toBe(200);

    // owner1's items: one sent out to a wallet, one to a number not signed up yet, one to owner2, one in repair
    const mine = await db()
      .select({ id: items.id, brandId: collections.clientId })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(and(eq(items.ownerId, owner1Id), eq(items.status, 'active'), isNull(items.oppositionKind)));
    const repaired = mine.find((i) => i.brandId === aurele)!.id;
    const [out, pending, accepted, forLeaver] = mine.filter((i) => i.id !== repaired).map((i) => i.id);
    Object.assign(state, { repaired, out, pending, accepted });
    const sends: ['sendToPhone' | 'sendToAddress', object][] = [
      ['sendToAddress', { addressTo: wallet.address, productsIds: [out] }],
      ['sendToPhone', { phoneTo: newPhone(), productsIds: [pending] }],
      ['sendToPhone', { phoneTo: owner2.phone, productsIds: [accepted] }],
    ];
    for (const [action, body] of sends) {
      const res = await sendWithGrant(t, owner1, action, body);
      expect(res.statusCode, res.body).toBe(200);
    }
    const [store] = await db().select().from(savStores).where(eq(savStores.clientId, aurele)).limit(1);
    const repair = await api('POST', `/v2/products/${repaired}/repair`, owner1, {
      savStore: store!.id,
      details: 'The crown no longer winds the movement.',
    });
    expect(repair.statusCode, repair.body).toBe(201);

    // an account that received an item, then was deleted: the item is held for its number
    const leaver = await signIn(t, newPhone());
    const given = await sendWithGrant(t, owner1, 'sendToPhone', {
      phoneTo: leaver.phone,
      productsIds: [forLeaver!],
    });
    expect(given.statusCode, given.body).toBe(200);
    await grantByCode(t, leaver, 'deleteAccount');
    expect((await api('DELETE', `/users/${await userId(leaver)}`, leaver)).statusCode).toBe(204);

    const statuses = await db()
      .select({ id: items.id, status: items.status, held: items.heldForPhoneHash })
      .from(items)
      .where(inArray(items.id, [...Object.values(state), forLeaver!]));
    const byId = new Map(statuses.map((s) => [s.id, s.status]));
    expect(Object.fromEntries(Object.entries(state).map(([k, id]) => [k, byId.get(id)]))).toEqual({
      stock: 'stock',
      onSale: 'on_sale',
      reserved: 'reserved',
      sold: 'active',
      refunded: 'stock',
      repaired: 'in_repair',
      out: 'withdrawn',
      pending: 'pending_transfer',
      accepted: 'active',
    });
    expect(statuses.find((s) => s.id === forLeaver)?.held).toBeTruthy();

    await chainSettled();
    // the wallet's owner sends the token on: it left custody, and is theirs to move
    await transferOnChain(wallet, onward, out!);
    expect(await ownerOnChain(out!)).toBe(onward);
    expect(await ownerOnChain(stock!)).toBe(heldAt(aurele, stock!));

    const { code, lines } = await verify();
    expect(lines.filter((l) => l.startsWith('  '))).toEqual([]);
    expect(lines.at(-1)).toMatch(
      /: \d+ tokens match the database; 1 sent out and moved on from its wallet\.$/,
    );
    expect(code).toBe(0);
  }, 240_000);

  it('still names a token moved on the chain behind the app’s back, and a row changed in the database', async () => {
    const stranger = privateKeyToAccount(generatePrivateKey()).address;
    const [stock] = await db().select().from(items).where(eq(items.id, state.stock!));
    const custodyAddress = heldAt(aurele, stock!.id);
    await transferOnChain(custodyAddress, stranger, stock!.id);
    const [accepted] = await db().select().from(items).where(eq(items.id, state.accepted!));
    const owner2Id = accepted!.ownerId!;
    await db().update(items).set({ ownerId: owner1Id }).where(eq(items.id, accepted!.id));
    try {
      const { code, lines } = await verify();
      expect(code).toBe(1);
      expect(lines.filter((l) => l.startsWith('  ')).sort()).toEqual(
        [
          `  DIFFERENT: ${stock!.id} “Stock”: database ${custodyAddress}, chain ${stranger}`,
          `  DIFFERENT: ${accepted!.id} “${accepted!.name}”: database ${heldAt(owner1Id, accepted!.id)}, chain ${heldAt(owner2Id, accepted!.id)}`,
        ].sort(),
      );
      expect(lines.at(-1)).toMatch(/; 2 differ, 1 sent out and moved on from its wallet\.$/);
    } finally {
      await db().update(items).set({ ownerId: owner2Id }).where(eq(items.id, accepted!.id));
    }
  }, 120_000);

  it('the command itself exits 0 once the token is back, on the chain the server left', async () => {
    const stranger = (await ownerOnChain(state.stock!))!;
    await transferOnChain(stranger, heldAt(aurele, state.stock!), state.stock!);
    await t.app.deps.chain!.stop();
    const lines: string[] = [];
    expect(await verifyCommand(db(), t.config.chain, (l) => lines.push(l))).toBe(0);
    expect(lines[0]).toMatch(/^Ledger verified: \d+ entries, the hash chain is intact\.$/);
    expect(lines.filter((l) => l.startsWith('  '))).toEqual([]);
    expect(lines.at(-1)).toMatch(/tokens match the database; 1 sent out and moved on from its wallet\.$/);
  }, 120_000);
});
