// Offline SMS adapter: prints the message to the log and keeps it in the dev outbox.
import type { FastifyBaseLogger } from 'fastify';
import { maskPhone } from '../../lib/phone';
import type { Outbox } from '../local-db/outbox';
import type { SmsMessage, SmsProvider } from './sms-provider';

export class ConsoleSms implements SmsProvider {
  readonly name = 'console';
  constructor(
    private readonly log: FastifyBaseLogger,
    private readonly outbox: Outbox | undefined,
  ) {}

  async send({ to, text }: SmsMessage): Promise<void> {
    // The text is printed on purpose: it is how a developer reads the code without a phone.
    this.log.info({ sms: { to: maskPhone(to) } }, `SMS (console adapter): ${text.replace(/\n+/g, ' | ')}`);
    await this.outbox?.record('sms', to, text);
  }
}
