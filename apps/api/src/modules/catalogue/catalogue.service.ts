// A brand's catalogue in the console (issue 18): collections (texts, colours, cover), the items of its stock (one
// by one or by CSV import, all or nothing), what is on sale, and the overview. Every new item's token is minted to
// the brand's custody address in the transaction that creates it (on a chain: queued for the chain worker), and
// every change is in the brand's audit log.
import {
  type CollectionInput,
  type ConsoleCollection,
  type ConsoleItem,
  type ConsoleItemState,
  consoleItemStates,
  type ConsoleOrder,
  type ConsoleOverview,
  CSV_IMPORT_MAX_ITEMS,
  type CsvLineError,
  gtin14Of,
  type Language,
  type LocalizedAttribute,
  type LocalizedText,
  type Price,
  repairStates,
} from '@heirloom/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { tokenIdOf } from '../../chain/items-contract';
import type { DbOrTx } from '../../db/client';
import { addSeconds, type Clock } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { detectImageKind, processImage, UnreadableImageError } from '../../lib/images';
import { itemAddress } from '../../lib/digital-link';
import type { MediaUrls } from '../../lib/media-urls';
import { messageFor } from '../../error-texts';
import { maskPhone } from '../../lib/phone';
import type { StorageProvider } from '../../providers/storage/storage-provider';
import type { AuditEvent, BrandActor } from '../audit/audit';
import type { AuditRepository } from '../audit/audit.repository';
import type { ClientsRepository } from '../clients/clients.repository';
import type { CustodyService } from '../custody/custody.service';
import type { HistoryRepository } from '../history/history.repository';
import type { ImagesRepository } from '../images/images.repository';
import { storePhotoFiles } from '../images/photo-files';
import type { ItemsRepository } from '../items/items.repository';
import type { CatalogueRepository, CollectionRow, ItemRow } from './catalogue.repository';
import { readItemsCsv } from './csv';

/** Where the local ledger's certificates are recorded (the same name the demo's carry). */
const LOCAL_LEDGER = 'heirloom';
const SALES_DAYS = 30;

export interface CatalogueDeps {
  repo: CatalogueRepository;
  clients: ClientsRepository;
  items: ItemsRepository;
  history: HistoryRepository;
  images: ImagesRepository;
  audit: AuditRepository;
  /** the new items' tokens are minted into the brand's custody */
  custody: CustodyService;
  storage: StorageProvider;
  urls: MediaUrls;
  publicUrl: string;
  clock: Clock;
}

interface NewItem {
  serialNumber: string;
  name: string;
  description: LocalizedText;
  attributes: LocalizedAttribute[];
}

const iso = (date: Date) => date.toISOString();
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

  // ---- items ----

  async items(
    clientId: string,
    collectionId: string,
    filters: { search?: string; state?: ConsoleItemState },
    limit: number,
    offset: number,
  ) {
    if (!(await this.deps.repo.collection(clientId, collectionId))) throw notFound();
    const { rows, total } = await this.deps.repo.itemsPage(collectionId, filters, limit, offset);
    return { items: await this.presentItems(rows), total };
  }

  private async presentItems(rows: { item: ItemRow; state: ConsoleItemState }[]): Promise<ConsoleItem[]> {
    const [pictures, gtins] = await Promise.all([
      this.deps.repo.pictures(rows.map((r) => r.item.id)),
      this.deps.repo.gtinsOf([...new Set(rows.map((r) => r.item.collectionId))]),
    ]);
    return rows.map(({ item, state }) => {
      const picture = pictures.get(item.id);
      return {
        id: item.id,
        publicId: item.publicId,
        collectionId: item.collectionId,
        name: item.name,
        serialNumber: item.serialNumber,
        description: item.description,
        attributes: item.attributes,
        state,
        mint:
          item.mintedAt && item.mintChain
            ? {
                chain: item.mintChain,
                tokenId: item.mintTokenId,
                txHash: item.mintTxHash,
                at: iso(item.mintedAt),
              }
            : null,
        publicUrl: itemAddress(this.deps.publicUrl, item, gtins.get(item.collectionId) ?? null),
        pictureUrl: picture ? this.deps.urls.publicImage(picture.id, 'thumb', picture.sha256) : null,
        declaredSince: item.oppositionSince ? iso(item.oppositionSince) : null,
        createdAt: iso(item.createdAt),
      };
    });
  }

  async createItem(actor: BrandActor, collectionId: string, body: NewItem): Promise<ConsoleItem> {
    const [item] = await this.addItems(actor, collectionId, [body], (serial) => {
      throw new AppError(409, 'SERIAL_TAKEN', { serial });
    });
    if (!item) throw new Error('the item was not created');
    return item;
  }

  /**
   * Imports a CSV file's items, all or nothing: every line is checked (and every serial number against the
   * brand's items) before one is stored; a refused file answers 400 CSV_INVALID with each line's error.
   */
  async importCsv(actor: BrandActor, collectionId: string, csv: string, language: Language) {
    if (!(await this.deps.repo.collection(actor.clientId, collectionId))) throw notFound();
    const { items, problems } = readItemsCsv(csv);
    const refuse = (lines: typeof problems) => {
      const described: CsvLineError[] = lines.map((p) => ({
        line: p.line,
        column: p.column,
        code: p.code,
        message: messageFor(p.code, language, { column: p.column ?? '', ...p.params }),
      }));
      throw new AppError(
        400,
        'CSV_INVALID',
        { count: new Set(lines.map((l) => l.line)).size },
        {},
        { lines: described },
      );
    };
    if (problems.length > 0) refuse(problems);
    const created = await this.addItems(actor, collectionId, items, (_serial, taken) =>
      refuse(
        items
          .filter((item) => taken.includes(item.serialNumber))
          .map((item) => ({
            line: item.line,
            column: 'serial_number',
            code: 'SERIAL_TAKEN',
            params: { serial: item.serialNumber },
          })),
      ),
    );
    return { imported: created.length, items: created };
  }

  /**
   * In one transaction, under the brand's catalogue lock: the items stored in stock, their tokens minted to the
   * brand (the local ledger records them at once; a chain's mints are queued), their history, one audit entry.
   */
  private async addItems(
    actor: BrandActor,
    collectionId: string,
    wanted: NewItem[],
    taken: (serial: string, all: string[]) => never,
  ): Promise<ConsoleItem[]> {
    if (wanted.length > CSV_IMPORT_MAX_ITEMS) throw new Error('too many items at once');
    const now = this.deps.clock.now();
    const rows = await this.deps.repo.transaction(async (tx) => {
      const collection = await this.deps.repo.collection(actor.clientId, collectionId, tx, true);
      if (!collection) throw notFound();
      await this.deps.repo.lockBrandCatalogue(tx, actor.clientId);
      const already = await this.deps.repo.takenSerials(
        tx,
        actor.clientId,
        wanted.map((w) => w.serialNumber),
      );
      if (already.length > 0) taken(already[0] ?? '', already);
      const custody = await this.deps.clients.custodialAddress(tx, actor.clientId);
      const local = !this.deps.custody.confirmsLater;
      const inserted = await this.deps.items.create(
        tx,
        wanted.map((w) => ({
          id: randomUUID(),
          publicId: randomBytes(9).toString('base64url'),
          collectionId,
          ownerId: null,
          name: w.name,
          description: w.description,
          serialNumber: w.serialNumber,
          attributes: w.attributes,
          status: 'stock',
          isToMint: true,
          acquiredAt: now,
          createdAt: now,
        })),
      );
      const mints = inserted.map((item) => ({ itemId: item.id, tokenId: tokenIdOf(item.id).toString() }));
      const records = await this.deps.custody.mint(
        tx,
        { brand: actor.clientId, address: custody },
        mints,
        now,
      );
      await this.deps.history.record(
        tx,
        inserted.map((item) => ({
          itemId: item.id,
          kind: 'created',
          actor: 'brand' as const,
          data: {},
          createdAt: now,
        })),
      );
      if (local) {
        // the local ledger's record is the certificate at once (a chain's comes with its confirmation)
        for (const [index, item] of inserted.entries()) {
          const record = records[index] ?? '';
          await this.deps.items.markMinted(tx, item.id, {
            chain: LOCAL_LEDGER,
            contract: null,
            tokenId: mints[index]?.tokenId ?? '',
            txHash: record,
            at: now,
          });
        }
        await this.deps.history.record(
          tx,
          inserted.map((item, index) => ({
            itemId: item.id,
            kind: 'minted',
            actor: 'system' as const,
            data: { record: records[index] ?? '' },
            createdAt: now,
          })),
        );
      }
      const event: AuditEvent =
        inserted.length === 1 && inserted[0]
          ? {
              action: 'item.created',
              target: {
                kind: 'item',
                id: inserted[0].id,
                label: `${inserted[0].name} · ${inserted[0].serialNumber}`,
              },
              details: { collection: collection.name },
            }
          : {
              action: 'items.imported',
              target: { kind: 'collection', id: collection.id, label: collection.name },
              details: { count: inserted.length, serials: inserted.slice(0, 20).map((i) => i.serialNumber) },
            };
      await this.deps.audit.record(tx, actor, event, now);
      // read back once, with the state the mint left them in
      return this.deps.repo.itemsOf(
        actor.clientId,
        inserted.map((item) => item.id),
        tx,
      );
    });
    return this.presentItems(rows);
  }

  /** Puts an unsold item on sale (its collection open in the shop), or back in stock. */
  async setItemSale(actor: BrandActor, itemId: string, onSale: boolean): Promise<ConsoleItem> {
    const now = this.deps.clock.now();
    const row = await this.deps.repo.transaction(async (tx) => {
      const found = await this.deps.repo.item(actor.clientId, itemId, tx);
      if (!found) throw notFound();
      if (found.state === 'reserved') throw new AppError(409, 'ITEM_HELD_BY_BUYER');
      if (onSale) {
        const collection = await this.deps.repo.collection(actor.clientId, found.item.collectionId, tx);
        if (!collection?.onSale) throw new AppError(409, 'COLLECTION_NOT_ON_SALE');
      }
      const [from, to] = onSale ? ['stock', 'on_sale'] : ['on_sale', 'stock'];
      if (found.state === (onSale ? 'on_sale' : 'stock')) return found;
      if (found.state !== from || !(await this.deps.items.setSale(tx, itemId, from, to)))
        throw new AppError(409, 'ITEM_NOT_IN_STOCK');
      await this.deps.audit.record(
        tx,
        actor,
        {
          action: onSale ? 'item.put_on_sale' : 'item.taken_off_sale',
          target: { kind: 'item', id: itemId, label: `${found.item.name} · ${found.item.serialNumber}` },
        },
        now,
      );
      return this.deps.repo.item(actor.clientId, itemId, tx);
    });
    if (!row) throw notFound();
    const [item] = await this.presentItems([row]);
    if (!item) throw notFound();
    return item;
  }

  /**
   * The brand's picture of one of its items: re-encoded (metadata stripped) with its thumbnail; it replaces the
   * brand's earlier pictures of the item (their files removed once the change is in), its owners' photos stay.
   */
  async setItemPicture(actor: BrandActor, itemId: string, bytes: Buffer): Promise<ConsoleItem> {
    const found = await this.deps.repo.item(actor.clientId, itemId);
    if (!found) throw notFound();
    const files = await storePhotoFiles(this.deps.storage, itemId, await picture(bytes));
    const now = this.deps.clock.now();
    const removed = await this.deps.repo
      .transaction(async (tx) => {
        const earlier = await this.deps.images.removeBrandPictures(tx, itemId);
        await this.deps.images.insert(tx, {
          ...files,
          itemId,
          uploaderId: null,
          title: found.item.name,
          titleLang: null,
          isPublic: true,
          createdAt: now,
        });
        await this.deps.audit.record(
          tx,
          actor,
          {
            action: 'item.picture_changed',
            target: { kind: 'item', id: itemId, label: `${found.item.name} · ${found.item.serialNumber}` },
          },
          now,
        );
        return earlier;
      })
      .catch(async (err: unknown) => {
        await Promise.allSettled([
          this.deps.storage.delete(files.storageKey),
          this.deps.storage.delete(files.thumbKey),
        ]);
        throw err;
      });
    await Promise.allSettled(
      removed.flatMap((row) => [
        this.deps.storage.delete(row.storageKey),
        this.deps.storage.delete(row.thumbKey),
      ]),
    );
    const [item] = await this.presentItems([found]);
    if (!item) throw notFound();
    return item;
  }

  /** The brand's item on sale, for a market link (another brand's or one not on sale: 404 / 409). */
  async itemOnSale(actor: BrandActor, itemId: string) {
    const found = await this.deps.repo.item(actor.clientId, itemId);
    if (!found) throw notFound();
    if (found.state !== 'on_sale' && found.state !== 'reserved') throw new AppError(409, 'ITEM_NOT_IN_STOCK');
    return found.item;
  }

  async recordMarketLink(actor: BrandActor, item: ItemRow, days: number): Promise<void> {
    const now = this.deps.clock.now();
    await this.deps.repo.transaction((tx) =>
      this.deps.audit.record(
        tx,
        actor,
        {
          action: 'market_link.created',
          target: { kind: 'item', id: item.id, label: `${item.name} · ${item.serialNumber}` },
          details: { days, expiresAt: iso(addSeconds(now, days * 86_400)) },
        },
        now,
      ),
    );
  }

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
async function picture(bytes: Buffer) {
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
