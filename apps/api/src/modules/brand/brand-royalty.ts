// A brand's royalty on its tokens' resales (ERC-2981, decision 030): its admins set the receiving address (an
// EIP-55 checked wallet address) and the rate (at most ROYALTY_MAX_BPS); the setting is kept on the brand's row,
// recorded in its audit log, and queued for the chain in the same transaction, where marketplaces read it.
import type { BrandRoyalty, RoyaltyInput } from '@heirloom/contract';
import { ROYALTY_MAX_BPS } from '@heirloom/contract';
import type { Db, DbOrTx } from '../../db/client';
import { walletAddressOf } from '../../lib/address';
import type { Clock } from '../../lib/clock';
import type { BrandActor } from '../audit/audit';
import type { AuditRepository } from '../audit/audit.repository';
import { ClientsRepository, type RoyaltyRow } from '../clients/clients.repository';

/** Where a brand's royalty is written on the chain, and where it stands there (ChainTokens implements it). */
export interface RoyaltyOnChain {
  royaltyChanged(tx: DbOrTx, brand: { id: string } & RoyaltyRow, at: Date): Promise<void>;
  royaltyState(brandId: string): Promise<BrandRoyalty['chain']>;
}

export class BrandRoyalties {
  private readonly repo: ClientsRepository;

  constructor(
    private readonly deps: {
      db: Db;
      audit: AuditRepository;
      chain: RoyaltyOnChain;
      clock: Clock;
    },
  ) {
    this.repo = new ClientsRepository(deps.db);
  }

  async get(brandId: string): Promise<BrandRoyalty> {
    return this.present(await this.repo.royaltyOf(brandId), brandId);
  }

  /** The brand's new royalty, kept, audited and queued for the chain, all or nothing; unchanged, nothing written. */
  async set(actor: BrandActor, input: RoyaltyInput): Promise<BrandRoyalty> {
    const receiver = input.receiver === null ? null : walletAddressOf(input.receiver, 'receiver');
    const next: RoyaltyRow = { receiver, bps: input.bps };
    const now = this.deps.clock.now();
    await this.repo.transaction(async (tx) => {
      const before = await this.repo.lockRoyalty(tx, actor.clientId);
      if (before.receiver === next.receiver && before.bps === next.bps) return;
      await this.repo.setRoyalty(tx, actor.clientId, next);
      await this.deps.audit.record(
        tx,
        actor,
        {
          action: 'royalty.changed',
          target: { kind: 'royalty', id: actor.clientId, label: `${next.bps / 100} %` },
          details: { before, after: next },
        },
        now,
      );
      await this.deps.chain.royaltyChanged(tx, { id: actor.clientId, ...next }, now);
    });
    return this.present(next, actor.clientId);
  }

  private async present(row: RoyaltyRow, brandId: string): Promise<BrandRoyalty> {
    return {
      receiver: row.receiver,
      bps: row.bps,
      maxBps: ROYALTY_MAX_BPS,
      chain: await this.deps.chain.royaltyState(brandId),
    };
  }
}
