// The items' tokens as the app shows them: read from the chain's outbox in the database (what was queued, sent
// and confirmed), never from the chain while a page waits.
import type { ChainStep, Token } from '@heirloom/contract';
import type { ItemTokens } from '../items/items.service';
import { custodyAddress, tokenIdOf } from '../../chain/items-contract';
import type { ChainRuntime } from '../../chain/runtime';
import type { Db, DbOrTx } from '../../db/client';
import { type ChainTarget, isCustodyWrite } from './chain-write-calls';
import { TokenWritesRepository } from './token-writes.repository';
import { type ChainWrite, ChainWritesRepository } from './chain-writes.repository';

/** What a write's row says of its step: confirmed, failed (reverted), or pending — retrying after a failure. */
export function stepState(write: Pick<ChainWrite, 'state' | 'lastError'>): ChainStep['state'] {
  if (write.state === 'confirmed') return 'confirmed';
  if (write.state === 'reverted') return 'failed';
  return write.lastError ? 'retrying' : 'pending';
}

/** Where the write leaves the token: a custody address, or the wallet it was sent out to. */
function holderAfter(write: ChainWrite): { address: string; custodial: boolean } {
  const c = write.call;
  if (write.kind === 'mint') return { address: custodyAddress(c.account as `0x${string}`), custodial: true };
  if (write.kind === 'move') return { address: custodyAddress(c.to as `0x${string}`), custodial: true };
  return { address: c.to ?? '', custodial: false };
}

export class ChainTokens implements ItemTokens {
  private readonly writes: ChainWritesRepository;
  private readonly tokenWrites: TokenWritesRepository;

  constructor(
    db: Db,
    private readonly chain: ChainRuntime | null,
  ) {
    this.writes = new ChainWritesRepository(db);
    this.tokenWrites = new TokenWritesRepository(db);
  }

  private link(kind: 'tx' | 'address', value: string | null): string | null {
    const base = this.chain?.explorerUrl?.replace(/\/+$/, '');
    return base && value ? `${base}/${kind}/${value}` : null;
  }

  step(write: ChainWrite): ChainStep {
    return {
      kind: write.kind as ChainStep['kind'],
      state: stepState(write),
      txHash: write.txHash,
      txUrl: this.link('tx', write.txHash),
      createdAt: write.createdAt.toISOString(),
      confirmedAt: write.confirmedAt?.toISOString() ?? null,
    };
  }

  /** The item's token on the server's chain, or null (no chain, or its mint not queued there). */
  async token(itemId: string): Promise<Token | null> {
    const chain = this.chain?.items;
    if (!chain) return null;
    // the writes that move the token (a metadata update leaves it where it is)
    const writes = (await this.writes.forItem(itemId)).filter(
      (w) => w.chainId === chain.chainId && w.contract === chain.address && isCustodyWrite(w),
    );
    // the mint that stands (a duplicate that reverted is not the token's)
    const mint =
      writes.findLast((w) => w.kind === 'mint' && w.state !== 'reverted') ??
      writes.findLast((w) => w.kind === 'mint');
    const last = writes.findLast((w) => w.state !== 'reverted');
    if (!mint || !last) return null;
    const transfer = writes.findLast((w) => w.kind !== 'mint');
    const owner = holderAfter(last);
    return {
      chainId: chain.chainId,
      chainName: this.chain?.name ?? '',
      contract: chain.address,
      contractUrl: this.link('address', chain.address),
      tokenId: tokenIdOf(itemId).toString(),
      owner: { ...owner, url: this.link('address', owner.address) },
      mint: this.step(mint),
      lastTransfer: transfer ? this.step(transfer) : null,
    };
  }

  /**
   * Tells wallets and marketplaces, through the chain, that these items' public metadata changed (a declaration
   * made or withdrawn, a public picture): an ERC-4906 update queued in the caller's transaction, for the tokens
   * on the server's chain. Nothing without a chain. How many were queued.
   */
  async metadataChanged(tx: DbOrTx, itemIds: string[], at: Date): Promise<number> {
    const target = this.target();
    return target ? this.tokenWrites.enqueueMetadata(tx, target, itemIds, at) : 0;
  }

  /**
   * Writes a brand's new royalty on the server's chain (ERC-2981), queued in the caller's transaction (the
   * brand's setting); nothing without a chain.
   */
  async royaltyChanged(
    tx: DbOrTx,
    brand: { id: string; receiver: string | null; bps: number },
    at: Date,
  ): Promise<void> {
    const target = this.target();
    if (target) await this.tokenWrites.enqueueRoyalty(tx, target, brand, at);
  }

  /** Where the brand's latest royalty stands on the server's chain ('none': no chain, or never written). */
  async royaltyState(brandId: string): Promise<ChainStep['state'] | 'none'> {
    const target = this.target();
    const write = target ? await this.tokenWrites.latestRoyalty(target, brandId) : undefined;
    return write ? stepState(write) : 'none';
  }

  private target(): ChainTarget | null {
    const chain = this.chain?.items;
    return chain ? { chainId: chain.chainId, contract: chain.address } : null;
  }

  /** Each (transfer, item)'s step on the chain, keyed `transferId:itemId` (the activity's rows). */
  async transferSteps(transferIds: string[]): Promise<Map<string, ChainStep>> {
    const chain = this.chain?.items;
    if (!chain || transferIds.length === 0) return new Map();
    const writes = await this.writes.forTransfers(transferIds, {
      chainId: chain.chainId,
      contract: chain.address,
    });
    return new Map(writes.map((w) => [`${w.transferId}:${w.itemId}`, this.step(w)]));
  }
}
