// The app on a local chain (Anvil), as `npm start` runs it: every demo item is minted on the first start, a send
// between two owners and a send out to a wallet move the token, and what the app says matches `ownerOf`.
import path from 'node:path';
import type {
  CredentialCheck,
  PublicItem,
  Token,
  Transaction,
  VerifiableCredential,
} from '@heirloom/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { erc721Abi, getAddress, parseEventLogs } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandKey, collectionKey, itemsAbi, tokenIdOf } from '../src/chain/items-contract';
import { startLocalChain } from '../src/chain/local-chain';
import { chainClients, LOCAL_OPERATOR_KEY } from '../src/chain/runtime';
import { chainWrites, clients, collections, items, users } from '../src/db/schema';
import { verifyCommand } from '../src/cli/ledger-verify';
import { verifyCustody } from '../src/modules/chain/custody';
import { chainWaits } from './chain-waits';
import { demoAppWithOwners } from './demo-app';
import { grantByCode, insertGrants, payWithTestCard, sendWithGrant } from './fixtures';
import { newPhone, signIn, type Session } from './helpers';
import { brandId, consoleCall, firstAdmin } from './staff-fixtures';

const { t, owner1, owner2 } = demoAppWithOwners(60_000, { CHAIN: 'local', CHAIN_BLOCK_TIME: '0.2' });
const db = () => t.app.database.db;
const chain = () => t.app.deps.chain!.items;
let owner1Id: string;
let owner2Id: string;

beforeAll(async () => {
  owner1Id = (await t.app.services.auth.authenticate(owner1.accessToken))!.userId;
  owner2Id = (await t.app.services.auth.authenticate(owner2.accessToken))!.userId;
});

const { eventually } = chainWaits(t);

const get = <T>(url: string, s?: Session) =>
  t.app.inject({ method: 'GET', url: `/api${url}`, headers: s?.headers ?? {} }).then((r) => {
    expect(r.statusCode, r.body).toBe(200);
    return r.json<T>();
  });
const tokenOf = (itemId: string, s: Session) => get<Token>(`/v1/products/getProductToken/${itemId}`, s);
const ownerOnChain = (itemId: string) => chain().ownerOf(tokenIdOf(itemId));
/** Where the platform holds the item for this holder (one custody account per holder and item). */
const heldAt = (holderId: string, itemId: string) => t.app.deps.custody.address(holderId, itemId);

describe('the app on a local chain', () => {
  it('mints every demo item on the first start: the app shows the mint once the chain confirms it', async () => {
    await eventually(async () => {
      const waiting = await db().select({ id: items.id }).from(items).where(eq(items.isToMint, true));
      expect(waiting).toHaveLength(0);
    });
    const all = await db()
      .select({ item: items, brandId: clients.id })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .innerJoin(clients, eq(clients.id, collections.clientId));
    expect(all.length).toBeGreaterThan(20);
    for (const { item, brandId } of all) {
      // owners' items in their custody; the shop's stock in its brand's
      expect(await ownerOnChain(item.id)).toBe(heldAt(item.ownerId ?? brandId, item.id));
      expect(item).toMatchObject({ mintChain: 'eip155:31337', mintContract: chain().address });
    }
    const mine = all.find((r) => r.item.ownerId === owner1Id)!.item;
    const item = await get<{ isToMint: boolean; mint: unknown }>(`/v1/products/${mine.id}`, owner1);
    expect(item).toMatchObject({
      isToMint: false,
      mint: {
        ledger: 'chain',
        chainId: 31337,
        contract: chain().address,
        tokenId: tokenIdOf(mine.id).toString(),
      },
    });
    const token = await tokenOf(mine.id, owner1);
    expect(token).toMatchObject({
      chainId: 31337,
      chainName: 'Local chain (Anvil)',
      contract: chain().address,
      owner: { address: heldAt(owner1Id, mine.id), custodial: true, url: null },
      mint: { kind: 'mint', state: 'confirmed', txHash: mine.mintTxHash },
      lastTransfer: null,
    });
    const history = await get<{ items: { kind: string; details: { record?: string } }[] }>(
      `/v1/products/getProductHistory/${mine.id}`,
      owner1,
    );
    expect(history.items.filter((e) => e.kind === 'minted')).toEqual([
      expect.objectContaining({ details: { record: mine.mintTxHash } }),
    ]);
    // another owner's token is not found
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/getProductToken/${mine.id}`,
      headers: owner2.headers,
    });
    expect(other.statusCode).toBe(404);
  }, 60_000);

  it('names the minted token in the owner’s certificate of ownership (decision 034)', async () => {
    const [mine] = await db()
      .select()
      .from(items)
      .where(and(eq(items.ownerId, owner1Id), eq(items.status, 'active'), eq(items.isToMint, false)))
      .orderBy(asc(items.name))
      .limit(1);
    const token = await tokenOf(mine!.id, owner1);
    const credential = await get<VerifiableCredential>(`/v1/items/${mine!.id}/credential`, owner1);
    expect(credential.credentialSubject.token).toEqual({
      chainId: 'eip155:31337',
      contract: token.contract,
      tokenId: token.tokenId,
    });
    const checked = await t.app.inject({
      method: 'POST',
      url: '/api/public/credentials/verify',
      payload: { credential },
    });
    expect(checked.json<CredentialCheck>().status).toBe('valid');
  });

  it('a send between two owners moves the token between their custody addresses', async () => {
    const [item] = await db().select().from(items).where(eq(items.ownerId, owner1Id)).limit(1);
    const [recipient] = await db().select().from(users).where(eq(users.id, owner2Id));
    const res = await sendWithGrant(t, owner1, 'sendToPhone', {
      phoneTo: recipient!.phone,
      productsIds: [item!.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    // accepted at once; the chain follows
    const queued = await tokenOf(item!.id, owner2);
    expect(queued.owner).toMatchObject({ address: heldAt(owner2Id, item!.id), custodial: true });
    expect(queued.lastTransfer).toMatchObject({ kind: 'move' });
    await eventually(async () => {
      expect((await tokenOf(item!.id, owner2)).lastTransfer?.state).toBe('confirmed');
    });
    expect(await ownerOnChain(item!.id)).toBe(heldAt(owner2Id, item!.id));
    const activity = await get<{ items: Transaction[] }>('/transactions/10/0/received', owner2);
    const row = activity.items.find((r) => r.product.id === item!.id);
    expect(row?.chain).toMatchObject({
      kind: 'move',
      state: 'confirmed',
      txHash: expect.stringMatching(/^0x/),
    });
  }, 60_000);

  it('a send out to a wallet moves the token there, after which the platform cannot move it', async () => {
    const [item] = await db().select().from(items).where(eq(items.ownerId, owner1Id)).limit(1);
    const wallet = privateKeyToAccount(generatePrivateKey()).address;
    const res = await sendWithGrant(t, owner1, 'sendToAddress', {
      addressTo: wallet,
      productsIds: [item!.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    let row: Transaction | undefined;
    await eventually(async () => {
      const sent = await get<{ items: Transaction[] }>('/transactions/10/0/sent', owner1);
      row = sent.items.find((r) => r.product.id === item!.id);
      expect(row?.chain?.state).toBe('confirmed');
    });
    expect(row).toMatchObject({ counterparty: { address: wallet }, chain: { kind: 'withdraw' } });
    expect(await ownerOnChain(item!.id)).toBe(getAddress(wallet));
    // the public page says where the token is
    const publicItem = await get<PublicItem>(`/public/items/${item!.publicId}`);
    expect(publicItem).toMatchObject({
      inCustody: false,
      token: {
        owner: { address: wallet, custodial: false },
        lastTransfer: { kind: 'withdraw', state: 'confirmed' },
      },
    });
    // the operator's key can no longer move it, to custody or anywhere
    const { reader, wallet: operator } = chainClients(chain().rpcUrl, 31337, LOCAL_OPERATOR_KEY);
    await expect(
      reader.simulateContract({
        account: operator.account,
        address: chain().address,
        abi: itemsAbi,
        functionName: 'withdraw',
        args: [t.app.deps.custody.account(owner1Id, item!.id), operator.account.address, tokenIdOf(item!.id)],
      }),
    ).rejects.toThrow(/NotInCustody/);
    const writes = await db()
      .select()
      .from(chainWrites)
      .where(eq(chainWrites.itemId, item!.id))
      .orderBy(asc(chainWrites.seq));
    expect(writes.map((w) => [w.kind, w.state])).toEqual([
      ['mint', 'confirmed'],
      ['withdraw', 'confirmed'],
    ]);
  }, 60_000);

  it('a purchase in the shop moves the token from its brand’s custody to the buyer’s', async () => {
    const post = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url: `/api${url}`, headers: owner2.headers, payload });
    const [item] = await db().select().from(items).where(eq(items.status, 'on_sale')).limit(1);
    expect((await post(`/v1/products/reserve/${item!.id}`, {})).statusCode).toBe(200);
    const dan = await post('/payment/createDAN', { productId: item!.id });
    const { client_secret, paymentIntentId } = dan.json<{ client_secret: string; paymentIntentId: string }>();
    expect(await payWithTestCard(t, { paymentIntentId, client_secret })).toMatchObject({
      status: 'succeeded',
    });
    const capture = await post('/payment/captureDAN', {
      paymentIntentId,
      productId: item!.id,
      // the buyer's account address, as the app sends it
      address: (await db().select().from(users).where(eq(users.id, owner2Id)))[0]!.custodialAddress,
    });
    expect(capture.json()).toMatchObject({ state: 'fulfilled' });
    await eventually(async () => {
      expect((await tokenOf(item!.id, owner2)).lastTransfer).toMatchObject({
        kind: 'move',
        state: 'confirmed',
      });
    });
    expect(await ownerOnChain(item!.id)).toBe(heldAt(owner2Id, item!.id));
    const bought = await get<{ items: Transaction[] }>('/transactions/10/0/received', owner2);
    expect(bought.items.find((r) => r.product.id === item!.id)?.chain).toMatchObject({ state: 'confirmed' });
  }, 60_000);

  it('20 concurrent sends of one item: one owner in the database, and the same one on the chain', async () => {
    const [item] = await db().select().from(items).where(eq(items.ownerId, owner1Id)).limit(1);
    const phones = Array.from({ length: 20 }, () => newPhone());
    await insertGrants(
      t,
      owner1,
      'sendToPhone',
      phones.map((phoneTo) => ({ phoneTo, productsIds: [item!.id] })),
    );
    const results = await Promise.all(
      phones.map((phoneTo) =>
        t.app.inject({
          method: 'POST',
          url: '/api/transactions/sendToPhone',
          headers: owner1.headers,
          payload: { phoneTo, productsIds: [item!.id] },
        }),
      ),
    );
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(1);
    const [after] = await db().select().from(items).where(eq(items.id, item!.id));
    // one move queued, and the chain ends where the database says
    const moves = await db().select().from(chainWrites).where(eq(chainWrites.itemId, item!.id));
    expect(moves.filter((w) => w.kind === 'move')).toHaveLength(1);
    await eventually(async () => {
      expect(await ownerOnChain(item!.id)).toBe(heldAt(after!.ownerId!, item!.id));
    });
  }, 60_000);

  it('`ledger verify` finds the database and the chain agree, names an item that differs, and leaves a running chain alone', async () => {
    const lines: string[] = [];
    const target = {
      chainId: chain().chainId,
      contract: chain().address,
      ownerOf: (id: bigint) => chain().ownerOf(id),
    };
    expect(await verifyCustody(db(), target, t.app.deps.custody, (l) => lines.push(l))).toBe(0);
    expect(lines.at(-1)).toMatch(
      /^Custody on chain 31337 \(contract 0x[0-9a-fA-F]{40}\): \d+ tokens match the database\.$/,
    );
    // the database says another owner holds it; the chain does not
    const [item] = await db().select().from(items).where(eq(items.ownerId, owner1Id)).limit(1);
    await db().update(items).set({ ownerId: owner2Id }).where(eq(items.id, item!.id));
    try {
      lines.length = 0;
      expect(await verifyCustody(db(), target, t.app.deps.custody, (l) => lines.push(l))).toBe(1);
      expect(lines).toContainEqual(
        `  DIFFERENT: ${item!.id} “${item!.name}”: database ${heldAt(owner2Id, item!.id)}, chain ${heldAt(owner1Id, item!.id)}`,
      );
      expect(lines.at(-1)).toMatch(/; 1 differ\.$/);
    } finally {
      await db().update(items).set({ ownerId: owner1Id }).where(eq(items.id, item!.id));
    }
    // the command starts the local chain itself, never a second one beside the server's
    lines.length = 0;
    expect(await verifyCommand(db(), t.config.chain, (l) => lines.push(l))).toBe(1);
    expect(lines.at(-1)).toMatch(/local chain \(pid \d+\) is running/);
  });

  it('a deleted account’s items stay in its custody; signed up again, the token moves to the new account', async () => {
    const phone = newPhone();
    const leaver = await signIn(t, phone);
    const [item] = await db().select().from(items).where(eq(items.ownerId, owner2Id)).limit(1);
    const sent = await sendWithGrant(t, owner2, 'sendToPhone', { phoneTo: phone, productsIds: [item!.id] });
    expect(sent.statusCode, sent.body).toBe(200);
    const leaverId = (await t.app.services.auth.authenticate(leaver.accessToken))!.userId;
    await eventually(async () => {
      expect(await ownerOnChain(item!.id)).toBe(heldAt(leaverId, item!.id));
    });
    await grantByCode(t, leaver, 'deleteAccount');
    const gone = await t.app.inject({
      method: 'DELETE',
      url: `/api/users/${leaverId}`,
      headers: leaver.headers,
    });
    expect(gone.statusCode, gone.body).toBe(204);
    const back = await signIn(t, phone);
    const backId = (await t.app.services.auth.authenticate(back.accessToken))!.userId;
    expect(backId).not.toBe(leaverId);
    await eventually(async () => {
      expect((await tokenOf(item!.id, back)).lastTransfer).toMatchObject({
        kind: 'move',
        state: 'confirmed',
      });
    });
    expect(await ownerOnChain(item!.id)).toBe(heldAt(backId, item!.id));
  }, 60_000);

  it('queues its mints together: the worker sends them as one batch mint, each item minted with its own Transfer', async () => {
    const aurele = await brandId(t, 'maison-aurele');
    const admin = await firstAdmin(t, 'maison-aurele', 'admin@batch.example');
    const made = await consoleCall(t, admin, 'POST', `/brands/${aurele}/collections`, {
      name: 'Batch',
      description: { en: 'Imported at once.', fr: 'Importée d’un coup.' },
    });
    expect(made.statusCode, made.body).toBe(201);
    const collectionId = made.json<{ id: string }>().id;
    const csv = ['serial_number,name', ...Array.from({ length: 12 }, (_, i) => `BATCH-${i},Batch item ${i}`)];
    const imported = await consoleCall(
      t,
      admin,
      'POST',
      `/brands/${aurele}/collections/${collectionId}/import`,
      {
        csv: csv.join('\n'),
      },
    );
    expect(imported.statusCode, imported.body).toBe(201);
    const ids = imported.json<{ items: { id: string }[] }>().items.map((i) => i.id);
    expect(ids).toHaveLength(12);
    await eventually(async () => {
      const minted = await db().select().from(items).where(inArray(items.id, ids));
      expect(minted.every((i) => i.mintTxHash)).toBe(true);
    });
    const writes = await db()
      .select()
      .from(chainWrites)
      .where(and(inArray(chainWrites.itemId, ids), eq(chainWrites.kind, 'mint')));
    expect(writes.map((w) => w.state)).toEqual(ids.map(() => 'confirmed'));
    // one transaction for the file, each token its place in it
    expect(new Set(writes.map((w) => w.txHash)).size).toBe(1);
    expect(writes.map((w) => w.batchIndex).sort((a, b) => a - b)).toEqual(ids.map((_, i) => i));
    const receipt = await chainClients(
      chain().rpcUrl,
      chain().chainId,
      LOCAL_OPERATOR_KEY,
    ).reader.getTransactionReceipt({ hash: writes[0]!.txHash as `0x${string}` });
    const transfers = parseEventLogs({ abi: erc721Abi, logs: receipt.logs, eventName: 'Transfer' });
    expect(transfers.map((e) => e.args.tokenId).sort()).toEqual(ids.map((id) => tokenIdOf(id)).sort());
    for (const id of ids) expect(await ownerOnChain(id)).toBe(heldAt(aurele, id));
    // the collection and brand each token answers on the chain
    const read = (functionName: 'collectionOf' | 'brandOf', id: string) =>
      chainClients(chain().rpcUrl, chain().chainId, LOCAL_OPERATOR_KEY).reader.readContract({
        address: chain().address,
        abi: itemsAbi,
        functionName,
        args: [tokenIdOf(id)],
      });
    expect(await read('collectionOf', ids[0]!)).toBe(collectionKey(collectionId));
    expect(await read('brandOf', ids[11]!)).toBe(brandKey(aurele));
    // the indexer and `ledger verify` follow: every token where the database says
    const target = {
      chainId: chain().chainId,
      contract: chain().address,
      ownerOf: (id: bigint) => chain().ownerOf(id),
    };
    const lines: string[] = [];
    expect(
      await verifyCustody(db(), target, t.app.deps.custody, (l) => lines.push(l)),
      lines.join('\n'),
    ).toBe(0);
  }, 90_000);

  it('the chain stopped during a send: the send is accepted, waits, and lands once the chain is back', async () => {
    const port = Number(new URL(chain().rpcUrl).port);
    await t.app.deps.chain!.stop();
    const [item] = await db().select().from(items).where(eq(items.ownerId, owner2Id)).limit(1);
    const [recipient] = await db().select().from(users).where(eq(users.id, owner1Id));
    const res = await sendWithGrant(t, owner2, 'sendToPhone', {
      phoneTo: recipient!.phone,
      productsIds: [item!.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    // the app answers from its database: the item is the recipient's, its move waits for the chain
    await eventually(async () => {
      expect((await tokenOf(item!.id, owner1)).lastTransfer?.state).toBe('retrying');
    });
    const back = await startLocalChain({
      stateFile: path.join(t.config.dataDir, 'chain', 'anvil-state.json'),
      blockTime: 0.2,
      port,
    });
    try {
      await eventually(async () => {
        expect((await tokenOf(item!.id, owner1)).lastTransfer?.state).toBe('confirmed');
      }, 90_000);
      expect(await ownerOnChain(item!.id)).toBe(heldAt(owner1Id, item!.id));
    } finally {
      await back.stop();
    }
  }, 120_000);
});
