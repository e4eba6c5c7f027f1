// Brand messages (ARCHITECTURE §6 "Messages"): a brand writes to the owner of one of its items or to the
// owners of one of its collections; an owner reads an item's messages (its own and its collection's) in
// their language, and reading a page marks exactly that page seen for that item. The owners reached hear
// of a new message once it is committed, within their daily notice budget; a failed notice is logged,
// never thrown. Each API key posts at most so many messages a minute and an hour (security finding 6).
import { randomUUID } from 'node:crypto';
import {
  BRAND_MESSAGES_PER_KEY_PER_HOUR,
  BRAND_MESSAGES_PER_KEY_PER_MINUTE,
  type BrandMessage,
  type BrandMessageInput,
  type Language,
  type Message,
  type UnseenByCollection,
  type UnseenByProduct,
} from '@heirloom/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import { notFound, tooManyRequests } from '../../lib/errors';
import type { MediaUrls } from '../../lib/media-urls';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { BrandCaller } from '../brand/brand-keys';
import type { OwnerNotifier } from '../notifications/owner-notifier';
import { storeMessagePicture } from './message-picture';
import { messageNotice } from './message-texts';
import {
  messageTextColumns,
  type MessageRow,
  type MessagesRepository,
  type OwnerPageRow,
} from './messages.repository';

/** Owners told at once about a new message (each notice is an SMS and maybe an e-mail or a push). */
const NOTIFY_CONCURRENCY = 8;

/**
 * Brand-message notices (SMS, e-mail, push) one owner gets over a rolling day, whatever the brands: past
 * it a message is stored and counted unseen, but told on no channel, so one noisy brand cannot flood a phone.
 */
export const BRAND_NOTICES_PER_OWNER_PER_DAY = 5;
const DAY_SECONDS = 24 * 60 * 60;

/** The per-key windows, each a sliding window over the key's stored messages. */
const KEY_LIMITS = [
  { seconds: 60, max: BRAND_MESSAGES_PER_KEY_PER_MINUTE },
  { seconds: 60 * 60, max: BRAND_MESSAGES_PER_KEY_PER_HOUR },
];
const LONGEST_KEY_WINDOW = Math.max(...KEY_LIMITS.map((l) => l.seconds));
const MOST_KEY_MESSAGES = Math.max(...KEY_LIMITS.map((l) => l.max));

/** Unseen counts (per collection or per item) with their sum over all the owner's items. */
const withTotal = <T extends { unseen: number }>(items: T[]) => ({
  total: items.reduce((sum, row) => sum + row.unseen, 0),
  items,
});

export const messagePictureUrl = (messageId: string) => `/api/media/messages/${messageId}/picture`;

const inLanguage = (language: Language, en: string, fr: string | null) => (language === 'fr' && fr ? fr : en);

export interface MessagesServiceDeps {
  repo: MessagesRepository;
  notifier: OwnerNotifier;
  storage: StorageProvider;
  urls: MediaUrls;
  publicUrl: string;
  clock: Clock;
  log: FastifyBaseLogger;
}

export class MessagesService {
  private readonly notifying = new Set<Promise<void>>();

  constructor(private readonly deps: MessagesServiceDeps) {}

  // ---- the owner's side ----

  /** `readerLanguage`: the language the app is showing (Accept-Language), else the account's. */
  async list(ownerId: string, itemId: string, limit: number, offset: number, readerLanguage?: Language) {
    const item = await this.deps.repo.ownedItem(ownerId, itemId);
    if (!item) throw notFound();
    const language: Language = readerLanguage ?? (item.language === 'fr' ? 'fr' : 'en');
    const { rows, total } = await this.deps.repo.ownerPage(ownerId, item, limit, offset);
    await this.deps.repo.markSeen(
      ownerId,
      itemId,
      rows.map((r) => r.message.id),
      this.deps.clock.now(),
    );
    return { items: rows.map((row) => this.present(row, itemId, language)), total };
  }

  private present(
    { message, brandName, brandHasLogo, seen }: OwnerPageRow,
    itemId: string,
    language: Language,
  ): Message {
    return {
      id: message.id,
      productId: itemId,
      scope: message.itemId ? 'item' : 'collection',
      brand: { name: brandName, logoUrl: brandHasLogo ? this.deps.urls.clientLogo(message.clientId) : null },
      title: inLanguage(language, message.titleEn, message.titleFr),
      body: inLanguage(language, message.bodyEn, message.bodyFr),
      pictureUrl: message.pictureKey ? messagePictureUrl(message.id) : null,
      link: message.link,
      createdAt: message.createdAt.toISOString(),
      seen,
    };
  }

  /** Account deletion, inside its transaction: which messages the owner has seen goes. */
  async eraseFor(tx: DbOrTx, userId: string): Promise<void> {
    await this.deps.repo.eraseFor(tx, userId);
  }

  async unseenByCollections(ownerId: string): Promise<UnseenByCollection> {
    const rows = await this.deps.repo.unseenCounts(ownerId, 'collectionId');
    return withTotal(rows.map(({ id, unseen }) => ({ collectionId: id, unseen })));
  }

  /** A collection the owner holds nothing of (or no such collection) answers {total: 0, items: []}. */
  async unseenByProducts(ownerId: string, collectionId: string): Promise<UnseenByProduct> {
    const rows = await this.deps.repo.unseenCounts(ownerId, 'itemId', collectionId);
    return withTotal(rows.map(({ id, unseen }) => ({ productId: id, unseen })));
  }

  // ---- the brand's side ----

  /**
   * 429 when the key has used up a window; Retry-After is when every full window has room again. Read once
   * before the work (a refused post decodes no picture) and again under the key's lock, where it decides.
   */
  private async checkKeyLimits(keyId: string, now: Date, tx?: DbOrTx): Promise<void> {
    const since = addSeconds(now, -LONGEST_KEY_WINDOW);
    const times = await this.deps.repo.postedByKeySince(keyId, since, MOST_KEY_MESSAGES, tx);
    let wait = 0;
    for (const { seconds, max } of KEY_LIMITS) {
      const inWindow = times.filter((time) => time > addSeconds(now, -seconds));
      const leaving = inWindow[max - 1];
      if (!leaving) continue;
      // the window has room once its max-th newest message has left it
      wait = Math.max(wait, Math.ceil((leaving.getTime() + seconds * 1000 - now.getTime()) / 1000), 1);
    }
    if (wait > 0) {
      throw tooManyRequests('BRAND_MESSAGES_RATE_LIMITED', wait, { minutes: Math.ceil(wait / 60) });
    }
  }

  async post(brand: BrandCaller, body: BrandMessageInput): Promise<BrandMessage> {
    const { clientId, keyId } = brand;
    const now = this.deps.clock.now();
    await this.checkKeyLimits(keyId, now);
    const target = body.productId
      ? await this.deps.repo.brandItem(clientId, body.productId)
      : await this.deps.repo.brandCollection(clientId, body.collectionId ?? '');
    if (!target) throw notFound();
    const scope = body.productId ? 'item' : 'collection';
    const id = randomUUID();
    const pictureKey = body.picture ? await storeMessagePicture(this.deps.storage, id, body.picture) : null;
    const { row, owners } = await this.deps.repo
      .transaction(async (tx) => {
        await this.deps.repo.lockKey(tx, keyId);
        await this.checkKeyLimits(keyId, now, tx);
        const inserted = await this.deps.repo.insert(tx, {
          id,
          clientId,
          keyId,
          itemId: scope === 'item' ? target.id : null,
          collectionId: scope === 'collection' ? target.id : null,
          ...messageTextColumns(body),
          pictureKey,
          createdAt: now,
        });
        const reached = await this.deps.repo.ownersReached(
          tx,
          scope === 'item' ? { itemId: target.id } : { collectionId: target.id },
        );
        return { row: inserted, owners: reached };
      })
      .catch(async (err: unknown) => {
        if (pictureKey) await this.deps.storage.delete(pictureKey).catch(() => undefined);
        throw err;
      });
    this.notifyOwners(row.id, owners, {
      brand: await this.deps.repo.brandName(clientId),
      about: target.name,
      scope,
      title: { en: row.titleEn, fr: row.titleFr },
      link:
        scope === 'item'
          ? `${this.deps.publicUrl}/items/${target.id}/messages/${row.id}`
          : `${this.deps.publicUrl}/collections/${target.id}`,
    });
    return this.presentForBrand(row, owners.length);
  }

  async brandList(clientId: string, limit: number, offset: number) {
    const { rows, total } = await this.deps.repo.brandPage(clientId, limit, offset);
    const recipients = await this.deps.repo.recipientsOf(rows);
    return { items: rows.map((r) => this.presentForBrand(r, recipients.get(r.id) ?? 0)), total };
  }

  private presentForBrand(row: MessageRow, recipients: number): BrandMessage {
    return {
      id: row.id,
      productId: row.itemId,
      collectionId: row.collectionId,
      title: { en: row.titleEn, fr: row.titleFr },
      body: { en: row.bodyEn, fr: row.bodyFr },
      pictureUrl: row.pictureKey ? messagePictureUrl(row.id) : null,
      link: row.link,
      createdAt: row.createdAt.toISOString(),
      recipients,
    };
  }

  /** The stored picture of a message, if it has one. */
  async picture(messageId: string): Promise<Buffer | undefined> {
    const key = await this.deps.repo.pictureKey(messageId);
    return key ? this.deps.storage.get(key) : undefined;
  }

  /**
   * Takes one of the owner's daily notices for this message, if any is left. Counted in the database under
   * the owner's lock, so that messages from several brands or instances at once cannot overspend it.
   */
  private async claimNotice(userId: string, messageId: string): Promise<boolean> {
    const now = this.deps.clock.now();
    const since = addSeconds(now, -DAY_SECONDS);
    return this.deps.repo.transaction(async (tx) => {
      await this.deps.repo.lockOwnerNotices(tx, userId);
      await this.deps.repo.forgetNotices(tx, userId, since);
      if ((await this.deps.repo.noticesSince(tx, userId, since)) >= BRAND_NOTICES_PER_OWNER_PER_DAY)
        return false;
      return this.deps.repo.recordNotice(tx, { userId, messageId, createdAt: now });
    });
  }

  /**
   * Tells the owners in the background (a collection may have many): the brand's request does not wait.
   * An owner whose daily budget is spent is not told; the message waits, unseen, in the app.
   * `drain()` waits for the notices under way (on close, and in tests).
   */
  private notifyOwners(
    messageId: string,
    owners: string[],
    facts: Parameters<typeof messageNotice>[1],
  ): void {
    if (owners.length === 0) return;
    const queue = [...owners];
    const tell = async (userId: string) => {
      if (!(await this.claimNotice(userId, messageId))) {
        this.deps.log.info({ userId, messageId }, 'message notice not sent: daily budget spent');
        return;
      }
      await this.deps.notifier.notify(userId, (language) => messageNotice(language, facts));
    };
    const worker = async () => {
      for (let userId = queue.shift(); userId; userId = queue.shift()) {
        await tell(userId).catch((err: unknown) =>
          this.deps.log.warn({ err, userId }, 'message notice failed'),
        );
      }
    };
    const run = Promise.all(Array.from({ length: Math.min(NOTIFY_CONCURRENCY, owners.length) }, worker)).then(
      () => undefined,
    );
    this.notifying.add(run);
    void run.finally(() => this.notifying.delete(run));
  }

  async drain(): Promise<void> {
    while (this.notifying.size > 0) await Promise.all([...this.notifying]);
  }
}
