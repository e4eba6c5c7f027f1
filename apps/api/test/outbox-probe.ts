// Writes into the dev outbox the way the console adapters do, for the outbox route's tests.
import type { FastifyInstance } from 'fastify';
import { ConsoleSms } from '../src/providers/sms/console-sms';
import { Outbox } from '../src/providers/local-db/outbox';
import { ManualClock } from '../src/lib/clock';

export class OutboxProbe {
  private readonly clock = new ManualClock(new Date('2026-11-22T10:00:00Z'));
  private readonly sms: ConsoleSms;
  constructor(app: FastifyInstance) {
    this.sms = new ConsoleSms(app.log, new Outbox(app.database.db, this.clock));
  }
  async record(to: string, text: string) {
    this.clock.advance(1);
    await this.sms.send({ to, text });
  }
}
