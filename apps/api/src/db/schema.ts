// Drizzle schema: the one description of the database tables (migrations are generated from it).
import type { BrandNote, LocalizedAttribute, LocalizedText } from '@heirloom/contract';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
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
    id: uuid('id').primaryKey().defaultRandom(),
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
    /** how the device signed in: 'sms' (a code or the link) or 'passkey' */
    authMethod: text('auth_method').notNull().default('sms'),
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
    /** the grant serves this session only, for the transaction whose hash is `binding` */
    sessionId: uuid('session_id'),
    binding: text('binding'),
    /** what opened it: an SMS code ('sms') or a passkey's signature ('passkey') */
    method: text('method').notNull().default('sms'),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('step_up_grants_user_action_idx').on(t.userId, t.action)],
);

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
  createdAt: ts('created_at').notNull(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    ownerKind: text('owner_kind').$type<'user' | 'staff'>().notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose').notNull(), // owners: 'register' | 'login' | 'step_up'; console staff: 'staff_register' | 'staff_login' | 'staff_confirm'
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id'),
    action: text('action'),
    binding: text('binding'),
    ip: text('ip'),
    createdAt: ts('created_at').notNull(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
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

export interface ThemeColours {
  primary: string;
  onPrimary: string;
  accent: string;
  background: string;
  surface: string;
  text: string;
}

/** Brands (clients). The default one (is_default) themes the app on hosts no brand is bound to. */
export const clients = pgTable('clients', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  host: text('host').unique(),
  isDefault: boolean('is_default').notNull().default(false),
  logoSvg: text('logo_svg'),
  theme: jsonb('theme').$type<ThemeColours>().notNull(),
  supportEmail: text('support_email'),
  supportPhone: text('support_phone'),
  supportUrl: text('support_url'),
  features: jsonb('features')
    .$type<{ shop: boolean; transfers: boolean; repairs: boolean; messages: boolean; gallery: boolean }>()
    .notNull(),
  /** where the brand's unsold items are held on the ledger; sales move them from here */
  custodialAddress: text('custodial_address'),
  createdAt: ts('created_at').notNull().defaultNow(),
});

/** A brand's after-sales (SAV) stores. */
export const savStores = pgTable(
  'sav_stores',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull(),
    postalCode: text('postal_code').notNull(),
    city: text('city').notNull(),
    country: text('country').notNull(),
    phone: text('phone'),
    email: text('email'),
    openingHours: jsonb('opening_hours').$type<{ day: number; opens: string; closes: string }[]>().notNull(),
    latitude: doublePrecision('latitude').notNull(),
    longitude: doublePrecision('longitude').notNull(),
  },
  (t) => [index('sav_stores_client_idx').on(t.clientId)],
);

export const collections = pgTable(
  'collections',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** the brand's words, one text per language (ARCHITECTURE: brand content; decision 012) */
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    /** storage key of the cover picture */
    coverKey: text('cover_key'),
    /** the collection's own colours (the console), else the brand's */
    theme: jsonb('theme').$type<{ primary: string; accent: string }>(),
    /** the shop: a collection on sale sells its unowned items at this price (minor units) */
    onSale: boolean('on_sale').notNull().default(false),
    priceAmount: integer('price_amount'),
    priceCurrency: text('price_currency'),
    /** the model's GS1 GTIN-14 (check digit verified), the key of its items' Digital Links; null: none given
     * (docs/decisions/022-gs1-digital-link.md) */
    gtin: text('gtin').unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('collections_client_idx').on(t.clientId),
    index('collections_on_sale_idx')
      .on(t.onSale)
      .where(sql`${t.onSale}`),
  ],
);

/** The physical items and their digital twins. owner_id is null once an item has left custody. */
export const items = pgTable(
  'items',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    publicId: text('public_id').notNull().unique(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => collections.id, { onDelete: 'restrict' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    description: jsonb('description').$type<LocalizedText>().notNull().default({}),
    serialNumber: text('serial_number').notNull(),
    /** characteristics, each written as a whole in one or both languages ("Case: Steel" / "Boîtier : acier") */
    attributes: jsonb('attributes')
      .$type<LocalizedAttribute[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** active | in_repair | lost | stolen | pending_transfer | reserved | withdrawn (left custody) |
     * on_sale (unowned, in the brand's stock; 'reserved' while a buyer holds it) */
    status: text('status').notNull().default('active'),
    /** after its owner deleted their account: a keyed hash of their phone number; the item returns to them
     * if that number signs up again (ARCHITECTURE §6 "Account deletion") */
    heldForPhoneHash: text('held_for_phone_hash'),
    isToMint: boolean('is_to_mint').notNull().default(true),
    /** where the certificate is recorded: 'heirloom' (the local ledger) until items are tokens on a chain */
    mintChain: text('mint_chain'),
    mintContract: text('mint_contract'),
    mintTokenId: text('mint_token_id'),
    /** the record of the mint: the local ledger entry's hash (a transaction hash on a chain) */
    mintTxHash: text('mint_tx_hash'),
    mintedAt: ts('minted_at'),
    oppositionKind: text('opposition_kind'),
    oppositionSince: ts('opposition_since'),
    acquiredAt: ts('acquired_at').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    // The hot paths: an owner's items in one collection (newest first or by name), and their count.
    index('items_owner_collection_acquired_idx').on(t.ownerId, t.collectionId, t.acquiredAt.desc(), t.id),
    index('items_owner_collection_name_idx').on(t.ownerId, t.collectionId, t.name, t.id),
    // a Digital Link's GTIN names one collection, its serial one item there (decision 022)
    uniqueIndex('items_collection_serial_idx').on(t.collectionId, t.serialNumber),
    // the shop: a collection's unowned items, in a stable order
    index('items_for_sale_idx')
      .on(t.collectionId, t.serialNumber, t.id)
      .where(sql`${t.ownerId} is null and ${t.status} in ('on_sale', 'reserved')`),
    index('items_held_for_phone_idx')
      .on(t.heldForPhoneHash)
      .where(sql`${t.heldForPhoneHash} is not null`),
  ],
);

/** An item's history. `data` never holds a past owner's identity, only masked forms. */
export const itemEvents = pgTable(
  'item_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actor: text('actor').notNull(),
    actorUserId: uuid('actor_user_id').references(() => users.id, { onDelete: 'set null' }),
    data: jsonb('data')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('item_events_item_created_idx').on(t.itemId, t.createdAt.desc(), t.id)],
);

/** Photos of an item. uploader_id null: the brand's official picture. */
export const itemImages = pgTable(
  'item_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    uploaderId: uuid('uploader_id').references(() => users.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    /** the language the owner wrote the title in (the app's, as they added it); null for the brand's picture */
    titleLang: text('title_lang'),
    isPublic: boolean('is_public').notNull(),
    storageKey: text('storage_key').notNull(),
    thumbKey: text('thumb_key').notNull(),
    contentType: text('content_type').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('item_images_item_created_idx').on(t.itemId, t.createdAt)],
);

/** The local ledger: every mint and transfer, each entry holding the previous entry's hash. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    seq: bigserial('seq', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(), // mint | transfer
    itemId: uuid('item_id').notNull(),
    tokenId: text('token_id').notNull(),
    fromAddress: text('from_address'),
    toAddress: text('to_address').notNull(),
    createdAt: ts('created_at').notNull(),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull().unique(),
  },
  (t) => [index('ledger_entries_item_idx').on(t.itemId)],
);

/** A sending of one or more items, to a phone number (an owner, maybe not signed up yet) or out to an address. */
export const transfers = pgTable(
  'transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').notNull(), // phone | address | purchase | return
    /** null for a purchase: the brand sold it (orderId says which order); a return's recipient is null: the
     * brand took it back (orderId: the order refunded) */
    senderId: uuid('sender_id').references(() => users.id, { onDelete: 'cascade' }),
    orderId: uuid('order_id'),
    recipientId: uuid('recipient_id').references(() => users.id, { onDelete: 'set null' }),
    toAddress: text('to_address'),
    chain: text('chain'),
    /** pending (recipient has not signed up yet) | done | cancelled | expired */
    state: text('state').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at'),
    settledAt: ts('settled_at'),
  },
  (t) => [
    index('transfers_sender_created_idx').on(t.senderId, t.createdAt.desc()),
    index('transfers_recipient_created_idx').on(t.recipientId, t.createdAt.desc()),
    index('transfers_state_expires_idx').on(t.state, t.expiresAt),
  ],
);

export const transferItems = pgTable(
  'transfer_items',
  {
    transferId: uuid('transfer_id')
      .notNull()
      .references(() => transfers.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
  },
  (t) => [
    index('transfer_items_transfer_idx').on(t.transferId),
    index('transfer_items_item_idx').on(t.itemId),
  ],
);

/** Repairs asked of a brand's SAV store. At most one open repair per item (partial unique index). */
export const repairs = pgTable(
  'repairs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** the owner who asked; only they see it */
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    storeId: uuid('store_id')
      .notNull()
      .references(() => savStores.id, { onDelete: 'restrict' }),
    details: text('details').notNull(),
    /** requested | accepted | in_progress | ready_for_pickup | completed | rejected | cancelled */
    state: text('state').notNull(),
    /** the SAV's latest note: per language ({en, fr}) or one string as written (decision 012) */
    note: jsonb('note').$type<BrandNote>(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [
    index('repairs_item_created_idx').on(t.itemId, t.createdAt.desc()),
    index('repairs_client_created_idx').on(t.clientId, t.createdAt.desc()),
    uniqueIndex('repairs_one_open_per_item_idx')
      .on(t.itemId)
      .where(sql`${t.state} in ('requested', 'accepted', 'in_progress', 'ready_for_pickup')`),
  ],
);

/** A repair's history: state moves, the SAV's notes, the owner's edits. */
export const repairSteps = pgTable(
  'repair_steps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** insertion order: several steps may share a timestamp */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    repairId: uuid('repair_id')
      .notNull()
      .references(() => repairs.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(), // state | note | details
    state: text('state').notNull(),
    actor: text('actor').notNull(), // owner | brand
    note: jsonb('note').$type<BrandNote>(),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [index('repair_steps_repair_seq_idx').on(t.repairId, t.seq)],
);

/** Keys of the brand API; only a hash of each key is kept. */
export const brandApiKeys = pgTable(
  'brand_api_keys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** the first characters of the key, to tell keys apart in listings */
    prefix: text('prefix').notNull(),
    keyHash: text('key_hash').notNull().unique(),
    label: text('label'),
    createdAt: ts('created_at').notNull(),
    lastUsedAt: ts('last_used_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('brand_api_keys_client_idx').on(t.clientId)],
);

/** Brand staff (issue 18): one row per person, an e-mail address, whatever brands they work for. */
export const staffMembers = pgTable('staff_members', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** lower case */
  email: text('email').notNull().unique(),
  /** the language of their e-mails: the one their browser asked in when they last signed in */
  language: text('language').notNull().default('en'),
  createdAt: ts('created_at').notNull(),
  lastSignInAt: ts('last_sign_in_at'),
});

/** Who works for which brand, with which roles (admin, afterSales, catalogue, messages). */
export const staffMemberships = pgTable(
  'staff_memberships',
  {
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
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
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    roles: jsonb('roles').$type<string[]>().notNull(),
    /** the admin who invited (null: the command line), and their address as it was */
    invitedById: uuid('invited_by_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    invitedBy: text('invited_by'),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('staff_links_staff_created_idx').on(t.staffId, t.createdAt.desc())],
);

/** Console sessions: an opaque token (hls_…) kept as a hash, a working day long, ended by signing out. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    staffId: uuid('staff_id')
      .notNull()
      .references(() => staffMembers.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    /** 'link' | 'invitation' | 'passkey': how it was opened (a link's waits for the person's passkey, if any) */
    method: text('method').notNull().default('link'),
    /** the passkey that opened or confirmed it: removing that passkey ends it */
    passkeyId: uuid('passkey_id'),
    createdAt: ts('created_at').notNull(),
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
    id: uuid('id').primaryKey().defaultRandom(),
    /** insertion order: several entries may share a timestamp */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
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

/** Messages finders sent through an item's public page (kept for rate limits and the owner's record). */
export const finderMessages = pgTable(
  'finder_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** a keyed hash of the sender's IP address, never the address */
    senderHash: text('sender_hash').notNull(),
    message: text('message').notNull(),
    contact: text('contact'),
    createdAt: ts('created_at').notNull(),
    /** when the item's owner marked it handled (null: still to read and act on) */
    handledAt: ts('handled_at'),
  },
  (t) => [
    index('finder_messages_item_created_idx').on(t.itemId, t.createdAt),
    index('finder_messages_sender_created_idx').on(t.senderHash, t.createdAt),
  ],
);

/** Lost/stolen declarations, with the owner's words (kept out of the history that later owners read). */
export const oppositions = pgTable(
  'oppositions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    ownerId: uuid('owner_id').references(() => users.id, { onDelete: 'set null' }),
    kind: text('kind').notNull(), // lost | stolen
    details: text('details').notNull(),
    createdAt: ts('created_at').notNull(),
    withdrawnAt: ts('withdrawn_at'),
    withdrawDetails: text('withdraw_details'),
  },
  (t) => [index('oppositions_item_created_idx').on(t.itemId, t.createdAt.desc())],
);

/** Messages a brand writes to the owner of one item, or to the owners of every item of one collection. */
export const brandMessages = pgTable(
  'brand_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** the API key that posted it, for the per-key rate limits (null: written by the demo seed or in the console) */
    keyId: uuid('key_id').references(() => brandApiKeys.id, { onDelete: 'set null' }),
    /** the staff member who wrote it in the console (the same limits apply to each person) */
    staffId: uuid('staff_id').references(() => staffMembers.id, { onDelete: 'set null' }),
    /** who wrote it as the console shows it: the staff member's e-mail or the key's prefix */
    author: text('author'),
    /** exactly one of itemId and collectionId is set */
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'cascade' }),
    collectionId: uuid('collection_id').references(() => collections.id, { onDelete: 'cascade' }),
    titleEn: text('title_en').notNull(),
    titleFr: text('title_fr'),
    bodyEn: text('body_en').notNull(),
    bodyFr: text('body_fr'),
    /** storage key of the picture, if any */
    pictureKey: text('picture_key'),
    link: text('link'),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    index('brand_messages_item_created_idx').on(t.itemId, t.createdAt.desc()),
    index('brand_messages_collection_created_idx').on(t.collectionId, t.createdAt.desc()),
    index('brand_messages_client_created_idx').on(t.clientId, t.createdAt.desc()),
    index('brand_messages_key_created_idx').on(t.keyId, t.createdAt.desc()),
    index('brand_messages_staff_created_idx').on(t.staffId, t.createdAt.desc()),
    check('brand_messages_one_target', sql`(${t.itemId} is null) <> (${t.collectionId} is null)`),
  ],
);

/**
 * The brand-message notices an owner was sent (one per message told), counted for their daily budget;
 * rows older than the budget's day are forgotten when the owner's next notice is counted.
 */
export const brandMessageNotices = pgTable(
  'brand_message_notices',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => brandMessages.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.messageId] }),
    index('brand_message_notices_user_created_idx').on(t.userId, t.createdAt.desc()),
  ],
);

/** Which messages a user has seen, per item (a collection message is seen item by item). */
export const messageReads = pgTable(
  'message_reads',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    messageId: uuid('message_id')
      .notNull()
      .references(() => brandMessages.id, { onDelete: 'cascade' }),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    seenAt: ts('seen_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.itemId, t.messageId] })],
);

/** Published legal texts: one row per type, version and language. */
export const legalDocuments = pgTable(
  'legal_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: text('type').notNull(), // termsAndConditions | privacyPolicy
    version: integer('version').notNull(),
    language: text('language').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    publishedAt: ts('published_at').notNull(),
  },
  (t) => [uniqueIndex('legal_documents_type_version_language_idx').on(t.type, t.version, t.language)],
);

/** Each acceptance of a legal text: the exact version and when. */
export const legalAcceptances = pgTable(
  'legal_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    version: integer('version').notNull(),
    acceptedAt: ts('accepted_at').notNull(),
  },
  (t) => [index('legal_acceptances_user_type_idx').on(t.userId, t.type, t.version.desc())],
);

/** E-mail confirmation links; only a keyed hash of each token is kept. Single use, expiring. */
export const emailConfirmations = pgTable(
  'email_confirmations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    usedAt: ts('used_at'),
  },
  (t) => [index('email_confirmations_user_created_idx').on(t.userId, t.createdAt.desc())],
);

/** Push registrations: one per user and device. */
export const pushDevices = pgTable(
  'push_devices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    deviceUuid: uuid('device_uuid').notNull(),
    token: text('token').notNull(),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
  },
  (t) => [uniqueIndex('push_devices_user_device_idx').on(t.userId, t.deviceUuid)],
);

/** A buyer's hold on an item on sale: 15 minutes, at most one active per item (partial unique index). */
export const reservations = pgTable(
  'reservations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** who holds it: the signed-in buyer, or the guest's (pending) account */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** active | cancelled | expired | completed */
    state: text('state').notNull(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at').notNull(),
    endedAt: ts('ended_at'),
  },
  (t) => [
    uniqueIndex('reservations_one_active_per_item_idx')
      .on(t.itemId)
      .where(sql`${t.state} = 'active'`),
    index('reservations_user_state_idx').on(t.userId, t.state),
    index('reservations_state_expires_idx').on(t.state, t.expiresAt),
  ],
);

/** A sale: one card payment for one item, from creation to fulfilment (or refund). */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'restrict' }),
    /** who receives the item (the owner of the address given) */
    buyerId: uuid('buyer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** the signed-in user who started the payment, if any (a guest has none) */
    payerId: uuid('payer_id').references(() => users.id, { onDelete: 'set null' }),
    reservationId: uuid('reservation_id').references(() => reservations.id, { onDelete: 'set null' }),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(), // local | stripe
    /** intent (createDAN) | checkout (createCheckoutSession) */
    kind: text('kind').notNull(),
    paymentIntentId: text('payment_intent_id'),
    checkoutSessionId: text('checkout_session_id'),
    /** the caller's idempotency key of a checkout session */
    externalId: text('external_id'),
    /** created | paid | fulfilled | refunded | failed | cancelled */
    state: text('state').notNull(),
    failure: text('failure'),
    receiptsSent: integer('receipts_sent').notNull().default(0),
    /** the e-mail a guest gave with the phone code whose pass opened this order: its receipt goes there */
    receiptEmail: text('receipt_email'),
    createdAt: ts('created_at').notNull(),
    updatedAt: ts('updated_at').notNull(),
    fulfilledAt: ts('fulfilled_at'),
    /** a return (decision 019): when the brand's staff took the item back and refunded it, who, and why */
    refundedAt: ts('refunded_at'),
    /** who refunded it, as the audit log names them (a staff member's e-mail), kept as text */
    refundedBy: text('refunded_by'),
    refundReason: text('refund_reason'),
    /** when the payment provider refunded the card; null while a return's refund is still being tried */
    refundSettledAt: ts('refund_settled_at'),
  },
  (t) => [
    uniqueIndex('orders_payment_intent_idx').on(t.paymentIntentId),
    uniqueIndex('orders_checkout_session_idx').on(t.checkoutSessionId),
    uniqueIndex('orders_external_id_idx').on(t.externalId),
    // an item is handed over by one order at most
    uniqueIndex('orders_one_fulfilled_per_item_idx')
      .on(t.itemId)
      .where(sql`${t.state} = 'fulfilled'`),
    index('orders_item_state_idx').on(t.itemId, t.state),
    index('orders_reservation_idx').on(t.reservationId),
  ],
);

/** Payment provider events already handled: a repeated webhook is acknowledged and ignored. */
export const paymentEvents = pgTable('payment_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  receivedAt: ts('received_at').notNull(),
});

/** The local payment provider's own state (what Stripe keeps on its side): intents and checkout sessions. */
export const localPayments = pgTable(
  'local_payments',
  {
    id: text('id').primaryKey(),
    /** payment_intent | checkout_session */
    object: text('object').notNull(),
    clientSecret: text('client_secret'),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** intents: requires_payment_method | succeeded | canceled; sessions: open | complete | expired */
    status: text('status').notNull(),
    description: text('description'),
    metadata: jsonb('metadata').$type<Record<string, string>>().notNull(),
    /** a session's intent, once paid */
    paymentIntentId: text('payment_intent_id'),
    successUrl: text('success_url'),
    cancelUrl: text('cancel_url'),
    lastError: jsonb('last_error').$type<{ code: string; declineCode: string | null; message: string }>(),
    refunded: boolean('refunded').notNull().default(false),
    idempotencyKey: text('idempotency_key').unique(),
    createdAt: ts('created_at').notNull(),
    expiresAt: ts('expires_at'),
  },
  (t) => [index('local_payments_intent_idx').on(t.paymentIntentId)],
);

/**
 * The chain's outbox: each mint, move between owners or send out to a wallet, written in the transaction that
 * changes the item's custody and sent afterwards by the chain worker. `queued` rows wait for a nonce; `signed`
 * rows keep their signed transaction, so a resend after a crash is the same transaction and cannot apply twice;
 * `confirmed` and `reverted` are final.
 */
export const chainWrites = pgTable(
  'chain_writes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** the send that moved the item (null for a mint) */
    transferId: uuid('transfer_id').references(() => transfers.id, { onDelete: 'set null' }),
    /** mint | move | withdraw */
    kind: text('kind').notNull(),
    /** the contract call's arguments (custody accounts, address, token id, collection), as strings */
    call: jsonb('call').$type<Record<string, string>>().notNull(),
    /** queued | signed | confirmed | reverted */
    state: text('state').notNull().default('queued'),
    chainId: integer('chain_id').notNull(),
    contract: text('contract').notNull(),
    signer: text('signer'),
    nonce: integer('nonce'),
    rawTx: text('raw_tx'),
    txHash: text('tx_hash'),
    blockNumber: text('block_number'),
    attempts: integer('attempts').notNull().default(0),
    nextTryAt: ts('next_try_at').notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: ts('created_at').notNull().defaultNow(),
    confirmedAt: ts('confirmed_at'),
    /** the order writes were queued in: an item's writes are signed in it, whatever the clock said */
    seq: bigserial('seq', { mode: 'number' }).notNull(),
    /** the hashes of earlier signings of the same nonce (fees raised): any of them may be the one mined */
    priorHashes: jsonb('prior_hashes').$type<string[]>().notNull().default([]),
    /** looks that found the transaction sent but not mined: past a few, its fees are raised */
    looks: integer('looks').notNull().default(0),
  },
  (t) => [
    index('chain_writes_due_idx')
      .on(t.state, t.nextTryAt)
      .where(sql`${t.state} in ('queued', 'signed')`),
    index('chain_writes_item_idx').on(t.itemId, t.seq),
    index('chain_writes_transfer_idx').on(t.transferId),
    uniqueIndex('chain_writes_nonce_idx').on(t.chainId, t.signer, t.nonce),
  ],
);

/** One nonce sequence per signing key and chain: the row is locked while nonces are handed out. */
export const chainSigners = pgTable(
  'chain_signers',
  {
    chainId: integer('chain_id').notNull(),
    address: text('address').notNull(),
    nextNonce: integer('next_nonce').notNull(),
  },
  (t) => [primaryKey({ columns: [t.chainId, t.address] })],
);

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
    id: uuid('id').primaryKey().defaultRandom(),
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
    createdAt: ts('created_at').notNull(),
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

/**
 * A brand's tag master key: the AN10922 master of its NFC chips' keys (docs/decisions/024-tags-and-taps.md),
 * encrypted with the server's tag-key secret; never read back but to derive keys.
 */
export const tagMasterKeys = pgTable('tag_master_keys', {
  clientId: uuid('client_id')
    .primaryKey()
    .references(() => clients.id, { onDelete: 'cascade' }),
  keyEncrypted: text('key_encrypted').notNull(),
  /** the demo key of the README (demo databases only; production refuses to start with it) */
  demo: boolean('demo').notNull().default(false),
  setAt: ts('set_at').notNull(),
});

/** A brand's NFC tag (NTAG 424 DNA), made for one item; unlinked (a damaged tag) it stays, and says so. */
export const tags = pgTable(
  'tags',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** 7 bytes, upper-case hex */
    uid: text('uid').notNull(),
    /** the item the tag was made for (its URL names it) */
    itemId: uuid('item_id')
      .notNull()
      .references(() => items.id, { onDelete: 'cascade' }),
    /** the chip's own file-read key (encrypted) when its keys are not derived from the brand's master key */
    fileReadKeyEncrypted: text('file_read_key_encrypted'),
    /** the highest read counter a valid tap showed */
    lastCounter: integer('last_counter'),
    lastGenuineAt: ts('last_genuine_at'),
    /** development only: the last counter the simulated chip wrote (GET /api/dev/tap) */
    simulatedCounter: integer('simulated_counter'),
    registeredAt: ts('registered_at').notNull(),
    unlinkedAt: ts('unlinked_at'),
  },
  (t) => [
    uniqueIndex('tags_client_uid_idx').on(t.clientId, t.uid),
    uniqueIndex('tags_linked_item_idx')
      .on(t.itemId)
      .where(sql`${t.unlinkedAt} is null`),
    // a tap reads every tag made for the item it names
    index('tags_item_idx').on(t.itemId),
    index('tags_client_registered_idx').on(t.clientId, t.registeredAt),
  ],
);

/** The tap ledger: every read of a tag's URL (time, counter, verdict), never who read it or where. */
export const tagTaps = pgTable(
  'tag_taps',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id, { onDelete: 'cascade' }),
    /** the item the tap's address named */
    itemId: uuid('item_id').references(() => items.id, { onDelete: 'cascade' }),
    /** the tag its MAC proved (null: forged or unknown) */
    tagId: uuid('tag_id').references(() => tags.id, { onDelete: 'cascade' }),
    /** genuine | replayed | forged | unknown | unlinked */
    verdict: text('verdict').notNull(),
    counter: integer('counter'),
    /** the tag's highest counter before this tap */
    highestBefore: integer('highest_before'),
    at: ts('at').notNull(),
  },
  (t) => [
    index('tag_taps_item_idx').on(t.itemId, t.at),
    index('tag_taps_tag_idx').on(t.tagId, t.at),
    index('tag_taps_alerts_idx')
      .on(t.clientId, t.at)
      .where(sql`${t.verdict} in ('replayed', 'forged')`),
  ],
);
