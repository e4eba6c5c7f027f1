// Passkeys (decisions 018, 019, 027): every person's credentials in one store, their challenges, owners' recoveries.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, createdAt, id, refersTo, ts } from './columns';
import { users } from './accounts';
import { staffMembers } from './staff';

/** What the passkeys table keeps of a credential: its key and counter. */
const credentialColumns = () => ({
  /** the COSE public key, base64url */
  publicKey: text('public_key').notNull(),
  counter: bigint('counter', { mode: 'number' }).notNull().default(0),
  transports: jsonb('transports')
    .$type<string[]>()
    .notNull()
    .default(sql`'[]'::jsonb`),
  deviceType: text('device_type').notNull(),
  backedUp: boolean('backed_up').notNull(),
  name: text('name').notNull(),
  createdAt: createdAt(),
  lastUsedAt: ts('last_used_at'),
});

/**
 * Every passkey (WebAuthn credentials: the public key and its signature counter), one store for both kinds of
 * person (decision 027): an owner's (`ownerKind` 'user', decision 018) or a console staff member's ('staff',
 * decision 019). The kind names which of `userId` and `staffId` is set, and the other is null.
 */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    ownerKind: text('owner_kind').$type<'user' | 'staff'>().notNull(),
    userId: refersTo('user_id', () => users.id, 'cascade'),
    staffId: refersTo('staff_id', () => staffMembers.id, 'cascade'),
    /** the credential id, base64url, as the browser names it */
    credentialId: text('credential_id').notNull(),
    ...credentialColumns(),
    /** staff: the session it was added in, which alone need not confirm with it (null: none, or long ended) */
    addedInSession: uuid('added_in_session'),
  },
  (t) => [
    uniqueIndex('passkeys_credential_idx').on(t.ownerKind, t.credentialId),
    index('passkeys_user_idx').on(t.userId, t.createdAt),
    index('passkeys_staff_idx').on(t.staffId, t.createdAt),
    check(
      'passkeys_owner_check',
      sql`(${t.ownerKind} = 'user' and ${t.userId} is not null and ${t.staffId} is null)
        or (${t.ownerKind} = 'staff' and ${t.staffId} is not null and ${t.userId} is null)`,
    ),
  ],
);

/**
 * WebAuthn challenges: random, single use, five minutes, bound to what asked for them: a session (registration,
 * step-up, with the action and the transaction's hash) or a sign-in attempt (no session yet).
 */
export const passkeyChallenges = pgTable(
  'passkey_challenges',
  {
    id: id(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose').notNull(), // owners: 'register' | 'login' | 'step_up'; console staff: 'staff_register' | 'staff_login' | 'staff_confirm'
    userId: refersTo('user_id', () => users.id, 'cascade'),
    sessionId: uuid('session_id'),
    action: text('action'),
    binding: text('binding'),
    ip: text('ip'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [
    uniqueIndex('passkey_challenges_challenge_idx').on(t.challenge),
    index('passkey_challenges_expires_idx').on(t.expiresAt),
  ],
);

/**
 * An owner who lost every passkey recovers by SMS (decision 018): announced on every channel, the guarded actions
 * locked until `endsAt`, then the lost passkeys removed. Cancelled from any signed-in device.
 */
export const passkeyRecoveries = pgTable(
  'passkey_recoveries',
  {
    id: id(),
    userId: belongsTo('user_id', () => users.id),
    sessionId: uuid('session_id'),
    startedAt: ts('started_at').notNull(),
    endsAt: ts('ends_at').notNull(),
    cancelledAt: ts('cancelled_at'),
    completedAt: ts('completed_at'),
  },
  (t) => [
    // one recovery under way per owner
    uniqueIndex('passkey_recoveries_open_idx')
      .on(t.userId)
      .where(sql`cancelled_at is null and completed_at is null`),
  ],
);
