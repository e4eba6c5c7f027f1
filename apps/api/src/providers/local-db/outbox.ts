// The dev outbox: what the console SMS, e-mail and push adapters "sent", kept in the database (hence
// local-db/) for the e2e tests and newcomers (GET /api/dev/outbox). Never written in production.
import { and, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboxMessages } from '../../db/schema';
import type { Clock } from '../../lib/clock';

export type OutboxChannel = 'sms' | 'email' | 'push';

export interface OutboxEntry {
  channel: OutboxChannel;
  to: string;
  subject: string | null;
  text: string;
  createdAt: Date;
}

export class Outbox {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async record(
    channel: OutboxChannel,
    to: string,
    text: string,
    subject: string | null = null,
  ): Promise<void> {
    await this.db
      .insert(outboxMessages)
      .values({ channel, recipient: to, subject, text, createdAt: this.clock.now() });
  }

  async latest(to: string, limit = 20): Promise<OutboxEntry[]> {
    const rows = await this.db
      .select()
      .from(outboxMessages)
      .where(and(eq(outboxMessages.recipient, to)))
      .orderBy(desc(outboxMessages.createdAt))
      .limit(limit);
    return rows.map((r) => ({
      channel: r.channel as OutboxChannel,
      to: r.recipient,
      subject: r.subject,
      text: r.text,
      createdAt: r.createdAt,
    }));
  }
}
