// The chain runtime on a real local chain: deployed once and found again, calls signed ahead with chosen
// nonces and sent in any order, resends harmless, and a chain that cannot start leaving the server running.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { brandKey, collectionKey, custodyAccount, custodyAddress, tokenIdOf } from './items-contract';
import { type ChainRuntime, startChain } from './runtime';

const dir = mkdtempSync(path.join(tmpdir(), 'heirloom-chain-'));
const settings = {
  mode: 'local',
  dir: path.join(dir, 'chain'),
  blockTime: 0.2,
  metadataBase: 'http://localhost/t/',
  contractUri: 'http://localhost/c',
} as const;
const log = () => ({ info: vi.fn(), warn: vi.fn() });
const owner = custodyAccount('9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d');
const nextOwner = custodyAccount('1f2e3d4c-5b6a-4978-8695-a4b3c2d1e0f9');

describe('the chain runtime (local Anvil)', () => {
  let runtime: ChainRuntime | null = null;
  afterAll(async () => {
    await runtime?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('deploys the items contract at the first start and finds it again at the next', async () => {
    const first = log();
    runtime = await startChain(settings, first);
    const address = runtime?.items.address;
    expect(address).toMatch(/^0x[0-9a-fA-F]{40}$/);
    expect(first.info).toHaveBeenCalledWith(
      expect.objectContaining({ contract: address }),
      expect.any(String),
    );
    await runtime?.stop();

    const second = log();
    runtime = await startChain(settings, second);
    expect(runtime?.items.address).toBe(address);
    expect(second.info).not.toHaveBeenCalled();
    expect(second.warn).not.toHaveBeenCalled();
  }, 30_000);

  it('signs a mint and the move queued behind it ahead, sends them in either order, and a resend changes nothing', async () => {
    const items = runtime!.items;
    const tokenId = tokenIdOf('0c1d2e3f-4a5b-4c6d-8e7f-a0b1c2d3e4f5');
    expect(await items.ownerOf(tokenId)).toBeNull();
    const nonce = await items.pendingNonce();
    const mint = await items.sign(
      { fn: 'mint', account: owner, tokenId, collection: collectionKey('c'), brand: brandKey('b') },
      nonce,
    );
    const move = await items.sign({ fn: 'move', from: owner, to: nextOwner, tokenId }, nonce + 1);
    expect(await items.confirmation(mint.hash)).toEqual({ state: 'unknown' });

    await items.broadcast(move.raw);
    await items.broadcast(mint.raw);
    await vi.waitFor(async () => expect((await items.confirmation(move.hash)).state).toBe('confirmed'), {
      timeout: 10_000,
      interval: 100,
    });
    expect((await items.confirmation(mint.hash)).state).toBe('confirmed');
    expect(await items.ownerOf(tokenId)).toBe(custodyAddress(nextOwner));

    await items.broadcast(mint.raw);
    await items.broadcast(move.raw);
    expect(await items.pendingNonce()).toBe(nonce + 2);
    expect(await items.ownerOf(tokenId)).toBe(custodyAddress(nextOwner));
  }, 30_000);

  it('stops a chain left running by a server killed outright before starting on its state', async () => {
    const pid = Number(readFileSync(path.join(settings.dir, 'anvil-state.json.pid'), 'utf8'));
    const address = runtime?.items.address;
    // the server dies without stopping its chain: the next start finds it and stops it first
    runtime = await startChain(settings, log());
    expect(() => process.kill(pid, 0)).toThrow();
    expect(runtime?.items.address).toBe(address);
  }, 30_000);

  it('a local chain that cannot start is one warning, and no chain', async () => {
    const blocked = path.join(dir, 'a-file');
    writeFileSync(blocked, '');
    const warned = log();
    expect(await startChain({ ...settings, dir: path.join(blocked, 'chain') }, warned)).toBeNull();
    expect(warned.warn).toHaveBeenCalledTimes(1);
    expect(warned.warn.mock.calls[0]?.[1]).toMatch(/could not start.*local ledger/);
  });
});
