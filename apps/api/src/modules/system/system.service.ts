// The health check and the development routes: the outbox (what the console SMS, e-mail and push adapters
// "sent") and the chain the items' tokens live on.
import type { DevChain, OutboxMessage } from '@heirloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { ChainRuntime } from '../../chain/runtime';
import { AppError } from '../../lib/errors';
import { normalisePhone } from '../../lib/phone';
import type { Outbox } from '../../providers/local-db/outbox';
import type { SystemRepository } from './system.repository';

export interface SystemServiceDeps {
  repo: SystemRepository;
  /** absent in production: nothing is kept there */
  outbox?: Outbox;
  chain: ChainRuntime | null;
}

export class SystemService {
  constructor(private readonly deps: SystemServiceDeps) {}

  /** `log`: the request's, which says why the database did not answer. */
  async health(log: FastifyBaseLogger): Promise<{ status: 'ok' }> {
    try {
      await this.deps.repo.ping();
    } catch (err) {
      log.error({ err }, 'health: database does not answer');
      throw new AppError(503, 'SERVICE_UNAVAILABLE');
    }
    return { status: 'ok' };
  }

  /** The latest messages to a phone number or an e-mail address, newest first. */
  async outbox(rawTo: string): Promise<OutboxMessage[]> {
    // "?to=+33…" unencoded turns the '+' into a space: accept the number either way.
    const to = rawTo.includes('@') ? rawTo.toLowerCase() : (normalisePhone(rawTo) ?? rawTo);
    const entries = (await this.deps.outbox?.latest(to)) ?? [];
    return entries.map((e) => ({ ...e, createdAt: e.createdAt.toISOString() }));
  }

  /** The chain and its contracts; 503 when the server runs without one (the local ledger alone). */
  chain(): DevChain {
    const chain = this.deps.chain;
    if (!chain) throw new AppError(503, 'SERVICE_UNAVAILABLE');
    const { items } = chain;
    return {
      name: chain.name,
      chainId: items.chainId,
      rpcUrl: items.rpcUrl,
      contracts: { items: items.address },
      operator: items.operator,
    };
  }
}
