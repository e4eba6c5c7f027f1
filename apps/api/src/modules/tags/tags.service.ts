// A brand's NFC tags as its console runs them (docs/decisions/024-tags-and-taps.md): the master key (an admin,
// with a passkey, audited, shown once), tags registered one by one or by CSV and linked to items, unlinked and
// replaced, what to write into a chip, each item's taps and the brand's alerts.
import {
  type ConsoleTag,
  type CsvLineError,
  type ErrorCode,
  type Language,
  type TagAlert,
  type TagMasterKey,
  type TagTemplate,
  type TapEntry,
  type TapVerdict,
} from '@heirloom/contract';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import { randomBytes } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import { lockKeys } from '../../db/locks';
import type { Clock } from '../../lib/clock';
import { itemAddress } from '../../lib/digital-link';
import { AppError, notFound } from '../../lib/errors';
import { messageFor } from '../../error-texts';
import { sunTemplate } from '../../lib/sun/soft-chip';
import type { BrandActor } from '../audit/audit';
import type { AuditRepository } from '../audit/audit.repository';
import { Service } from '../service';
import type { StaffCaller } from '../staff/staff.service';
import type { TagKeyVault } from './tag-key-vault';
import { type TagProblem, readTagsCsv } from './tags-csv';
import type { TagRow, TagsRepository } from './tags.repository';

/** The demo brands' master key (README; demo databases only: production refuses a demo database). */
export const DEMO_TAG_MASTER_KEY = '48454952'.padEnd(32, '0') as string;

export interface TagsServiceDeps {
  repo: TagsRepository;
  vault: TagKeyVault;
  audit: AuditRepository;
  /** a fresh passkey assertion of the caller (the console's staff passkeys) */
  confirmWithPasskey: (caller: StaffCaller, response: AuthenticationResponseJSON) => Promise<unknown>;
  clock: Clock;
  publicUrl: string;
}

/** One tag to register: for the item with a serial (one by one, CSV), or the replaced tag's item. */
interface WantedTag {
  line?: number;
  uid: string;
  serial?: string;
  fileReadKey?: string;
}

const iso = (date: Date | null) => date?.toISOString() ?? null;
type ItemColumns = { id: string; publicId: string; name: string; serialNumber: string };

function presentTag(tag: TagRow, item: ItemColumns | null): ConsoleTag {
  return {
    id: tag.id,
    uid: tag.uid,
    item,
    keys: tag.fileReadKeyEncrypted ? 'given' : 'derived',
    lastCounter: tag.lastCounter,
    lastGenuineTapAt: iso(tag.lastGenuineAt),
    registeredAt: tag.registeredAt.toISOString(),
    unlinkedAt: iso(tag.unlinkedAt),
  };
}

const tagTarget = (tag: { id: string; uid: string }) => ({ kind: 'tag', id: tag.id, label: tag.uid });

export class TagsService extends Service<TagsServiceDeps> {
  // ---- the master key ----

  async masterKey(clientId: string, db?: DbOrTx): Promise<TagMasterKey> {
    const [row, derivedTags] = await Promise.all([
      this.deps.repo.masterKey(clientId, db),
      this.deps.repo.derivedTags(clientId, db),
    ]);
    return { set: row !== undefined, setAt: iso(row?.setAt ?? null), demo: row?.demo ?? false, derivedTags };
  }

  /**
   * Sets the brand's master key after a fresh passkey assertion: generated (answered once) or given (a brand whose
   * chips a supplier programmed). Refused while tags derive from the current one: their chips would stop proving.
   */
  async setMasterKey(
    caller: StaffCaller,
    actor: BrandActor,
    body: { key?: string; passkey: AuthenticationResponseJSON },
  ): Promise<{ masterKey: string | null; status: TagMasterKey }> {
    // the published demo key proves nothing: anyone can make its chips' URLs
    if (body.key === DEMO_TAG_MASTER_KEY) throw new AppError(400, 'TAG_KEY_PUBLISHED');
    await this.deps.confirmWithPasskey(caller, body.passkey);
    const key = body.key ? Buffer.from(body.key, 'hex') : randomBytes(16);
    const now = this.deps.clock.now();
    const status = await this.deps.repo.transaction(async (tx) => {
      await lockKeys(tx, `tags:${actor.clientId}`);
      if ((await this.deps.repo.derivedTags(actor.clientId, tx)) > 0) {
        throw new AppError(409, 'TAG_MASTER_KEY_IN_USE');
      }
      await this.deps.repo.setMasterKey(tx, {
        clientId: actor.clientId,
        keyEncrypted: this.deps.vault.seal(key),
        demo: false,
        setAt: now,
      });
      await this.deps.audit.record(
        tx,
        actor,
        { action: 'tags.master_key_set', details: { generated: body.key === undefined } },
        now,
      );
      return this.masterKey(actor.clientId, tx);
    });
    return { masterKey: body.key ? null : key.toString('hex').toUpperCase(), status };
  }

  // ---- tags ----

  async list(clientId: string, q: string | undefined, limit: number, offset: number) {
    const { rows, total } = await this.deps.repo.list(clientId, q, limit, offset);
    return { items: rows.map((r) => presentTag(r.tag, r.item)), total };
  }

  async create(
    actor: BrandActor,
    body: { uid: string; serial: string; fileReadKey?: string },
    language: Language,
  ): Promise<ConsoleTag> {
    const [tag] = await this.register(actor, [body], language, 'single');
    if (!tag) throw new Error('one tag expected');
    return tag;
  }

  async importCsv(actor: BrandActor, csv: string, language: Language) {
    const { tags, problems } = readTagsCsv(csv);
    if (problems.length > 0) refuseLines(problems, language);
    const made = await this.register(actor, tags, language, 'csv');
    return { imported: made.length, tags: made };
  }

  async unlink(actor: BrandActor, tagId: string): Promise<ConsoleTag> {
    const now = this.deps.clock.now();
    return this.deps.repo.transaction(async (tx) => {
      await lockKeys(tx, `tags:${actor.clientId}`);
      const row = await this.deps.repo.tag(actor.clientId, tagId, tx, true);
      if (!row) throw notFound();
      if (row.tag.unlinkedAt) throw new AppError(409, 'TAG_UNLINKED');
      await this.deps.repo.unlink(tx, tagId, now);
      await this.deps.audit.record(
        tx,
        actor,
        { action: 'tag.unlinked', target: tagTarget(row.tag), details: { serial: row.item.serialNumber } },
        now,
      );
      return presentTag({ ...row.tag, unlinkedAt: now }, row.item);
    });
  }

  /** The old tag unlinked and a new one linked to its item, in one transaction. */
  async replace(
    actor: BrandActor,
    tagId: string,
    body: { uid: string; fileReadKey?: string },
    language: Language,
  ): Promise<ConsoleTag> {
    const [tag] = await this.register(actor, [body], language, 'single', tagId);
    if (!tag) throw new Error('one tag expected');
    return tag;
  }

  async template(clientId: string, tagId: string): Promise<TagTemplate> {
    const row = await this.deps.repo.tag(clientId, tagId);
    if (!row) throw notFound();
    if (row.tag.unlinkedAt) throw new AppError(409, 'TAG_UNLINKED');
    const template = sunTemplate(itemAddress(this.deps.publicUrl, row.item, row.gtin));
    return {
      url: template.url,
      ndefFile: template.ndefFile.toString('hex').toUpperCase(),
      piccDataOffset: template.piccDataOffset,
      sdmMacInputOffset: template.sdmMacInputOffset,
      sdmMacOffset: template.sdmMacOffset,
      keys: { metaRead: 1, fileRead: 2, counterRetrieval: 2 },
    };
  }

  async itemTaps(clientId: string, itemId: string, limit: number, offset: number) {
    if (!(await this.deps.repo.itemOfBrand(clientId, itemId))) throw notFound();
    const { rows, total } = await this.deps.repo.itemTaps(itemId, limit, offset);
    const items: TapEntry[] = rows.map(({ tap, tagUid }) => ({
      id: tap.id,
      at: tap.at.toISOString(),
      verdict: tap.verdict as TapVerdict,
      counter: tap.counter,
      tagUid,
    }));
    return { items, total };
  }

  async alerts(clientId: string, limit: number, offset: number) {
    const { rows, total } = await this.deps.repo.alerts(clientId, limit, offset);
    const items: TagAlert[] = rows.map(({ tap, tagUid, item }) => ({
      id: tap.id,
      at: tap.at.toISOString(),
      kind:
        tap.verdict === 'forged'
          ? 'forged'
          : tap.counter !== null && tap.highestBefore !== null && tap.counter < tap.highestBefore
            ? 'backwards'
            : 'replayed',
      item,
      tagUid,
      counter: tap.counter,
      highestCounter: tap.highestBefore,
    }));
    return { items, total };
  }

  /**
   * Registers tags under the brand's tags lock, all or nothing: each UID new to the brand, each item the brand's
   * and without a linked tag, a master key when a tag's keys derive from it. `replacing`: the tag whose item the
   * new one takes, unlinked in the same transaction.
   */
  private async register(
    actor: BrandActor,
    wanted: WantedTag[],
    language: Language,
    mode: 'single' | 'csv',
    replacing?: string,
  ): Promise<ConsoleTag[]> {
    const now = this.deps.clock.now();
    const { clientId } = actor;
    return this.deps.repo.transaction(async (tx) => {
      await lockKeys(tx, `tags:${clientId}`);
      let old: Awaited<ReturnType<TagsRepository['tag']>>;
      if (replacing) {
        old = await this.deps.repo.tag(clientId, replacing, tx, true);
        if (!old) throw notFound();
        if (old.tag.unlinkedAt) throw new AppError(409, 'TAG_UNLINKED');
      }
      if (wanted.some((w) => !w.fileReadKey) && !(await this.deps.repo.masterKey(clientId, tx))) {
        throw new AppError(400, 'TAG_MASTER_KEY_MISSING');
      }
      const itemOf = await this.itemsOf(tx, clientId, wanted, old?.item);
      const problems: TagProblem[] = [];
      for (const w of wanted) {
        const problem = itemOf.problemWith(w);
        if (!problem) continue;
        if (mode === 'single') throw new AppError(problem.status, problem.code, problem.params);
        problems.push(problem.line);
      }
      if (problems.length > 0) refuseLines(problems, language);
      if (old) await this.deps.repo.unlink(tx, old.tag.id, now);
      const rows = await this.deps.repo.insertTags(
        tx,
        wanted.map((w) => ({
          clientId,
          uid: w.uid,
          itemId: itemOf.of(w).id,
          fileReadKeyEncrypted: w.fileReadKey
            ? this.deps.vault.seal(Buffer.from(w.fileReadKey, 'hex'))
            : null,
          registeredAt: now,
        })),
      );
      const items = new Map(wanted.map((w) => [w.uid, itemOf.of(w)]));
      await this.deps.audit.record(tx, actor, registeredEvent(rows, items, old?.tag.uid), now);
      return rows.map((row) => presentTag(row, items.get(row.uid) ?? null));
    });
  }

  /**
   * The item each wanted tag goes on (a replacement's: the old tag's item; else by serial number), and what
   * refuses a tag: its UID already the brand's, its item unknown, or its item already tagged.
   */
  private async itemsOf(
    tx: DbOrTx,
    clientId: string,
    wanted: WantedTag[],
    replaced: ItemColumns | undefined,
  ) {
    const taken = new Set(
      await this.deps.repo.takenUids(
        tx,
        clientId,
        wanted.map((w) => w.uid),
      ),
    );
    const serials = wanted.flatMap((w) => (w.serial ? [w.serial] : []));
    const bySerial = new Map(
      (await this.deps.repo.itemsBySerial(tx, clientId, serials)).map((item) => [item.serialNumber, item]),
    );
    const itemOf = (w: WantedTag) => replaced ?? (w.serial ? bySerial.get(w.serial) : undefined);
    // a replacement's item has the old tag until it is unlinked
    const itemIds = replaced ? [] : wanted.flatMap((w) => itemOf(w)?.id ?? []);
    const tagged = new Set(await this.deps.repo.taggedItems(tx, itemIds));
    const refusal = (
      w: WantedTag,
      status: 404 | 409,
      code: ErrorCode,
      column: string,
      params: Record<string, string>,
    ) => ({
      status,
      code,
      params,
      line: { line: w.line ?? 0, column, code, params },
    });
    return {
      /** the wanted tag's item, once problemWith found none */
      of: (w: WantedTag) => itemOf(w) as ItemColumns,
      problemWith(w: WantedTag) {
        const item = itemOf(w);
        if (taken.has(w.uid)) return refusal(w, 409, 'TAG_UID_TAKEN', 'uid', { uid: w.uid });
        if (!item) return refusal(w, 404, 'TAG_SERIAL_UNKNOWN', 'serial_number', { serial: w.serial ?? '' });
        if (tagged.has(item.id))
          return refusal(w, 409, 'ITEM_TAGGED', 'serial_number', { serial: item.serialNumber });
        return null;
      },
    };
  }
}

/** The audit line of a registration: a replacement, one tag, or an import. */
function registeredEvent(rows: TagRow[], items: Map<string, ItemColumns>, replacedUid: string | undefined) {
  const first = rows[0];
  if (replacedUid && first)
    return { action: 'tag.replaced', target: tagTarget(first), details: { replaced: replacedUid } };
  if (rows.length === 1 && first)
    return {
      action: 'tag.registered',
      target: tagTarget(first),
      details: { serial: items.get(first.uid)?.serialNumber },
    };
  return { action: 'tag.imported', details: { count: rows.length } };
}

/** A CSV refused with each line's error, in the reader's language (400 CSV_INVALID, as the item import). */
function refuseLines(problems: TagProblem[], language: Language): never {
  const lines: CsvLineError[] = problems.map((p) => ({
    line: p.line,
    column: p.column,
    code: p.code,
    message: messageFor(p.code, language, { column: p.column ?? '', ...p.params }),
  }));
  throw new AppError(400, 'CSV_INVALID', { count: new Set(problems.map((p) => p.line)).size }, {}, { lines });
}
