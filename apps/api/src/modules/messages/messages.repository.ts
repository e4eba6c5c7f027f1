// SQL of brand messages: an owner's item and its messages (item-wide and collection-wide), the reads,
// the unseen counts (one query each, on the message and read indexes), the brand's side, and the counts
// behind the per-key rate limits and the owners' daily notice budget (serialized by advisory locks).
import type { BrandMessageInput } from '@heirloom/contract';
import {
  and,
  asc,
  count,
  countDistinct,
  desc,
  eq,
  exists,
  gt,
  inArray,
  isNotNull,
  lte,
  notExists,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { countWhere, paged } from '../../db/paged';
import { Repository } from '../../db/repository';
import {
  brandMessageNotices,
  brandMessages,
  clients,
  collections,
  items,
  messageReads,
  users,
} from '../../db/schema';
import { lockKeys } from '../../db/locks';

export type MessageRow = typeof brandMessages.$inferSelect;

/** A message's words and link as brand_messages keeps them: English always, French when written. */
export function messageTextColumns(message: Pick<BrandMessageInput, 'title' | 'body' | 'link'>) {
  return {
    titleEn: message.title.en,
    titleFr: message.title.fr ?? null,
    bodyEn: message.body.en,
    bodyFr: message.body.fr ?? null,
    link: message.link ?? null,
  };
}

export interface OwnedItem {
  itemId: string;
  collectionId: string;
  language: string;
}

export interface OwnerPageRow {
  message: MessageRow;
  brandName: string;
  brandHasLogo: boolean;
  seen: boolean;
}

/** Owners count when their account is live: pending accounts read the messages once they sign up. */
const liveOwner = eq(users.status, 'active');

/** Who posts: an API key or a staff member (each has its own rate limits). */
export type MessageAuthor = { keyId: string } | { staffId: string };

export class MessagesRepository extends Repository {
  /** The item, if `ownerId` holds it, with its collection and the owner's language. */
  async ownedItem(ownerId: string, itemId: string): Promise<OwnedItem | undefined> {
    const [row] = await this.db
      .select({ itemId: items.id, collectionId: items.collectionId, language: users.language })
      .from(items)
      .innerJoin(users, eq(users.id, items.ownerId))
      .where(and(eq(items.id, itemId), eq(items.ownerId, ownerId)))
      .limit(1);
    return row;
  }

  private reaching(item: OwnedItem): SQL {
    return or(
      eq(brandMessages.itemId, item.itemId),
      eq(brandMessages.collectionId, item.collectionId),
    ) as SQL;
  }

  /** A page of the messages reaching the item, newest first, each with whether the owner had seen it. */
  async ownerPage(ownerId: string, item: OwnedItem, limit: number, offset: number) {
    const where = this.reaching(item);
    const seen = exists(this.readOf(ownerId, item.itemId));
    const { rows, total } = await paged(
      this.db
        .select({
          message: brandMessages,
          brandName: clients.name,
          brandHasLogo: sql<boolean>`${clients.logoSvg} is not null`,
          seen: sql<boolean>`${seen}`,
        })
        .from(brandMessages)
        .innerJoin(clients, eq(clients.id, brandMessages.clientId))
        .where(where)
        .orderBy(desc(brandMessages.createdAt), desc(brandMessages.id))
        .limit(limit)
        .offset(offset),
      countWhere(this.db, brandMessages, where),
    );
    return { rows: rows as OwnerPageRow[], total };
  }

  /** The owner's read of the brand message in the outer query, on this item (a string or a column). */
  private readOf(ownerId: string, itemId: string | typeof items.id) {
    return this.db
      .select({ one: sql`1` })
      .from(messageReads)
      .where(
        and(
          eq(messageReads.userId, ownerId),
          eq(messageReads.itemId, itemId),
          eq(messageReads.messageId, brandMessages.id),
        ),
      );
  }

  /** Marks these messages seen for this item (a repeated read changes nothing). */
  async markSeen(ownerId: string, itemId: string, messageIds: string[], now: Date): Promise<void> {
    if (messageIds.length === 0) return;
    await this.db
      .insert(messageReads)
      .values(messageIds.map((messageId) => ({ userId: ownerId, itemId, messageId, seenAt: now })))
      .onConflictDoNothing();
  }

  /**
   * One row per (owner's item, unseen message reaching it): the item's own messages, then its collection's
   * (a collection message appears once for each of the owner's items in that collection). Each branch
   * walks the owner's items index, a brand_messages index and the message_reads primary key.
   */
  private unseenPairs(ownerId: string, collectionId?: string) {
    const unread = and(
      eq(items.ownerId, ownerId),
      collectionId ? eq(items.collectionId, collectionId) : undefined,
      notExists(this.readOf(ownerId, items.id)),
    );
    const pair = { itemId: items.id, collectionId: items.collectionId };
    const forItems = this.db
      .select(pair)
      .from(items)
      .innerJoin(brandMessages, eq(brandMessages.itemId, items.id))
      .where(unread);
    const forCollections = this.db
      .select(pair)
      .from(items)
      .innerJoin(brandMessages, eq(brandMessages.collectionId, items.collectionId))
      .where(unread);
    return forItems.unionAll(forCollections).as('unseen');
  }

  /**
   * The owner's unseen messages counted per collection or per item (`per`), in the order of their ids;
   * `collectionId`: only that collection's items.
   */
  async unseenCounts(ownerId: string, per: 'collectionId' | 'itemId', collectionId?: string) {
    const unseen = this.unseenPairs(ownerId, collectionId);
    return this.db
      .select({ id: unseen[per], unseen: count() })
      .from(unseen)
      .groupBy(unseen[per])
      .orderBy(asc(unseen[per]));
  }

  // ---- the brand's side ----

  /** The item (with its current owner) if it belongs to one of the brand's collections. */
  async brandItem(clientId: string, itemId: string) {
    const [row] = await this.db
      .select({ id: items.id, name: items.name, ownerId: items.ownerId })
      .from(items)
      .innerJoin(collections, eq(collections.id, items.collectionId))
      .where(and(eq(items.id, itemId), eq(collections.clientId, clientId)))
      .limit(1);
    return row;
  }

  async brandCollection(clientId: string, collectionId: string) {
    const [row] = await this.db
      .select({ id: collections.id, name: collections.name })
      .from(collections)
      .where(and(eq(collections.id, collectionId), eq(collections.clientId, clientId)))
      .limit(1);
    return row;
  }

  async brandName(clientId: string): Promise<string> {
    const [row] = await this.db.select({ name: clients.name }).from(clients).where(eq(clients.id, clientId));
    return row?.name ?? '';
  }

  /** The distinct live owners a message for this item or collection reaches now. */
  async ownersReached(tx: DbOrTx, target: { itemId: string } | { collectionId: string }): Promise<string[]> {
    const rows = await tx
      .selectDistinct({ id: users.id })
      .from(items)
      .innerJoin(users, eq(users.id, items.ownerId))
      .where(
        and(
          'itemId' in target ? eq(items.id, target.itemId) : eq(items.collectionId, target.collectionId),
          liveOwner,
        ),
      );
    return rows.map((r) => r.id);
  }

  async insert(tx: DbOrTx, values: typeof brandMessages.$inferInsert): Promise<MessageRow> {
    const [row] = await tx.insert(brandMessages).values(values).returning();
    if (!row) throw new Error('message not stored');
    return row;
  }

  // ---- the per-key rate limits ----

  /**
   * Serializes the posts of one author (an API key or a staff member) until the transaction ends, so that two
   * instances cannot both see room for one more message.
   */
  async lockAuthor(tx: DbOrTx, author: MessageAuthor): Promise<void> {
    const id = 'keyId' in author ? author.keyId : author.staffId;
    await lockKeys(tx, `brand-messages:${id}`);
  }

  /**
   * When the author's most recent messages since `since` were posted, newest first, at most `limit` (read in
   * the transaction that holds the author's lock, or outside any to refuse early).
   */
  async postedBySince(
    author: MessageAuthor,
    since: Date,
    limit: number,
    tx: DbOrTx = this.db,
  ): Promise<Date[]> {
    const by =
      'keyId' in author ? eq(brandMessages.keyId, author.keyId) : eq(brandMessages.staffId, author.staffId);
    const rows = await tx
      .select({ createdAt: brandMessages.createdAt })
      .from(brandMessages)
      .where(and(by, gt(brandMessages.createdAt, since)))
      .orderBy(desc(brandMessages.createdAt))
      .limit(limit);
    return rows.map((r) => r.createdAt);
  }

  // ---- the owners' daily notice budget ----

  /** Serializes the notice decisions for one owner (several messages may reach them at once). */
  async lockOwnerNotices(tx: DbOrTx, userId: string): Promise<void> {
    await lockKeys(tx, `brand-notices:${userId}`);
  }

  /** Forgets the owner's notices at or before `before`: they no longer count, and the table stays small. */
  async forgetNotices(tx: DbOrTx, userId: string, before: Date): Promise<void> {
    await tx
      .delete(brandMessageNotices)
      .where(and(eq(brandMessageNotices.userId, userId), lte(brandMessageNotices.createdAt, before)));
  }

  async noticesSince(tx: DbOrTx, userId: string, since: Date): Promise<number> {
    const [row] = await tx
      .select({ n: count() })
      .from(brandMessageNotices)
      .where(and(eq(brandMessageNotices.userId, userId), gt(brandMessageNotices.createdAt, since)));
    return row?.n ?? 0;
  }

  /** Records a notice; false when this message was already told to this owner. */
  async recordNotice(tx: DbOrTx, values: typeof brandMessageNotices.$inferInsert): Promise<boolean> {
    const rows = await tx
      .insert(brandMessageNotices)
      .values(values)
      .onConflictDoNothing()
      .returning({ userId: brandMessageNotices.userId });
    return rows.length > 0;
  }

  async brandPage(clientId: string, limit: number, offset: number) {
    const where = eq(brandMessages.clientId, clientId);
    return paged(
      this.db
        .select()
        .from(brandMessages)
        .where(where)
        .orderBy(desc(brandMessages.createdAt), desc(brandMessages.id))
        .limit(limit)
        .offset(offset),
      countWhere(this.db, brandMessages, where),
    );
  }

  /** How many owners opened each message (on any of their items), in one query for the page. */
  async readsOf(rows: MessageRow[]): Promise<Map<string, number>> {
    if (rows.length === 0) return new Map();
    const counted = await this.db
      .select({ id: messageReads.messageId, n: countDistinct(messageReads.userId) })
      .from(messageReads)
      .where(
        inArray(
          messageReads.messageId,
          rows.map((r) => r.id),
        ),
      )
      .groupBy(messageReads.messageId);
    return new Map(counted.map((c) => [c.id, c.n]));
  }

  /** How many live owners each message reaches now, in one query for the page. */
  async recipientsOf(rows: MessageRow[]): Promise<Map<string, number>> {
    if (rows.length === 0) return new Map();
    const ids = rows.map((r) => r.id);
    const counted = await this.db
      .select({ id: brandMessages.id, n: countDistinct(items.ownerId) })
      .from(brandMessages)
      .innerJoin(
        items,
        or(eq(items.id, brandMessages.itemId), eq(items.collectionId, brandMessages.collectionId)),
      )
      .innerJoin(users, eq(users.id, items.ownerId))
      .where(and(inArray(brandMessages.id, ids), isNotNull(items.ownerId), liveOwner))
      .groupBy(brandMessages.id);
    return new Map(counted.map((c) => [c.id, c.n]));
  }

  async pictureKey(messageId: string): Promise<string | undefined> {
    const [row] = await this.db
      .select({ key: brandMessages.pictureKey })
      .from(brandMessages)
      .where(eq(brandMessages.id, messageId))
      .limit(1);
    return row?.key ?? undefined;
  }

  /** Account deletion: which messages the owner has seen goes. */
  async eraseFor(tx: DbOrTx, userId: string): Promise<void> {
    await tx.delete(messageReads).where(eq(messageReads.userId, userId));
  }
}
