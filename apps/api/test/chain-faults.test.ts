// Faults of a real chain, made on the local one with Anvil's own RPC methods, each after a send between two
// owners: a reorganisation that takes the send's block away, a transaction the node drops, a base fee that
// jumps a hundredfold, and the node gone for 30 seconds. After each, the write lands once (one Transfer of the
// token on the chain), and `ledger verify` finds the database and the chain agree.
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import { type Hex, createPublicClient, createTestClient, http, parseAbiItem } from 'viem';
import { beforeAll, describe, expect, it } from 'vitest';
import { tokenIdOf } from '../src/chain/items-contract';
import { startLocalChain } from '../src/chain/local-chain';
import { chainWrites, items, users } from '../src/db/schema';
import { verifyCustody } from '../src/modules/chain/custody';
import { chainWaits } from './chain-waits';
import { demoAppWithOwners } from './demo-app';
import { sendWithGrant } from './fixtures';

// four blocks on top of a transaction's own before the worker counts it: a reorganisation of 3 can take it away
const { t, owner1, owner2 } = demoAppWithOwners(120_000, {
  CHAIN: 'local',
  CHAIN_BLOCK_TIME: '0.2',
  CHAIN_CONFIRMATIONS: '4',
});
const db = () => t.app.database.db;
const chain = () => t.app.deps.chain!.items;
const anvil = () => createTestClient({ mode: 'anvil', transport: http(chain().rpcUrl) });
const reader = () => createPublicClient({ transport: http(chain().rpcUrl) });
const { eventually, chainSettled } = chainWaits(t);

let owner1Id: string;
let owner2Id: string;
let owner1Phone: string;

beforeAll(async () => {
  owner1Id = (await t.app.services.auth.authenticate(owner1.accessToken))!.userId;
  owner2Id = (await t.app.services.auth.authenticate(owner2.accessToken))!.userId;
  owner1Phone = (await db().select().from(users).where(eq(users.id, owner1Id)))[0]!.phone;
  await chainSettled(90_000);
  // blocks only when a test mines them
  await anvil().setIntervalMining({ interval: 0 });
  await anvil().setAutomine(false);
}, 120_000);

/** Sends one of owner 2's items to owner 1; gives the item and the move's signed transaction once it is sent. */
async function sendAndWaitForTransaction(): Promise<{ itemId: string; hash: Hex }> {
  const [item] = await db().select().from(items).where(eq(items.ownerId, owner2Id)).limit(1);
  const res = await sendWithGrant(t, owner2, 'sendToPhone', {
    phoneTo: owner1Phone,
    productsIds: [item!.id],
  });
  expect(res.statusCode, res.body).toBe(200);
  let hash: Hex | undefined;
  await eventually(async () => {
    const [write] = await moveOf(item!.id);
    expect(write?.txHash).toBeTruthy();
    hash = write!.txHash as Hex;
    // in the node's pool, waiting for a block
    expect(await pooled(hash)).toBe(true);
  });
  return { itemId: item!.id, hash: hash! };
}

const moveOf = (itemId: string) =>
  db()
    .select()
    .from(chainWrites)
    .where(and(eq(chainWrites.itemId, itemId), eq(chainWrites.kind, 'move')));

async function pooled(hash: Hex): Promise<boolean> {
  const content = (await anvil().request({ method: 'txpool_content' } as never)) as {
    pending: Record<string, Record<string, { hash: Hex }>>;
  };
  return Object.values(content.pending).some((byNonce) =>
    Object.values(byNonce).some((tx) => tx.hash === hash),
  );
}

const mine = (blocks = 1) => anvil().mine({ blocks });

/** Mines a block at a time until the item's move is confirmed in the app. */
async function mineUntilConfirmed(itemId: string) {
  await eventually(async () => {
    await mine();
    const [write] = await moveOf(itemId);
    expect(write?.state).toBe('confirmed');
  }, 60_000);
}

/** The token's Transfers on the chain as it now stands (blocks a reorganisation replaced are not in it). */
async function transfersOf(itemId: string) {
  return reader().getLogs({
    address: chain().address,
    event: parseAbiItem('event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)'),
    args: { tokenId: tokenIdOf(itemId) },
    fromBlock: 0n,
  });
}

/** The send landed once, where the app says, and `ledger verify` finds no difference. */
async function landedOnce(itemId: string) {
  const to = t.app.deps.custody.address(owner1Id, itemId);
  const from = t.app.deps.custody.address(owner2Id, itemId);
  const moves = (await transfersOf(itemId)).filter((log) => log.args.from === from && log.args.to === to);
  expect(moves).toHaveLength(1);
  expect(await chain().ownerOf(tokenIdOf(itemId))).toBe(to);
  const lines: string[] = [];
  const target = {
    chainId: chain().chainId,
    contract: chain().address,
    ownerOf: (id: bigint) => chain().ownerOf(id),
  };
  expect(
    await verifyCustody(db(), target, t.app.deps.custody, (line) => lines.push(line)),
    lines.join('\n'),
  ).toBe(0);
}

describe('faults of a real chain, on the local one', () => {
  it('a reorganisation of 3 blocks after the send: the write is sent again, and lands once', async () => {
    const { itemId, hash } = await sendAndWaitForTransaction();
    await mine();
    const receipt = await reader().getTransactionReceipt({ hash });
    expect(receipt.status).toBe('success');
    await mine(2);
    // three blocks hold it: not confirmed yet, at four
    expect((await moveOf(itemId))[0]!.state).toBe('signed');
    await anvil().request({ method: 'anvil_reorg', params: [3, []] } as never);
    await expect(reader().getTransactionReceipt({ hash })).rejects.toThrow();
    await mineUntilConfirmed(itemId);
    await landedOnce(itemId);
  }, 120_000);

  it('a transaction the node dropped is sent again, with its nonce', async () => {
    const { itemId, hash } = await sendAndWaitForTransaction();
    const [before] = await moveOf(itemId);
    await anvil().dropTransaction({ hash });
    expect(await pooled(hash)).toBe(false);
    await eventually(async () => expect(await pooled(hash)).toBe(true));
    await mineUntilConfirmed(itemId);
    const [after] = await moveOf(itemId);
    expect(after!.nonce).toBe(before!.nonce);
    await landedOnce(itemId);
  }, 120_000);

  it('a base fee 100 times higher: the stuck transaction is replaced by one paying more, and lands once', async () => {
    // a base fee of a busy chain (1 gwei), so that the fees a write is signed with follow it: the local chain's
    // own falls to a few wei between empty blocks, and the priority fee then outweighs any rise
    await anvil().setNextBlockBaseFeePerGas({ baseFeePerGas: 10n ** 9n });
    await mine();
    const { itemId, hash } = await sendAndWaitForTransaction();
    const block = await reader().getBlock();
    await anvil().setNextBlockBaseFeePerGas({ baseFeePerGas: (block.baseFeePerGas ?? 1n) * 100n });
    await mine();
    // the block took none of it: its fees are below the base fee now
    await expect(reader().getTransactionReceipt({ hash })).rejects.toThrow();
    await eventually(async () => {
      const [write] = await moveOf(itemId);
      expect(write!.priorHashes).toContain(hash);
      expect(await pooled(write!.txHash as Hex)).toBe(true);
    }, 60_000);
    await mineUntilConfirmed(itemId);
    const [write] = await moveOf(itemId);
    expect(write!.txHash).not.toBe(hash);
    await landedOnce(itemId);
  }, 120_000);

  it('the node gone for 30 seconds: the send waits, and lands once it is back', async () => {
    const port = Number(new URL(chain().rpcUrl).port);
    await t.app.deps.chain!.stop();
    const [item] = await db().select().from(items).where(eq(items.ownerId, owner2Id)).limit(1);
    const res = await sendWithGrant(t, owner2, 'sendToPhone', {
      phoneTo: owner1Phone,
      productsIds: [item!.id],
    });
    expect(res.statusCode, res.body).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 30_000));
    expect((await moveOf(item!.id))[0]!.state).toBe('queued');
    const back = await startLocalChain({
      stateFile: path.join(t.config.dataDir, 'chain', 'anvil-state.json'),
      blockTime: 0.2,
      port,
    });
    try {
      await eventually(async () => expect((await moveOf(item!.id))[0]!.state).toBe('confirmed'), 90_000);
      await landedOnce(item!.id);
    } finally {
      await back.stop();
    }
  }, 180_000);
});
