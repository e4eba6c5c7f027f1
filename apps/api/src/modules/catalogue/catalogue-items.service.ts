// The items of a brand's stock in the console (issue 18): one by one or by CSV import (all or nothing), on sale or
// not, their picture, their market links. Every new item's token is minted to the brand's custody address in the
// transaction that creates it (on a chain: queued for the chain worker), and every change is in the brand's
// audit log.
import {
  type ConsoleItem,
  type ConsoleItemState,
  CSV_IMPORT_MAX_ITEMS,
  type CsvLineError,
  type Language,
  type LocalizedAttribute,
  type LocalizedText,
} from '@heirloom/contract';
import { randomBytes, randomUUID } from 'node:crypto';
import { tokenIdOf } from '../../chain/items-contract';
import { addSeconds } from '../../lib/clock';
import { AppError, notFound } from '../../lib/errors';
import { itemAddress } from '../../lib/digital-link';
import { messageFor } from '../../error-texts';
import type { DbOrTx } from '../../db/client';
import type { AuditEvent, BrandActor } from '../audit/audit';
import { storePhotoFiles } from '../images/photo-files';
import type { ItemRow } from './catalogue.repository';
import { readItemsCsv } from './csv';
import { Service } from '../service';
import { type CatalogueDeps, iso, picture } from './catalogue.service';

/** Where the local ledger's certificates are recorded (the same name the demo's carry). */
const LOCAL_LEDGER = 'heirloom';

interface NewItem {
  serialNumber: string;
  name: string;
  description: LocalizedText;
  attributes: LocalizedAttribute[];
}

export class CatalogueItemsService extends Service<CatalogueDeps> {
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
      const inserted = await this.deps.items.create(tx, newItemRows(collectionId, wanted, now));
      await this.mintToBrand(tx, actor.clientId, inserted, now);
      await this.deps.audit.record(tx, actor, addedEvent(inserted, collection), now);
      // read back once, with the state the mint left them in
      return this.deps.repo.itemsOf(
        actor.clientId,
        inserted.map((item) => item.id),
        tx,
      );
    });
    return this.presentItems(rows);
  }

  /**
   * New items' tokens minted to the brand's custody, and their history: the local ledger records them at once
   * (its record is the certificate); a chain's mints are queued, and their certificate comes with confirmation.
   */
  private async mintToBrand(tx: DbOrTx, clientId: string, inserted: { id: string }[], now: Date) {
    const custody = await this.deps.clients.custodialAddress(tx, clientId);
    const local = !this.deps.custody.confirmsLater;
    const mints = inserted.map((item) => ({ itemId: item.id, tokenId: tokenIdOf(item.id).toString() }));
    const records = await this.deps.custody.mint(tx, { brand: clientId, address: custody }, mints, now);
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
    if (!local) return;
    for (const [index, item] of inserted.entries()) {
      await this.deps.items.markMinted(tx, item.id, {
        chain: LOCAL_LEDGER,
        contract: null,
        tokenId: mints[index]?.tokenId ?? '',
        txHash: records[index] ?? '',
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
        await this.deps.tokens.metadataChanged(tx, [itemId], now);
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
}

/** The rows of new items of the brand's stock: unowned, their tokens to be minted. */
function newItemRows(collectionId: string, wanted: NewItem[], now: Date) {
  return wanted.map((w) => ({
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
  }));
}

/** The audit entry of items added: the one item created, or the import of several. */
function addedEvent(
  inserted: { id: string; name: string; serialNumber: string }[],
  collection: { id: string; name: string },
): AuditEvent {
  return inserted.length === 1 && inserted[0]
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
}
