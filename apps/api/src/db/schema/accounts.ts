// Owners' accounts and their sign-in: users, SMS codes, sessions, step-up grants, e-mail confirmations and push devices.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, refersTo, timestamps, ts } from './columns';

export const users = pgTable('users', {
  id: id(),
  phone: text('phone').notNull().unique(),
  language: text('language').notNull().default('en'),
  email: text('email'),
  emailConfirmedAt: ts('email_confirmed_at'),
  /** an address waiting for its confirmation link */
  pendingEmail: text('pending_email'),
  /** active: has signed in; pending: created for them (e.g. an item sent to their phone) */
  status: text('status').notNull().default('active'),
  settings: jsonb('settings')
    .notNull()
    .default(sql`'{}'::jsonb`),
  /** The EVM address the platform holds items at for this user (custodial wallet). */
  custodialAddress: text('custodial_address').unique(),
  createdAt: ts('created_at').notNull().defaultNow(),
  lastLoginAt: ts('last_login_at'),
  /** set when the owner deleted their account (status 'deleted', personal data erased) */
  deletedAt: ts('deleted_at'),
});

/** SMS codes for sign-in and step-up; codes and link tokens are stored as keyed hashes only. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    phone: text('phone').notNull(),
    purpose: text('purpose').notNull(), // 'login' | 'step_up' | 'guest_purchase'
    /** guest purchase: the e-mail the buyer gave for the receipt */
    email: text('email'),
    action: text('action'),
    /** step-up: the session that asked, and a hash of what the code confirms (recipient and items) */
    sessionId: uuid('session_id'),
    binding: text('binding'),
    /** the language the SMS was written in; a new user starts with it */
    language: text('language').notNull().default('en'),
    userId: refersTo('user_id', () => users.id, 'cascade'),
    codeHash: text('code_hash').notNull(),
    linkTokenHash: text('link_token_hash'),
    attempts: integer('attempts').notNull().default(0),
    ip: text('ip'),
    createdAt: createdAt(),
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
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    refreshHash: text('refresh_hash').notNull(),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    lastUsedAt: ts('last_used_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
    revokedReason: text('revoked_reason'),
    /** how the device signed in: 'sms' (a code or the link) or 'passkey' */
    authMethod: text('auth_method').notNull().default('sms'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A verified step-up code opens one grant: one action, five minutes, used once. */
export const stepUpGrants = pgTable(
  'step_up_grants',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    action: text('action').notNull(),
    /** the grant serves this session only, for the transaction whose hash is `binding` */
    sessionId: uuid('session_id'),
    binding: text('binding'),
    /** what opened it: an SMS code ('sms') or a passkey's signature ('passkey') */
    method: text('method').notNull().default('sms'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('step_up_grants_user_action_idx').on(t.userId, t.action)],
);

/** E-mail confirmation links; only a keyed hash of each token is kept. Single use, expiring. */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('email_confirmations_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** Push registrations: one per user and device. */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    deviceUuid: uuid('device_uuid').notNull(),
    token: text('token').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('push_devices_user_device_idx').on(t.userId, t.deviceUuid)],
);
