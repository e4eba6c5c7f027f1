// Reading a tap of an item's NFC tag (docs/decisions/024-tags-and-taps.md): the address its URL names gives the
// brand, the brand's master key decrypts the chip's UID and counter, the chip's key checks the MAC, and the tag's
// highest counter says whether this URL is new. Every read is written to the tap ledger, which names no reader.
import {
  type ItemTag,
  type Language,
  TAG_REPLAYS_PER_MINUTE,
  type TapAddress,
  type TapResult,
  type TapVerdict,
  isGtin14,
} from '@heirloom/contract';
import type { Clock } from '../../lib/clock';
import { isAiValue, itemAddress } from '../../lib/digital-link';
import { AppError, notFound, tooManyRequests } from '../../lib/errors';
import { brandMetaReadKey, chipKey, KEY_NUMBER } from '../../lib/sun/key-diversification';
import { sunParameters } from '../../lib/sun/soft-chip';
import { readSunMessage } from '../../lib/sun/sun-message';
import type { ProtectionService } from '../protection/protection.service';
import { Service } from '../service';
import type { TagKeyVault } from './tag-key-vault';
import type { SealedKey, TagRow, TagsRepository, TapTarget } from './tags.repository';

const REPLAY_WINDOW_MS = 60_000;

export interface TapsServiceDeps {
  repo: TagsRepository;
  vault: TagKeyVault;
  protection: Pick<ProtectionService, 'publicItem'>;
  clock: Clock;
  production: boolean;
  /** the web app's address: the simulated chips' URLs start with it */
  publicUrl: string;
}

/** The chip's keys as a tap needs them: the brand's meta-read key, and this tag's file-read key. */
function fileReadKeyOf(tag: TagRow, master: Buffer, vault: TagKeyVault): Buffer {
  return tag.fileReadKeyEncrypted
    ? vault.open(tag.fileReadKeyEncrypted)
    : chipKey(master, Buffer.from(tag.uid, 'hex'), KEY_NUMBER.fileRead);
}

/** A brand's master key as a tap uses it: opened, and its meta-read key derived. */
interface BrandKeys {
  master: Buffer;
  metaRead: Buffer;
}
/** Brands' opened keys kept per process (a brand has one; a new key is another sealed text). */
const OPENED_KEYS_MAX = 1000;

export class TapsService extends Service<TapsServiceDeps> {
  readonly #opened = new Map<string, BrandKeys>();

  /** One tap: its verdict, and the item its address names (404 with `unknown` when it names none). */
  async read(
    address: TapAddress,
    sun: { e: string; c: string },
    reader: Language,
  ): Promise<{ status: 200 | 404; result: TapResult }> {
    const at = this.deps.clock.now();
    const item = await this.addressed(address);
    if (!item) {
      return {
        status: 404,
        result: { verdict: 'unknown', item: null, inCare: false, counter: null, readAt: at.toISOString() },
      };
    }
    const { verdict, counter } = await this.verdict(item, sun, at);
    const record = await this.deps.protection.publicItem(item.publicId, reader);
    return {
      status: 200,
      result: {
        verdict,
        item: record,
        // possession shown by someone its owner trusted, when the chip itself was read (never who)
        inCare: record.inCare,
        counter,
        readAt: at.toISOString(),
      },
    };
  }

  /** The owner's item's tag and its last genuine read (404 unless the item is theirs). */
  async itemTag(ownerId: string, itemId: string): Promise<ItemTag> {
    const tag = await this.deps.repo.ownedItemTag(ownerId, itemId);
    if (!tag) throw notFound();
    return { tagged: tag.tagged, lastGenuineTapAt: tag.lastGenuineTapAt?.toISOString() ?? null };
  }

  /**
   * Development: the URL the item's simulated chip writes at its next read, its counter one above the last it
   * wrote and the highest read (404 when the item has no linked tag or its brand no master key).
   */
  async simulatedTap(item: { publicId: string } | { serial: string }): Promise<{ url: string }> {
    const rows = await this.deps.repo.linkedTagsOf(item);
    if (rows.length > 1) throw new AppError(409, 'SERIAL_AMBIGUOUS');
    const [row] = rows;
    const keys = row && this.brandKeys(row.masterKey);
    if (!row || !keys) throw notFound();
    const counter = await this.deps.repo.nextSimulatedCounter(row.tag.id);
    const { e, c } = sunParameters(
      {
        uid: Buffer.from(row.tag.uid, 'hex'),
        metaRead: keys.metaRead,
        fileRead: fileReadKeyOf(row.tag, keys.master, this.deps.vault),
      },
      counter,
    );
    const page = itemAddress(this.deps.publicUrl, row.address, row.address.gtin);
    return { url: `${page}?e=${e}&c=${c}` };
  }

  private async addressed(address: TapAddress) {
    if ('gtin' in address && !(isGtin14(address.gtin) && isAiValue(address.serial))) return undefined;
    return this.deps.repo.addressed(address);
  }

  /** The brand's keys, opened once per process; none for a brand without a master key. */
  private brandKeys(sealed: SealedKey | null): BrandKeys | undefined {
    // the demo key is published (README): in production its chips prove nothing
    if (!sealed || (sealed.demo && this.deps.production)) return undefined;
    let keys = this.#opened.get(sealed.sealed);
    if (!keys) {
      const master = this.deps.vault.open(sealed.sealed);
      keys = { master, metaRead: brandMetaReadKey(master) };
      if (this.#opened.size >= OPENED_KEYS_MAX) this.#opened.clear();
      this.#opened.set(sealed.sealed, keys);
    }
    return keys;
  }

  private async verdict(
    item: TapTarget,
    sun: { e: string; c: string },
    at: Date,
  ): Promise<{ verdict: TapVerdict; counter: number | null }> {
    const unproven = async (verdict: 'forged' | 'unknown') => {
      await this.deps.repo.recordUnprovenTap({ clientId: item.clientId, itemId: item.itemId, verdict, at });
      return { verdict, counter: null };
    };
    const keys = this.brandKeys(item.masterKey);
    // a brand without a master key has no tag of ours
    if (!keys) return unproven('unknown');
    const { master, metaRead } = keys;
    // first the UID (`e` decrypts without a chip's key), then that chip's key checks the MAC
    const first = readSunMessage(sun, { metaRead, fileRead: () => undefined });
    if (first.ok || first.reason !== 'unknown') return unproven('forged');
    // the item's own tags came with it; another UID is another item's tag, or none of the brand's
    const tag =
      item.tags.find((own) => own.uid === first.uid) ??
      (await this.deps.repo.tagByUid(item.clientId, first.uid));
    if (!tag) return unproven('unknown');
    const fileRead = fileReadKeyOf(tag, master, this.deps.vault);
    const reading = readSunMessage(sun, { metaRead, fileRead: () => fileRead });
    // a right MAC of a chip made for another item: the parameters were moved onto this address
    if (!reading.ok || tag.itemId !== item.itemId) return unproven('forged');
    if (tag.unlinkedAt) {
      await this.deps.repo.recordProvenTap(tag, {
        itemId: item.itemId,
        counter: reading.counter,
        at,
        genuine: false,
      });
      return { verdict: 'unlinked', counter: reading.counter };
    }
    // a counter already passed can only be a replay: those are limited per tag (a new read never is)
    if (tag.lastCounter !== null && reading.counter <= tag.lastCounter) {
      const replays = await this.deps.repo.replaysSince(tag.id, new Date(at.getTime() - REPLAY_WINDOW_MS));
      if (replays >= TAG_REPLAYS_PER_MINUTE) throw tooManyRequests('TAP_RATE_LIMITED', 60);
    }
    const { verdict } = await this.deps.repo.recordProvenTap(tag, {
      itemId: item.itemId,
      counter: reading.counter,
      at,
      genuine: true,
    });
    return { verdict, counter: reading.counter };
  }
}
