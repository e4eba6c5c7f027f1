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
