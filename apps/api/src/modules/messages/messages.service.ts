// Brand messages (docs/product.md "Messages"): a brand writes to the owner of one of its items or to the
// owners of one of its collections; an owner reads an item's messages (its own and its collection's) in
// their language, and reading a page marks exactly that page seen for that item. The owners reached hear
// of a new message once it is committed, within their daily notice budget: the message's notices are a job
// of the durable queue (decision 014), queued with the message, which queues one notice job per owner
// (each once, whatever the retries); a failed notice is retried, never thrown. Each API key posts at most
// so many messages a minute and an hour (security finding 6).
import { randomUUID } from 'node:crypto';
import {
  BRAND_MESSAGES_PER_KEY_PER_HOUR,
  BRAND_MESSAGES_PER_KEY_PER_MINUTE,
  type ConsoleMessage,
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
import type { BrandActor } from '../audit/audit';
import type { AuditRepository } from '../audit/audit.repository';
import type { MessageAuthor } from './messages.repository';
import type { JobPayload } from '../jobs/job-kinds';
import { Service } from '../service';
import type { JobQueue, JobRun } from '../jobs/job-queue';
import type { OwnerNotifier } from '../notifications/owner-notifier';
import { storeMessagePicture } from './message-picture';
import { messageNotice } from './message-texts';
import {
  messageTextColumns,
  type MessageRow,
  type MessagesRepository,
  type OwnerPageRow,
} from './messages.repository';
import { asLanguage } from '../../lib/messages';

/** Owners told at once about a new message (each notice is an SMS and maybe an e-mail or a push). */
const NOTIFY_CONCURRENCY = 8;

/** The kind of job that tells a new message's owners. */
export const MESSAGE_NOTICES_JOB = 'message-notices';

/** A message-notices job's payload: the message, the owners it reached when posted, and what to tell them. */
type MessageNoticesPayload = JobPayload<typeof MESSAGE_NOTICES_JOB>;

/** The idempotency key of the notice of a message to one owner. */
const ownerNoticeKey = (messageId: string, userId: string) => `message:${messageId}:${userId}`;

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
  audit: AuditRepository;
  notifier: OwnerNotifier;
  jobs: JobQueue;
  storage: StorageProvider;
  urls: MediaUrls;
  publicUrl: string;
  clock: Clock;
  log: FastifyBaseLogger;
}

export class MessagesService extends Service<MessagesServiceDeps> {
  // ---- the owner's side ----

  /** `readerLanguage`: the language the app is showing (Accept-Language), else the account's. */
  async list(ownerId: string, itemId: string, limit: number, offset: number, readerLanguage?: Language) {
    const item = await this.deps.repo.ownedItem(ownerId, itemId);
    if (!item) throw notFound();
    const language: Language = readerLanguage ?? asLanguage(item.language);
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
  private async checkKeyLimits(author: MessageAuthor, now: Date, tx?: DbOrTx): Promise<void> {
    const since = addSeconds(now, -LONGEST_KEY_WINDOW);
    const times = await this.deps.repo.postedBySince(author, since, MOST_KEY_MESSAGES, tx);
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

  /** A message of the brand's, written by an API key or a staff member: each has the same limits. */
  async post(brand: BrandActor, body: BrandMessageInput): Promise<ConsoleMessage> {
    const { clientId } = brand;
    if (brand.kind === 'cli' || !brand.id)
      throw new Error('A brand message has an author: a key or a person');
    const author: MessageAuthor = brand.kind === 'key' ? { keyId: brand.id } : { staffId: brand.id };
    const now = this.deps.clock.now();
    await this.checkKeyLimits(author, now);
    const target = body.productId
      ? await this.deps.repo.brandItem(clientId, body.productId)
      : await this.deps.repo.brandCollection(clientId, body.collectionId ?? '');
    if (!target) throw notFound();
    const scope = body.productId ? 'item' : 'collection';
    const id = randomUUID();
    const pictureKey = body.picture ? await storeMessagePicture(this.deps.storage, id, body.picture) : null;
    const brandName = await this.deps.repo.brandName(clientId);
    const { row, owners, notices } = await this.deps.repo
      .transaction(async (tx) => {
        await this.deps.repo.lockAuthor(tx, author);
        await this.checkKeyLimits(author, now, tx);
        const inserted = await this.deps.repo.insert(tx, {
          id,
          clientId,
          ...author,
          author: brand.label,
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
        // the owners' notices are queued with the message: they exist if, and only if, it does
        const payload: MessageNoticesPayload = {
          messageId: id,
          owners: reached,
          facts: {
            brand: brandName,
            about: target.name,
            scope,
            title: { en: inserted.titleEn, fr: inserted.titleFr },
            link:
              scope === 'item'
                ? `${this.deps.publicUrl}/items/${target.id}/messages/${id}`
                : `${this.deps.publicUrl}/collections/${target.id}`,
          },
        };
        const held =
          reached.length > 0
            ? await this.deps.jobs.enqueueHeld(
                { kind: MESSAGE_NOTICES_JOB, key: `message:${id}`, payload },
                tx,
              )
            : undefined;
        await this.deps.audit.record(
          tx,
          brand,
          {
            action: 'message.sent',
            target: { kind: scope, id: target.id, label: target.name },
            details: { messageId: id, title: inserted.titleEn, recipients: reached.length },
          },
          now,
        );
        return { row: inserted, owners: reached, notices: held };
      })
      .catch(async (err: unknown) => {
        if (pictureKey) await this.deps.storage.delete(pictureKey).catch(() => undefined);
        throw err;
      });
    // the brand's request does not wait for the owners (a collection may have many): drain() does
    if (notices) this.deps.jobs.runSoon(notices);
    return this.presentForBrand(row, owners.length, 0);
  }

  async brandList(clientId: string, limit: number, offset: number) {
    const { rows, total } = await this.deps.repo.brandPage(clientId, limit, offset);
    const [recipients, reads] = await Promise.all([
      this.deps.repo.recipientsOf(rows),
      this.deps.repo.readsOf(rows),
    ]);
    return {
      items: rows.map((r) => this.presentForBrand(r, recipients.get(r.id) ?? 0, reads.get(r.id) ?? 0)),
      total,
    };
  }

  private presentForBrand(row: MessageRow, recipients: number, reads: number): ConsoleMessage {
    return {
      reads,
      author: row.author,
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
   * Takes one of the owner's daily notices for this message, if any is left, and queues the notice in the
   * same transaction, held for this worker. Counted under the owner's lock, so that messages from several
   * brands or instances at once cannot overspend the budget; a notice queued by an earlier run of the job
   * (a retry) is neither counted nor queued again. Undefined: nothing to send now.
   */
  private async queueNotice(userId: string, payload: MessageNoticesPayload) {
    const now = this.deps.clock.now();
    const since = addSeconds(now, -DAY_SECONDS);
    const key = ownerNoticeKey(payload.messageId, userId);
    return this.deps.repo.transaction(async (tx) => {
      await this.deps.repo.lockOwnerNotices(tx, userId);
      if (await this.deps.jobs.queued(key, tx)) return undefined;
      await this.deps.repo.forgetNotices(tx, userId, since);
      if ((await this.deps.repo.noticesSince(tx, userId, since)) >= BRAND_NOTICES_PER_OWNER_PER_DAY) {
        this.deps.log.info(
          { userId, messageId: payload.messageId },
          'message notice not sent: daily budget spent',
        );
        return undefined;
      }
      await this.deps.repo.recordNotice(tx, { userId, messageId: payload.messageId, createdAt: now });
      const notice = this.deps.notifier.noticeJob(
        userId,
        (language) => messageNotice(language, payload.facts),
        key,
      );
      return this.deps.jobs.enqueueHeld(notice, tx);
    });
  }

  /**
   * Runs a message-notices job: each owner reached gets a notice job of their own, sent at once (an owner
   * whose daily budget is spent is not told; the message waits, unseen, in the app). A retry after a crash
   * skips the owners whose notice was queued. A notice that fails is retried as its own job.
   */
  async tellOwners(run: JobRun<typeof MESSAGE_NOTICES_JOB>): Promise<void> {
    const { payload } = run;
    const queue = [...payload.owners];
    let failures = 0;
    let lost: unknown;
    const worker = async () => {
      for (let userId = queue.shift(); userId; userId = queue.shift()) {
        try {
          // a long list keeps the job this run's; once another worker has it, this run stops
          await run.renew();
        } catch (err) {
          lost = err;
          queue.length = 0;
          return;
        }
        try {
          const held = await this.queueNotice(userId, payload);
          if (held) await this.deps.jobs.run(held);
        } catch (err) {
          this.deps.log.warn({ err, userId, messageId: payload.messageId }, 'message notice not queued');
          failures += 1;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(NOTIFY_CONCURRENCY, queue.length) }, worker));
    if (lost) throw lost;
    if (failures > 0) throw new Error(`${failures} owner notice(s) not queued`);
  }

  /** Waits for the notices under way (on close, and in tests). */
  async drain(): Promise<void> {
    await this.deps.jobs.drain();
  }
}
