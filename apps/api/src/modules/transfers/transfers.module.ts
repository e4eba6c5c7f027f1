// The transfers module: sending items to a phone or out to an address, the activity feed, the wallet check.
import { defineModule } from '../module';
import { repeatWhileOpen } from '../timers';
import { TransfersRepository } from './transfers.repository';
import { registerTransferRoutes } from './transfers.routes';
import { TransfersService } from './transfers.service';

export const transfersModule = defineModule({
  name: 'transfers',
  needs: ['auth', 'custody', 'notifications'],
  async register(api, { auth, custody, notifier }) {
    const { clock, config, database, history, images, items, mediaUrls, providers, users } = api.deps;
    const transfers = new TransfersService({
      repo: new TransfersRepository(database.db),
      items,
      users,
      history,
      images,
      custody,
      auth,
      sms: providers.sms,
      notifier,
      urls: mediaUrls,
      tokens: api.deps.tokens,
      publicUrl: config.publicUrl,
      clock,
    });
    // a recipient's first sign-in: the items waiting for their number become theirs
    auth.onSignIn((tx, userId, now) => transfers.settleOnSignIn(tx, userId, now));
    registerTransferRoutes(api, transfers);
    // Transfers waiting for a recipient for 30 days go back to their senders.
    repeatWhileOpen(api, 60_000, () => transfers.expirePending(), 'expiring pending transfers failed');
    return { transfers };
  },
});
