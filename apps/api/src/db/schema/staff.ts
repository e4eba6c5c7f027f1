// The console's people (decision 019): staff, memberships, invitations, sign-in links, sessions, and the brands' audit log.
import { sql } from 'drizzle-orm';
import { bigserial, index, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, refersTo, ts } from './columns';
import { clients } from './brands';

/** Brand staff (issue 18): one row per person, an e-mail address, whatever brands they work for. */
export const staffMembers = pgTable('staff_members', {
  id: id(),
  /** lower case */
  email: text('email').notNull().unique(),
  /** the language of their e-mails: the one their browser asked in when they last signed in */
  language: text('language').notNull().default('en'),
  createdAt: createdAt(),
  lastSignInAt: ts('last_sign_in_at'),
});

/** Who works for which brand, with which roles (admin, afterSales, catalogue, messages). */
export const staffMemberships = pgTable(
  'staff_memberships',
  {
    staffId: belongsTo('staff_id', () => staffMembers.id),
    clientId: belongsTo('client_id', () => clients.id),
    roles: jsonb('roles').$type<string[]>().notNull(),
    addedAt: ts('added_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.staffId, t.clientId] }),
    index('staff_memberships_client_idx').on(t.clientId),
  ],
);

/** Invitations to a brand's staff, by e-mail: the link's token kept as a hash, single use, 7 days. */
export const staffInvitations = pgTable(
  'staff_invitations',
  {
    id: id(),
    clientId: belongsTo('client_id', () => clients.id),
    email: text('email').notNull(),
    roles: jsonb('roles').$type<string[]>().notNull(),
    /** the admin who invited (null: the command line), and their address as it was */
    invitedById: refersTo('invited_by_id', () => staffMembers.id),
    invitedBy: text('invited_by'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    acceptedAt: ts('accepted_at'),
    withdrawnAt: ts('withdrawn_at'),
  },
  (t) => [index('staff_invitations_client_idx').on(t.clientId, t.createdAt.desc())],
);

/** E-mailed sign-in links of staff: the token kept as a hash, single use, 15 minutes. */
export const staffLinks = pgTable(
  'staff_links',
  {
    id: id(),
    staffId: belongsTo('staff_id', () => staffMembers.id),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('staff_links_staff_created_idx').on(t.staffId, t.createdAt.desc())],
);

/** Console sessions: an opaque token (hls_…) kept as a hash, a working day long, ended by signing out. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: id(),
    staffId: belongsTo('staff_id', () => staffMembers.id),
    tokenHash: text('token_hash').notNull().unique(),
    /** 'link' | 'invitation' | 'passkey': how it was opened (a link's waits for the person's passkey, if any) */
    method: text('method').notNull().default('link'),
    /** the passkey that opened or confirmed it: removing that passkey ends it */
    passkeyId: uuid('passkey_id'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * A brand's audit log: every change its staff, its API keys or the command line made. The actor and target
 * are kept as text too, so an entry still reads right after the person or the thing is gone.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: id(),
    /** insertion order: several entries may share a timestamp */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    clientId: belongsTo('client_id', () => clients.id),
    at: ts('at').notNull(),
    /** staff | key | cli */
    actorKind: text('actor_kind').notNull(),
    actorId: uuid('actor_id'),
    actorLabel: text('actor_label').notNull(),
    action: text('action').notNull(),
    targetKind: text('target_kind'),
    targetId: text('target_id'),
    targetLabel: text('target_label'),
    details: jsonb('details')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [index('audit_entries_client_at_idx').on(t.clientId, t.at.desc(), t.seq.desc())],
);
