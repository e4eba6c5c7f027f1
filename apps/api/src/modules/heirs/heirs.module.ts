// The heirs module (issue 36, docs/decisions/043-heirs.md): the heirs an owner names, the inactivity safeguard and
// its housekeeping round, the heirs' claims and the brands' review of them in the console.
import { defineModule } from '../module';
import { roundsWhileOpen } from '../timers';
import { ClaimsReviewService } from './claims-review.service';
import { ClaimsRepository } from './claims.repository';
import { ClaimsService } from './claims.service';
import { registerHeirRoutes } from './heirs.routes';
import { HeirsRepository } from './heirs.repository';
import { HeirsService } from './heirs.service';
import { SafeguardService } from './safeguard.service';

export const heirsModule = defineModule({
  name: 'heirs',
  needs: ['auth', 'notifications', 'custody', 'transfers'],
  async register(api, { auth, notifier, custody, transfers }) {
    const { audit, clock, config, database, providers, users } = api.deps;
    const publicUrl = config.publicUrl;
    const repo = new HeirsRepository(database.db);
    const claims = new ClaimsRepository(database.db);
    const safeguard = new SafeguardService({ repo, claims, users, notifier, clock, publicUrl });
    const heirs = new HeirsService({
      repo,
      auth,
      users,
      notifier,
      clock,
      publicUrl,
      cancelClaimsOf: async (tx, heirId, now) => {
        await claims.cancelOpenOf(tx, { heirId }, now);
      },
    });
    const claimsService = new ClaimsService({ repo, claims, users, storage: providers.storage, clock });
    const review = new ClaimsReviewService({
      repo,
      claims,
      claimsService,
      users,
      custody,
      transfers,
      notifier,
      audit,
      clock,
      publicUrl,
    });
    // a sign-in proves life; so does any signed-in request (recorded at most hourly while nothing is due)
    auth.onSignIn((tx, userId, now) => safeguard.signedIn(tx, userId, now));
    api.addHook('preHandler', async (request) => {
      if (!request.auth) return;
      await safeguard.active(request.auth.userId).catch((err: unknown) => {
        request.log.error({ err }, 'heirs: recording the owner’s activity failed');
      });
    });
    registerHeirRoutes(api, heirs, claimsService, review);
    // between two rounds when the last found nothing more to do (a minute unless the configuration says)
    const restMs = config.safeguardRoundSeconds * 1000;
    roundsWhileOpen(api, async () => ((await safeguard.round()) > 0 ? 0 : restMs), {
      failure: 'heirs: the inactivity round failed',
      failureMs: restMs,
    });
    return { heirs, safeguard, heirClaims: claimsService };
  },
});
