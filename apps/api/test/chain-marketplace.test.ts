// What wallets and marketplaces read, on the app's local chain (decision 030): a MetadataUpdate (ERC-4906) in the
// logs after a send and after a lost declaration and its withdrawal, read with viem; the brand's royalty
// (ERC-2981) written on the chain from the console; the token and contract metadata checked with ajv against
// EIP-721's published schema and OpenSea's documented fields; contractURI and totalSupply as the app says.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { ContractMetadata, ItemImage, TokenMetadata } from '@heirloom/contract';
import { Ajv } from 'ajv';
import addFormats from 'ajv-formats';
import { and, asc, desc, eq } from 'drizzle-orm';
import { type Address, type Hex, parseEventLogs } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { itemsAbi, tokenIdOf } from '../src/chain/items-contract';
import { chainClients, LOCAL_OPERATOR_KEY } from '../src/chain/runtime';
import { chainWrites, collections, items, users } from '../src/db/schema';
import { chainWaits } from './chain-waits';
import { demoAppWithOwners } from './demo-app';
import { ownedItem, sendWithGrant } from './fixtures';
import { multipart, pngImage } from './media-fixtures';
import { brandId, consoleCall, firstAdmin, signInByLink } from './staff-fixtures';

const { t, owner1, owner2 } = demoAppWithOwners(60_000, { CHAIN: 'local', CHAIN_BLOCK_TIME: '0.2' });
const db = () => t.app.database.db;
const chain = () => t.app.deps.chain!.items;
const { chainSettled } = chainWaits(t);
let owner1Id: string;

const fixture = (name: string) =>
  JSON.parse(
    readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/chain', name), 'utf8'),
  ) as object;
const ajv = new Ajv({ strict: false, allErrors: true });
addFormats(ajv);
const eip721 = ajv.compile(fixture('erc721-metadata.schema.json'));
const openSeaToken = ajv.compile(fixture('opensea-token-metadata.schema.json'));
const openSeaContract = ajv.compile(fixture('opensea-contract-metadata.schema.json'));

beforeAll(async () => {
  owner1Id = (await t.app.services.auth.authenticate(owner1.accessToken))!.userId;
  await chainSettled();
}, 90_000);

/** A reader of the app's chain of its own. */
const reader = () => chainClients(chain().rpcUrl, chain().chainId, LOCAL_OPERATOR_KEY).reader;
const read = (functionName: string, args: readonly unknown[] = []) =>
  reader().readContract({
    address: chain().address,
    abi: itemsAbi,
    functionName,
    args,
  });

/** The token ids a transaction's MetadataUpdate events name, read from its receipt's logs. */
async function metadataUpdates(hash: string): Promise<bigint[]> {
  const receipt = await reader().getTransactionReceipt({ hash: hash as Hex });
  return parseEventLogs({ abi: itemsAbi, eventName: 'MetadataUpdate', logs: receipt.logs }).map(
    (log) => (log.args as { _tokenId: bigint })._tokenId,
  );
}

/** The item's writes of a kind, oldest first. */
const writesOf = (itemId: string, kind: string) =>
  db()
    .select()
    .from(chainWrites)
    .where(and(eq(chainWrites.itemId, itemId), eq(chainWrites.kind, kind)))
    .orderBy(asc(chainWrites.seq));

/** One of the owner's items, not the one whose photos a test changes. */
const owned = async (ownerId: string) =>
  (await db().select().from(items).where(eq(items.ownerId, ownerId)).orderBy(asc(items.id))).find(
    (item) => item.name !== PHOTOGENIC,
  )!;
const PHOTOGENIC = 'Chronographe 1931';

describe('what wallets and marketplaces read', () => {
  it('a send between owners: its move tells the token’s metadata changed (ERC-4906)', async () => {
    const item = await owned(owner1Id);
    const [recipient] = await db().select().from(users).where(eq(users.phone, owner2.phone));
    const sent = await sendWithGrant(t, owner1, 'sendToPhone', {
      phoneTo: recipient!.phone,
      productsIds: [item.id],
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await chainSettled();
    const [move] = await writesOf(item.id, 'move');
    expect(move).toMatchObject({ state: 'confirmed' });
    expect(await metadataUpdates(move!.txHash!)).toEqual([tokenIdOf(item.id)]);
  }, 60_000);

  it('declared lost, then found: each queues a metadata update the chain emits', async () => {
    const item = await owned(owner1Id);
    const declare = await t.app.inject({
      method: 'POST',
      url: `/api/products/makeOpposition/${item.id}`,
      headers: owner1.headers,
      payload: { details: 'Left on a train to Lyon.', kind: 'lost' },
    });
    expect(declare.statusCode, declare.body).toBe(200);
    expect(await writesOf(item.id, 'metadata')).toHaveLength(1);
    await chainSettled();
    const found = await t.app.inject({
      method: 'POST',
      url: `/api/products/withdrawOpposition/${item.id}`,
      headers: owner1.headers,
      payload: { details: 'Found at the lost property office.' },
    });
    expect(found.statusCode, found.body).toBe(200);
    await chainSettled();
    const updates = await writesOf(item.id, 'metadata');
    expect(updates.map((w) => w.state)).toEqual(['confirmed', 'confirmed']);
    for (const write of updates) expect(await metadataUpdates(write.txHash!)).toEqual([tokenIdOf(item.id)]);
    // the token still shows where it is held: a metadata update is no transfer
    const token = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/getProductToken/${item.id}`,
      headers: owner1.headers,
    });
    expect(token.json()).toMatchObject({
      owner: { address: t.app.deps.custody.address(owner1Id, item.id), custodial: true },
    });
  }, 60_000);

  it('a photo of the owner’s made public, then private again: each queues a metadata update', async () => {
    const item = await ownedItem(t, owner1.headers, 'Heritage Chronographs', PHOTOGENIC);
    await chainSettled();
    const before = (await writesOf(item.id, 'metadata')).length;
    const images = await t.app.inject({
      method: 'GET',
      url: `/api/v1/products/images/${item.id}`,
      headers: owner1.headers,
    });
    expect(images.statusCode, images.body).toBe(200);
    const own = images.json<{ items: ItemImage[] }>().items.find((image) => image.mine);
    if (!own) return expect.unreachable('the demo owner has a photo of this item');
    const flip = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/updateImage/${item.id}/${own.id}/${own.isPublic ? 'private' : 'public'}`,
      headers: owner1.headers,
    });
    expect(flip.statusCode, flip.body).toBe(200);
    expect(await writesOf(item.id, 'metadata')).toHaveLength(before + 1);
    await chainSettled();
    const back = await t.app.inject({
      method: 'POST',
      url: `/api/v1/products/updateImage/${item.id}/${own.id}/${own.isPublic ? 'public' : 'private'}`,
      headers: owner1.headers,
    });
    expect(back.statusCode, back.body).toBe(200);
    expect(await writesOf(item.id, 'metadata')).toHaveLength(before + 2);
  });

  it("writes the brand's royalty on the chain from the console: royaltyInfo gives its receiver and share", async () => {
    const aurele = await brandId(t, 'maison-aurele');
    await firstAdmin(t, 'maison-aurele', 'claire@maison-aurele.example');
    const admin = await signInByLink(t, 'claire@maison-aurele.example');
    const receiver: Address = '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359';
    const set = await consoleCall(t, admin, 'PUT', `/brands/${aurele}/royalty`, { receiver, bps: 750 });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toMatchObject({ chain: 'pending' });
    await chainSettled();
    expect((await consoleCall(t, admin, 'GET', `/brands/${aurele}/royalty`)).json()).toMatchObject({
      chain: 'confirmed',
    });
    const [theirs] = await db()
      .select({ id: items.id })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(eq(collections.clientId, aurele))
      .limit(1);
    const [other] = await db()
      .select({ id: items.id })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(eq(collections.clientId, await brandId(t, 'atelier-nuit')))
      .limit(1);
    expect(await read('royaltyInfo', [tokenIdOf(theirs!.id), 20_000n])).toEqual([receiver, 1_500n]);
    expect(await read('royaltyInfo', [tokenIdOf(other!.id), 20_000n])).toEqual([
      '0x0000000000000000000000000000000000000000',
      0n,
    ]);
  }, 60_000);

  it('the brand’s new picture of an item queues a metadata update', async () => {
    const aurele = await brandId(t, 'maison-aurele');
    const admin = await signInByLink(t, 'claire@maison-aurele.example');
    const [theirs] = await db()
      .select({ id: items.id })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(and(eq(collections.clientId, aurele), eq(items.isToMint, false)))
      .limit(1);
    await chainSettled();
    const before = (await writesOf(theirs!.id, 'metadata')).length;
    const form = await multipart({}, { bytes: await pngImage(), name: 'piece.png', type: 'image/png' });
    const set = await t.app.inject({
      method: 'PUT',
      url: `/api/console/brands/${aurele}/items/${theirs!.id}/picture`,
      headers: { ...admin.headers, ...form.headers },
      payload: form.payload,
    });
    expect(set.statusCode, set.body).toBe(200);
    await chainSettled();
    const updates = await writesOf(theirs!.id, 'metadata');
    expect(updates).toHaveLength(before + 1);
    expect(await metadataUpdates(updates.at(-1)!.txHash!)).toEqual([tokenIdOf(theirs!.id)]);
  }, 60_000);

  it('serves token and contract metadata that EIP-721’s schema and OpenSea’s fields accept, to any origin', async () => {
    const [item] = await db().select({ id: items.id }).from(items).orderBy(desc(items.id)).limit(1);
    const tokenUri = (await read('tokenURI', [tokenIdOf(item!.id)])) as string;
    const token = await t.app.inject({ method: 'GET', url: new URL(tokenUri).pathname });
    expect(token.statusCode, token.body).toBe(200);
    const metadata = token.json<TokenMetadata>();
    expect(eip721(metadata), JSON.stringify(eip721.errors)).toBe(true);
    expect(openSeaToken(metadata), JSON.stringify(openSeaToken.errors)).toBe(true);

    const contractUri = (await read('contractURI')) as string;
    expect(contractUri).toBe(`${t.config.publicUrl}/api/v1/contract-metadata`);
    const answer = await t.app.inject({
      method: 'GET',
      url: new URL(contractUri).pathname,
      headers: { origin: 'https://marketplace.example' },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['access-control-allow-origin']).toBe('*');
    const contract = answer.json<ContractMetadata>();
    expect(contract.name).toBe(await read('name'));
    expect(openSeaContract(contract), JSON.stringify(openSeaContract.errors)).toBe(true);
    // the schemas do refuse: a misspelt field, a relative picture
    expect(openSeaContract({ ...contract, externalLink: contract.external_link })).toBe(false);
    expect(openSeaToken({ ...metadata, image: '/api/media/x' })).toBe(false);
    expect(eip721({ ...metadata, name: 7 })).toBe(false);

    const preflight = await t.app.inject({
      method: 'OPTIONS',
      url: '/api/v1/contract-metadata',
      headers: { origin: 'https://marketplace.example', 'access-control-request-method': 'GET' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(await read('totalSupply')).toBe(BigInt((await db().select({ id: items.id }).from(items)).length));
  });
});
