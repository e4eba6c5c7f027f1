// What the server keeps for itself: the dev outbox, generated secrets, one-time markers and the job queue.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, ts } from './columns';

/** What the console SMS/e-mail adapters "sent", for the dev outbox (never written in production). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: id(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_recipient_created_idx').on(t.recipient, t.createdAt)],
);

/** Secrets generated on first start when the environment gives none, shared by every API instance. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** Facts about this database, e.g. that the demo data was seeded once. */
export const appMeta = pgTable('app_meta', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});

/**
 * The durable job queue (decision 014): work that must happen once its cause has committed, whatever
 * crashes or outages come between, today the owners' notices (SMS, e-mail, push). A job is queued in the
 * transaction of the change that causes it; `key` is unique, so the same job queued twice is one. A worker
 * claims due `queued` rows with FOR UPDATE SKIP LOCKED and holds them for a lease (`lease`, until
 * `next_try_at`): a worker that dies lets them go when the lease runs out. `steps_done` names the parts
 * already done (a notice's channels), which a retry skips. A failure waits longer each time; after the last
 * attempt the job is `failed` and keeps its last error.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: id(),
    /** what runs it: notify (one owner's notice), message-notices (a brand message's owners) */
    kind: text('kind').notNull(),
    /** the idempotency key: the same key queued twice is one job */
    key: text('key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** queued | done | failed */
    state: text('state').notNull().default('queued'),
    /** runs begun, the one under way included (a run that crashed counts) */
    attempts: integer('attempts').notNull().default(0),
    /** when a queued job is due: the next try, or the end of the running worker's lease */
    nextTryAt: ts('next_try_at').notNull(),
    /** the worker run holding the job until next_try_at; null when none does */
    lease: text('lease'),
    stepsDone: text('steps_done')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    lastError: text('last_error'),
    createdAt: createdAt(),
    doneAt: ts('done_at'),
  },
  (t) => [
    uniqueIndex('jobs_key_idx').on(t.key),
    index('jobs_due_idx')
      .on(t.nextTryAt)
      .where(sql`${t.state} = 'queued'`),
    index('jobs_finished_idx')
      .on(t.doneAt)
      .where(sql`${t.state} <> 'queued'`),
  ],
);
