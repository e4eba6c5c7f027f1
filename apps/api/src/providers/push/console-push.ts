// Offline push adapter: prints the notice to the log and keeps it in the dev outbox, addressed to the
// subscription's endpoint (or the plain token), so nothing leaves the machine.
import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from '../local-db/outbox';
import { parsePushSubscription } from '@heirloom/contract';
import type { PushMessage, PushOutcome, PushProvider } from './push-provider';

export class ConsolePush implements PushProvider {
  readonly name = 'console';
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly outbox: Outbox | undefined,
    readonly vapidPublicKey: string | null,
  ) {}

  async send(token: string, { title, body, url }: PushMessage): Promise<PushOutcome> {
    this.log.info({ push: { title } }, `Push (console adapter): ${title}`);
    const to = (parsePushSubscription(token)?.endpoint ?? token).slice(0, 320);
    await this.outbox?.record('push', to, url ? `${body}\n${url}` : body, title);
    return 'delivered';
  }
}
