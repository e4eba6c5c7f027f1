// The returns module (decision 019): a sold item the buyer brought back to the brand, refunded by its staff
// from the console (the catalogue's routes). The orders are payments'; the card's refund is a job run here.
import { ClientsRepository } from '../clients/clients.repository';
import { defineModule } from '../module';
import { PaymentsRepository } from './payments.repository';
import { REFUND_JOB, ReturnsService } from './returns.service';

export const returnsModule = defineModule({
  name: 'returns',
  needs: ['custody', 'transfers', 'jobs', 'notifications'],
  async register(api, { custody, transfers, jobs, notifier }) {
    const { audit, clock, config, database, providers, users } = api.deps;
    const returns = new ReturnsService({
      repo: new PaymentsRepository(database.db),
      custody,
      users,
      audit,
      clients: new ClientsRepository(database.db),
      transfers,
      provider: providers.payments,
      notifier,
      jobs,
      publicUrl: config.publicUrl,
      clock,
    });
    jobs.handle(REFUND_JOB, (run) => returns.refundCard(run));
    return { returns };
  },
});
