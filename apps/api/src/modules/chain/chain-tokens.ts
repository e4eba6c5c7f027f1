// The items' tokens as the app shows them: read from the chain's outbox in the database (what was queued, sent
// and confirmed) and, for a token sent out, from the Transfer events the indexer read since (decision 031);
// never from the chain while a page waits.
import type { ChainStep, Token } from '@heirloom/contract';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { ItemTokens } from '../items/items.service';
import { custodyAddress, tokenIdOf } from '../../chain/items-contract';
import type { ChainRuntime } from '../../chain/runtime';
import type { Db, DbOrTx } from '../../db/client';
import { chainWrites } from '../../db/schema';
import { ChainIndexRepository, type IndexedTransfer } from './chain-index.repository';
import { CUSTODY_KINDS, type ChainTarget } from './chain-write-calls';
import { type ChainWrite, writesTo } from './chain-writes.repository';
import { TokenWritesRepository } from './token-writes.repository';

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
  if (write.kind === 'move' || write.kind === 'arrival') {
    return { address: custodyAddress(c.to as `0x${string}`), custodial: true };
  }
  return { address: c.to ?? '', custodial: false };
}

/**
 * The event a wallet moved a sent-out token with, after its withdraw landed: the token's holder now. None when the
 * last write is not a confirmed withdraw, or the indexer has read nothing after it.
 */
export function walletMoveAfter(last: ChainWrite, event: IndexedTransfer | undefined) {
  if (last.kind !== 'withdraw' || last.state !== 'confirmed' || !event || last.blockNumber === null) {
    return undefined;
  }
  return event.blockNumber > Number(last.blockNumber) ? event : undefined;
}

export class ChainTokens implements ItemTokens {
  private readonly index: ChainIndexRepository;
  private readonly tokenWrites: TokenWritesRepository;

  constructor(
    private readonly db: Db,
    private readonly chain: ChainRuntime | null,
  ) {
    this.index = new ChainIndexRepository(db);
    this.tokenWrites = new TokenWritesRepository(db);
  }

  private get target(): ChainTarget | null {
    const chain = this.chain?.items;
    return chain ? { chainId: chain.chainId, contract: chain.address } : null;
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

  /** A wallet's move of a token sent out, seen on the chain: confirmed when read (the indexer waits its blocks). */
  private walletStep(event: IndexedTransfer): ChainStep {
    const at = event.seenAt.toISOString();
    return {
      kind: 'wallet',
      state: 'confirmed',
      txHash: event.txHash,
      txUrl: this.link('tx', event.txHash),
      createdAt: at,
      confirmedAt: at,
    };
  }

  /** The item's token on the server's chain, or null (no chain, or its mint not queued there). */
  async token(itemId: string): Promise<Token | null> {
    const chain = this.chain?.items;
    const target = this.target;
    if (!chain || !target) return null;
    // the writes that move the token (a metadata update leaves it where it is)
    const writes = await this.db
      .select()
      .from(chainWrites)
      .where(
        and(eq(chainWrites.itemId, itemId), writesTo(target), inArray(chainWrites.kind, [...CUSTODY_KINDS])),
      )
      .orderBy(asc(chainWrites.seq));
    // the mint that stands (a duplicate that reverted is not the token's)
    const mint =
      writes.findLast((w) => w.kind === 'mint' && w.state !== 'reverted') ??
      writes.findLast((w) => w.kind === 'mint');
    const last = writes.findLast((w) => w.state !== 'reverted');
    if (!mint || !last) return null;
    const moved = walletMoveAfter(last, (await this.index.lastTransfers(target, [itemId])).get(itemId));
    const transfer = writes.findLast((w) => w.kind !== 'mint');
    const owner = moved ? { address: moved.toAddress, custodial: false } : holderAfter(last);
    return {
      chainId: chain.chainId,
      chainName: this.chain?.name ?? '',
      contract: chain.address,
      contractUrl: this.link('address', chain.address),
      tokenId: tokenIdOf(itemId).toString(),
      owner: { ...owner, url: this.link('address', owner.address) },
      mint: this.step(mint),
      lastTransfer: moved ? this.walletStep(moved) : transfer ? this.step(transfer) : null,
    };
  }

  private async transferWrites(transferIds: string[]): Promise<ChainWrite[]> {
    const target = this.target;
    if (!target || transferIds.length === 0) return [];
    return this.db
      .select()
      .from(chainWrites)
      .where(and(inArray(chainWrites.transferId, transferIds), writesTo(target)))
      .orderBy(asc(chainWrites.seq));
  }

  /**
   * Tells wallets and marketplaces, through the chain, that these items' public metadata changed (a declaration
   * made or withdrawn, a public picture): an ERC-4906 update queued in the caller's transaction, for the tokens
   * on the server's chain. Nothing without a chain. How many were queued.
   */
  async metadataChanged(tx: DbOrTx, itemIds: string[], at: Date): Promise<number> {
    const target = this.target;
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
    const target = this.target;
    if (target) await this.tokenWrites.enqueueRoyalty(tx, target, brand, at);
  }

  /** Where the brand's latest royalty stands on the server's chain ('none': no chain, or never written). */
  async royaltyState(brandId: string): Promise<ChainStep['state'] | 'none'> {
    const target = this.target;
    const write = target ? await this.tokenWrites.latestRoyalty(target, brandId) : undefined;
    return write ? stepState(write) : 'none';
  }

  /** Each (transfer, item)'s step on the chain, keyed `transferId:itemId` (the activity's rows). */
  async transferSteps(transferIds: string[]): Promise<Map<string, ChainStep>> {
    const writes = await this.transferWrites(transferIds);
    return new Map(writes.map((w) => [`${w.transferId}:${w.itemId}`, this.step(w)]));
  }

  /**
   * For each item sent out by these transfers, keyed `transferId:itemId`: the custody address its token left for
   * the wallet, where a token sent back brings the item back to its sender (decision 031).
   */
  async returnAddresses(transferIds: string[]): Promise<Map<string, string>> {
    const writes = (await this.transferWrites(transferIds)).filter(
      (w) => w.kind === 'withdraw' && w.call.from,
    );
    return new Map(
      writes.map((w) => [`${w.transferId}:${w.itemId}`, custodyAddress(w.call.from as `0x${string}`)]),
    );
  }
}
