// The jobs module: the durable job queue (decision 014) every instance runs while the app is open. It offers
// the queue to the modules that need it, which handle their kinds of job (jobs/job-kinds.ts): the owner
// notifier's notices among them (the notifications module). Closing stops the rounds and waits for the runs.
import { defineModule } from '../module';
import { roundsWhileOpen } from '../timers';
import { JobQueue } from './job-queue';
import { JobsRepository } from './jobs.repository';

/** How long the worker rests after a round that found nothing due: a retry is due within about this. */
const IDLE_MS = 500;
/** How often finished jobs are forgotten, and how long they are kept. */
const PRUNE_EVERY_MS = 60 * 60_000;
const KEEP_FINISHED_MS = 7 * 24 * 60 * 60_000;

export const jobsModule = defineModule({
  name: 'jobs',
  async register(api) {
    const { clock, database, log } = api.deps;
    const repo = new JobsRepository(database.db);
    const jobs = new JobQueue({ repo, clock, log });

    let lastPrune = 0;
    const prune = async () => {
      const now = clock.now().getTime();
      if (now - lastPrune < PRUNE_EVERY_MS) return;
      lastPrune = now;
      await repo.prune(new Date(now - KEEP_FINISHED_MS));
    };
    const tick = async () => {
      const claimed = await jobs.round();
      if (claimed === 0) await prune();
      return claimed > 0 ? 0 : IDLE_MS;
    };
    roundsWhileOpen(api, tick, {
      failure: 'job queue: the round failed',
      failureMs: IDLE_MS * 10,
      stopped: () => jobs.drain(),
    });
    return { jobs };
  },
});
