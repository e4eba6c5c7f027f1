// A brand's catalogue in the console (issue 18): collections (texts, colours, cover), what is on sale, the orders
// and the overview; the items of its stock are catalogue-items.service.ts. Every new item's token is minted to
// the brand's custody address in the transaction that creates it (on a chain: queued for the chain worker), and
// every change is in the brand's audit log.
import {
  type CollectionInput,
  type ConsoleCollection,
  type ConsoleItemState,
  consoleItemStates,
  type ConsoleOrder,
  type ConsoleOverview,
  gtin14Of,
  type Price,
  repairStates,
} from '@heirloom/contract';
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { detectImageKind, processImage, UnreadableImageError } from '../../lib/images';
import type { MediaUrls } from '../../lib/media-urls';
import { maskPhone } from '../../lib/phone';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { AuditEvent, BrandActor } from '../audit/audit';
import type { AuditRepository } from '../audit/audit.repository';
import type { ClientsRepository } from '../clients/clients.repository';
import type { CustodyService } from '../custody/custody.service';
import type { HistoryRepository } from '../history/history.repository';
import type { ImagesRepository } from '../images/images.repository';
import type { ItemWritesRepository } from '../items/item-writes.repository';
import type { CatalogueRepository, CollectionRow } from './catalogue.repository';

const SALES_DAYS = 30;

export interface CatalogueDeps {
  repo: CatalogueRepository;
  clients: ClientsRepository;
  items: ItemWritesRepository;
  history: HistoryRepository;
  images: ImagesRepository;
  audit: AuditRepository;
  /** the new items' tokens are minted into the brand's custody */
  custody: CustodyService;
  /** a new brand picture changes the token's metadata: wallets are told (ERC-4906, decision 030) */
  tokens: { metadataChanged(tx: DbOrTx, itemIds: string[], at: Date): Promise<number> };
  storage: StorageProvider;
  urls: MediaUrls;
  publicUrl: string;
  clock: Clock;
}

export const iso = (date: Date) => date.toISOString();
const zeroCounts = () =>
  Object.fromEntries(consoleItemStates.map((state) => [state, 0])) as Record<ConsoleItemState, number>;

export class CatalogueService {
  constructor(private readonly deps: CatalogueDeps) {}

  // ---- collections ----

  async collections(clientId: string): Promise<ConsoleCollection[]> {
    const [rows, counts] = await Promise.all([
      this.deps.repo.collectionsOf(clientId),
      this.deps.repo.stateCounts(clientId),
    ]);
    return rows.map((row) => this.presentCollection(row, counts));
  }

  private async oneCollection(clientId: string, row: CollectionRow, tx?: DbOrTx) {
    return this.presentCollection(row, await this.deps.repo.stateCounts(clientId, tx));
  }

  private presentCollection(
    row: CollectionRow,
    counts: { collectionId: string; state: ConsoleItemState; n: number }[],
  ): ConsoleCollection {
    const mine = zeroCounts();
    for (const c of counts) if (c.collectionId === row.id) mine[c.state] = c.n;
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      coverUrl: row.coverKey ? this.deps.urls.collectionCover(row.id, row.coverKey) : null,
      theme: row.theme ?? null,
      gtin: row.gtin,
      onSale: row.onSale,
      price:
        row.priceAmount !== null && row.priceCurrency
          ? { amount: row.priceAmount, currency: row.priceCurrency }
          : null,
      counts: mine,
      total: Object.values(mine).reduce((a, b) => a + b, 0),
      createdAt: iso(row.createdAt),
    };
  }

  async createCollection(actor: BrandActor, body: Required<CollectionInput>): Promise<ConsoleCollection> {
    const now = this.deps.clock.now();
    const gtin = await this.collectionGtin(body.gtin);
    return this.deps.repo
      .transaction(async (tx) => {
        const row = await this.deps.repo.insertCollection(tx, {
          clientId: actor.clientId,
          name: body.name,
          description: body.description,
          theme: body.theme,
          gtin,
          createdAt: now,
        });
        const event = collectionEvent('collection.created', row, { ...body, gtin });
        await this.deps.audit.record(tx, actor, event, now);
        return this.oneCollection(actor.clientId, row, tx);
      })
      .catch(whenGtinTaken(gtin));
  }

  /**
   * A GTIN the console gave, as the GTIN-14 a Digital Link names (decision 022): 400 when it is no GTIN (length,
   * digits, check digit), 409 when another collection, of any brand, has it already; null when none is given.
   */
  private async collectionGtin(given: string | null, collectionId?: string): Promise<string | null> {
    if (given === null || given === '') return null;
    const gtin = gtin14Of(given);
    if (!gtin) throw new AppError(400, 'GTIN_INVALID', { field: 'gtin' });
    const holder = await this.deps.repo.collectionWithGtin(gtin);
    if (holder !== undefined && holder !== collectionId) throw gtinTaken(gtin);
    return gtin;
  }

  async updateCollection(
    actor: BrandActor,
    collectionId: string,
    body: Required<CollectionInput>,
  ): Promise<ConsoleCollection> {
    const gtin = await this.collectionGtin(body.gtin, collectionId);
    return this.changeCollection(actor, collectionId, 'collection.updated', async () => ({
      name: body.name,
      description: body.description,
      theme: body.theme,
      gtin,
    })).catch(whenGtinTaken(gtin));
  }

  /** Opens the collection in the shop at a price, or closes it (its items on sale stay so, out of the shop). */
  async setSale(
    actor: BrandActor,
    collectionId: string,
    body: { onSale: boolean; price?: Price },
  ): Promise<ConsoleCollection> {
    return this.changeCollection(
      actor,
      collectionId,
      body.onSale ? 'collection.opened' : 'collection.closed',
      async () => ({
        onSale: body.onSale,
        ...(body.price
          ? { priceAmount: body.price.amount, priceCurrency: body.price.currency.toUpperCase() }
          : {}),
      }),
    );
  }

  /** The cover picture: re-encoded (metadata stripped), stored, and the old one removed once replaced. */
  async setCover(actor: BrandActor, collectionId: string, bytes: Buffer): Promise<ConsoleCollection> {
    if (!(await this.deps.repo.collection(actor.clientId, collectionId))) throw notFound();
    const processed = await picture(bytes);
    const key = `collections/${collectionId}/${randomUUID()}.webp`;
    await this.deps.storage.put(key, processed.full, processed.contentType);
    let previous: string | null = null;
    const presented = await this.changeCollection(
      actor,
      collectionId,
      'collection.cover_changed',
      async (row) => {
        previous = row.coverKey;
        return { coverKey: key };
      },
    ).catch(async (err: unknown) => {
      await this.deps.storage.delete(key).catch(() => undefined);
      throw err;
    });
    if (previous) await this.deps.storage.delete(previous).catch(() => undefined);
    return presented;
  }

  private async changeCollection(
    actor: BrandActor,
    collectionId: string,
    action: string,
    change: (row: CollectionRow) => Promise<Partial<CollectionRow>>,
  ): Promise<ConsoleCollection> {
    const now = this.deps.clock.now();
    return this.deps.repo.transaction(async (tx) => {
      const before = await this.deps.repo.collection(actor.clientId, collectionId, tx, true);
      if (!before) throw notFound();
      const values = await change(before);
      const row = await this.deps.repo.updateCollection(tx, collectionId, values);
      const changed = Object.fromEntries(
        Object.entries(values).filter(
          ([key, value]) => JSON.stringify(before[key as keyof CollectionRow]) !== JSON.stringify(value),
        ),
      );
      await this.deps.audit.record(tx, actor, collectionEvent(action, row, changed), now);
      return this.oneCollection(actor.clientId, row, tx);
    });
  }

  // ---- orders ----

  async orders(clientId: string, limit: number, offset: number) {
    const { rows, total } = await this.deps.repo.orders(clientId, limit, offset);
    return { items: rows.map(presentOrder), total };
  }

  /** One of the brand's orders (another brand's: 404). */
  async order(clientId: string, orderId: string): Promise<ConsoleOrder> {
    const row = await this.deps.repo.order(clientId, orderId);
    if (!row) throw notFound();
    return presentOrder(row);
  }

  // ---- the overview ----

  async overview(clientId: string): Promise<ConsoleOverview> {
    const since = addSeconds(this.deps.clock.now(), -SALES_DAYS * 86_400);
    const [counts, repairs, finderContacts, sales] = await Promise.all([
      this.deps.repo.stateCounts(clientId),
      this.deps.repo.openRepairs(clientId),
      this.deps.repo.unreadFinderContacts(clientId),
      this.deps.repo.sales(clientId, since),
    ]);
    const items = zeroCounts();
    for (const c of counts) items[c.state] += c.n;
    const byState = Object.fromEntries(repairStates.map((s) => [s, 0])) as ConsoleOverview['repairs'];
    for (const r of repairs) byState[r.state as keyof typeof byState] = r.n;
    return {
      items,
      repairs: byState,
      finderContacts,
      sales: {
        days: SALES_DAYS,
        count: sales.reduce((n, s) => n + s.n, 0),
        amounts: sales.map((s) => ({ amount: s.amount, currency: s.currency.toUpperCase() })),
      },
    };
  }
}

/** A brand's picture, checked by its content and re-encoded (415 for what is not a picture this server reads). */
export async function picture(bytes: Buffer) {
  const kind = detectImageKind(bytes);
  if (!kind) throw new AppError(415, 'UNSUPPORTED_IMAGE', { kind: 'unknown' });
  try {
    return await processImage(bytes);
  } catch (err) {
    if (err instanceof UnreadableImageError)
      throw new AppError(415, kind === 'heif' ? 'HEIC_NOT_SUPPORTED' : 'UNSUPPORTED_IMAGE', { kind });
    throw err;
  }
}

type OrderRow = NonNullable<Awaited<ReturnType<CatalogueRepository['order']>>>;

function presentOrder({ order, item, collection, phone }: OrderRow): ConsoleOrder {
  return {
    id: order.id,
    item: { ...item, collection },
    price: { amount: order.amount, currency: order.currency.toUpperCase() },
    state: order.state,
    buyer: phone ? maskPhone(phone) : null,
    // a return carries who refunded it and why; a payment that went back by itself has neither
    refund:
      order.state === 'refunded'
        ? {
            at: iso(order.refundedAt ?? order.updatedAt),
            by: order.refundedBy,
            reason: order.refundReason,
            settled: order.refundedAt === null || order.refundSettledAt !== null,
          }
        : null,
    createdAt: iso(order.createdAt),
    updatedAt: iso(order.updatedAt),
  };
}

function collectionEvent(action: string, row: CollectionRow, details: Record<string, unknown>): AuditEvent {
  return { action, target: { kind: 'collection', id: row.id, label: row.name }, details };
}

const gtinTaken = (gtin: string) => new AppError(409, 'GTIN_TAKEN', { field: 'gtin', gtin });

/** The database's own refusal of a GTIN another collection took meanwhile, as the 409 the check gives. */
function whenGtinTaken(gtin: string | null) {
  return (err: unknown): never => {
    const { code, cause } = (err ?? {}) as { code?: unknown; cause?: { code?: unknown } };
    if (gtin !== null && (code === '23505' || cause?.code === '23505')) throw gtinTaken(gtin);
    throw err;
  };
}
