// Drizzle schema: the one description of the database tables (migrations are generated from it).
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  phone: text('phone').notNull().unique(),
  language: text('language').notNull().default('en'),
  email: text('email'),
  emailConfirmedAt: ts('email_confirmed_at'),
  /** active: has signed in; pending: created for them (e.g. an item sent to their phone) */
  status: text('status').notNull().default('active'),
  settings: jsonb('settings')
    .notNull()
    .default(sql`'{}'::jsonb`),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastLoginAt: ts('last_login_at'),
});

/** SMS codes for sign-in and step-up; codes and link tokens are stored as keyed hashes only. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(), // 'login' | 'step_up'
    action: text('action'),
    /** the language the SMS was written in; a new user starts with it */
    language: text('language').notNull().default('en'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    linkTokenHash: text('link_token_hash'),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    consumedAt: ts('consumed_at'),
    invalidatedAt: ts('invalidated_at'),
  },
  (t) => [
    index('verification_codes_phone_created_idx').on(t.phone, t.createdAt),
    index('verification_codes_ip_created_idx').on(t.ip, t.createdAt),
    uniqueIndex('verification_codes_link_token_idx').on(t.linkTokenHash),
  ],
);

/** One row per signed-in device; the refresh token's hash rotates on every refresh. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    refreshHash: text('refresh_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A verified step-up code opens one grant: one action, five minutes, used once. */
export const stepUpGrants = pgTable(
  'step_up_grants',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('step_up_grants_user_action_idx').on(t.userId, t.action)],
);

/** What the console SMS/e-mail adapters "sent", for the dev outbox (never written in production). */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    channel: text('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject'),
    text: text('text').notNull(),
    createdAt: ts('created_at').notNull(),
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
