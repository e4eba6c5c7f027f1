// Housekeeping the modules run while the app is open (holds that ran out, transfers nobody collected…).
import type { FastifyInstance } from 'fastify';

/** Runs `job` every `ms` milliseconds until the app closes; a failure is logged and the next run tries again. */
export function repeatWhileOpen(
  app: FastifyInstance,
  ms: number,
  job: () => Promise<unknown>,
  failure: string,
) {
  const timer = setInterval(() => {
    job().catch((err: unknown) => app.log.error({ err }, failure));
  }, ms);
  timer.unref();
  app.addHook('onClose', async () => clearInterval(timer));
}

/**
 * Runs `round` again and again while the app is open, one at a time, from the moment it is ready: each round
 * says how long to rest before the next (0: at once). A round that fails is logged (`failure`) and the next one
 * comes after `failureMs`. Closing waits for the round under way, then for `stopped`.
 */
export function roundsWhileOpen(
  app: FastifyInstance,
  round: () => Promise<number>,
  { failure, failureMs, stopped }: { failure: string; failureMs: number; stopped?: () => Promise<void> },
): void {
  let open = true;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const next = (ms: number) => {
    if (!open) return;
    timer = setTimeout(() => {
      running = round()
        .then(next)
        .catch((err: unknown) => {
          app.log.error({ err }, failure);
          next(failureMs);
        });
    }, ms);
    timer.unref();
  };
  app.addHook('onReady', async () => next(0));
  app.addHook('preClose', async () => {
    open = false;
    clearTimeout(timer);
    await running;
    await stopped?.();
  });
}
