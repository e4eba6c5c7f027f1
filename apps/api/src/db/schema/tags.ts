// NFC tags (decisions 021, 024): brands' master keys, tags and taps.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { belongsTo, id, refersTo, ts } from './columns';
import { clients } from './brands';
import { items } from './items';

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
    id: id(),
    clientId: belongsTo('client_id', () => clients.id),
    /** 7 bytes, upper-case hex */
    uid: text('uid').notNull(),
    /** the item the tag was made for (its URL names it) */
    itemId: belongsTo('item_id', () => items.id),
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
    id: id(),
    clientId: belongsTo('client_id', () => clients.id),
    /** the item the tap's address named */
    itemId: refersTo('item_id', () => items.id, 'cascade'),
    /** the tag its MAC proved (null: forged or unknown) */
    tagId: refersTo('tag_id', () => tags.id, 'cascade'),
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
