// Certificates of ownership as W3C Verifiable Credentials (docs/decisions/034-ownership-credentials.md).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { belongsTo, id, refersTo, ts } from './columns';
import { users } from './accounts';
import { items } from './items';

/**
 * A credential issued to an item's owner: the signed document as it was handed out, and its place in the
 * revocation status list. A revoked one stays (its bit stays set, and when it was revoked can be told); the
 * owner's account deleted, it stays without them.
 */
export const ownershipCredentials = pgTable(
  'ownership_credentials',
  {
    id: id(),
    itemId: belongsTo('item_id', () => items.id),
    ownerId: refersTo('owner_id', () => users.id),
    /** the status list it has a bit in (its URL's number) and the bit's index */
    statusList: integer('status_list').notNull(),
    statusIndex: integer('status_index').notNull(),
    /** the signed credential (JSON-LD with its proof), as handed out */
    document: text('document').notNull(),
    issuedAt: ts('issued_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    uniqueIndex('ownership_credentials_status_idx').on(t.statusList, t.statusIndex),
    // one active credential per item and owner
    uniqueIndex('ownership_credentials_active_idx')
      .on(t.itemId, t.ownerId)
      .where(sql`${t.revokedAt} is null`),
    index('ownership_credentials_revoked_idx').on(t.statusList, t.revokedAt),
  ],
);
