// Offline e-mail adapter: prints the message to the log and keeps it in the dev outbox.
import type { FastifyBaseLogger } from 'fastify';
import type { Outbox } from '../local-db/outbox';
import type { EmailMessage, EmailProvider } from './email-provider';

export class ConsoleEmail implements EmailProvider {
  readonly name = 'console';
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly outbox: Outbox | undefined,
  ) {}

  async send({ to, subject, text }: EmailMessage): Promise<void> {
    this.log.info({ email: { subject } }, `E-mail (console adapter): ${subject}`);
    await this.outbox?.record('email', to, text, subject);
  }
}
