// The returns module (decision 019): a sold item the buyer brought back to the brand, refunded by its staff
// from the console (the catalogue's routes). The orders are payments'; the card's refund is a job run here.
import type { FastifyInstance } from 'fastify';
import { ClientsRepository } from '../clients/clients.repository';
import { defineModule } from '../module';
import type { ModuleServices, ServicesOf } from '../services';
import { PaymentsRepository } from './payments.repository';
import { REFUND_JOB, ReturnsService } from './returns.service';

export const returnsModule = defineModule({
  name: 'returns',
  needs: ['transfers', 'jobs'],
  register: registerReturns,
});

async function registerReturns(
  api: FastifyInstance,
  { transfers, jobs }: ServicesOf<'transfers' | 'jobs'>,
): Promise<ModuleServices['returns']> {
  const { audit, clock, config, database, history, images, items, notifier, providers, users } = api.deps;
  const returns = new ReturnsService({
    repo: new PaymentsRepository(database.db),
    items,
    users,
    images,
    history,
    audit,
    clients: new ClientsRepository(database.db),
    transfers,
    ledger: providers.ledger,
    provider: providers.payments,
    notifier,
    jobs,
    storage: providers.storage,
    publicUrl: config.publicUrl,
    clock,
  });
  jobs.handle(REFUND_JOB, (run) => returns.refundCard(run));
  return { returns };
}
