// The care module (docs/decisions/044-entrusted-care.md): an owner's items entrusted to a person or a brand's store
// for a period, what each side reads of it, its ends (early, at its repair's close, at a change of hands), and the
// housekeeping round that ends the periods past their end.
import { defineModule } from '../module';
import { repeatWhileOpen } from '../timers';
import { CareEndings } from './care-endings';
import { CareRepository } from './care.repository';
import { registerCareRoutes, registerConsoleCareRoutes } from './care.routes';
import { CareService } from './care.service';

/** How often the round looks for periods past their end. */
const ROUND_MS = 60_000;

export const careModule = defineModule({
  name: 'care',
  needs: ['auth', 'notifications', 'repairs'],
  async register(api, { auth, notifier, repairs }) {
    const { audit, clock, config, database, history, items, mediaUrls, providers, tokens, users } = api.deps;
    const repo = new CareRepository(database.db);
    const endings = new CareEndings({
      repo,
      items,
      history,
      notifier,
      email: providers.email,
      publicUrl: config.publicUrl,
      clock,
    });
    const care = new CareService({
      repo,
      endings,
      auth,
      items,
      users,
      history,
      audit,
      notifier,
      email: providers.email,
      tokens,
      urls: mediaUrls,
      publicUrl: config.publicUrl,
      clock,
    });
    // an item in care changing hands otherwise (an account deleted, an heir's handover): its care ends with it;
    // the stores' e-mails of such ends are not sent (the owner's side tells its own story)
    items.onOwnerChange(async (tx, itemIds, at) => {
      await endings.endForItems(tx, itemIds, at);
    });
    // a repair's care ends when the repair closes
    repairs.onClose(async (tx, repairId, at) => {
      await endings.endForRepair(tx, repairId, at);
    });
    registerCareRoutes(api, care);
    registerConsoleCareRoutes(api, care);
    repeatWhileOpen(api, ROUND_MS, () => endings.round(), 'ending care periods past their end failed');
    return { care, careEndings: endings };
  },
});
