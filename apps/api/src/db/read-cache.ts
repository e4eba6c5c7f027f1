// The in-process read cache (decision 015): item pages, the owner's default pages, brand settings. An entry is
// kept under the version of the data it was read at; every write to what it holds (items, their pictures,
// collections, brands: triggers of migration 0017) notifies "heirloom_reads" at commit, which moves the
// version on in every instance listening, so no entry read before a write is served after it. This process's
// own commits move it on at once (Database.onCommit): a request reads its own writes. The entries are lru-cache's
// (least recently read go first, an entry's life bounded); readers of a key being loaded wait for that one load,
// and a load that fails is not kept (docs/decisions/028-libraries-over-own-code.md).
import { randomUUID } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { Clock } from '../lib/clock';
import type { Database } from './client';

export const READS_CHANNEL = 'heirloom_reads';
/** The tables whose writes notify READS_CHANNEL (the triggers of migration 0017). */
export const CACHED_TABLES = ['items', 'item_images', 'collections', 'clients'] as const;
const SYNC = 'sync:';

export interface ReadCacheOptions {
  /** entries kept at most (the least recently read go first) */
  capacity: number;
  /** an entry's longest life, whatever the version says: a safety net, not the mechanism */
  ttlMs: number;
  clock: Clock;
}

/** What is kept: a value may be null or undefined, which lru-cache does not hold bare. */
interface Entry {
  value: unknown;
}

export class ReadCache {
  private version = 0;
  /** Keyed by the version read at and the key: an entry of an earlier version is never read again. */
  private readonly entries: LRUCache<string, Entry, () => Promise<unknown>> | undefined;
  private readonly syncs = new Map<string, () => void>();
  private unlisten: (() => Promise<void>) | undefined;

  private constructor(
    private readonly database: Database,
    options: ReadCacheOptions,
  ) {
    if (options.capacity > 0)
      this.entries = new LRUCache<string, Entry, () => Promise<unknown>>({
        max: options.capacity,
        ttl: options.ttlMs,
        // the app's clock, asked at every look (no caching of "now" between looks)
        perf: { now: () => options.clock.now().getTime() },
        ttlResolution: 0,
        // one load for every reader of a key; what it gives is kept, a failure is not (and reaches every reader)
        fetchMethod: async (_key, _stale, { context: load }) => ({ value: await load() }),
        // a load cut short by close() or eviction still answers the readers waiting for it
        ignoreFetchAbort: true,
      });
  }

  /** A cache listening on the database; capacity 0 keeps nothing (every read goes to the database). */
  static async open(database: Database, options: ReadCacheOptions): Promise<ReadCache> {
    const cache = new ReadCache(database, options);
    cache.unlisten = await database.listen(
      READS_CHANNEL,
      (payload) => cache.heard(payload),
      // (re)connected: what was written while the connection was down was not heard
      () => cache.moveOn(),
    );
    // what this process commits is known here at once: a request reading after its own write sees it
    database.onCommit(() => cache.moveOn());
    return cache;
  }

  async close(): Promise<void> {
    await this.unlisten?.();
    this.unlisten = undefined;
    this.entries?.clear();
  }

  /**
   * The value under `key` read at the current version, or `load`'s; readers of the same key at the same version
   * share one load. A write meanwhile moves the version on: what the load gives is not read after it.
   */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (!this.entries) return load();
    const entry = await this.entries.fetch(`${this.version}:${key}`, { context: load });
    return entry?.value as T;
  }

  /**
   * Resolves once every write committed before the call, by any process, has been heard here: a notification
   * of its own sent after them comes back after theirs. This process's own writes need no wait (onCommit).
   */
  async sync(timeoutMs = 2000): Promise<void> {
    // PGlite runs its listeners as a statement completes: a write's notification is heard at its commit
    if (this.database.kind === 'pglite') return;
    const token = randomUUID();
    let timer: NodeJS.Timeout | undefined;
    const heard = new Promise<void>((resolve) => {
      this.syncs.set(token, resolve);
      timer = setTimeout(() => {
        // not heard in time (a lost connection): forget everything rather than risk a stale read
        this.moveOn();
        resolve();
      }, timeoutMs);
    });
    try {
      await this.database.raw('select pg_notify($1, $2)', [READS_CHANNEL, SYNC + token]);
      await heard;
    } catch {
      // the write is done whatever happens here: its answer must not fail, the cache forgets instead
      this.moveOn();
    } finally {
      clearTimeout(timer);
      this.syncs.delete(token);
    }
  }

  private heard(payload: string): void {
    if (payload.startsWith(SYNC)) {
      this.syncs.get(payload.slice(SYNC.length))?.();
      return;
    }
    this.moveOn();
  }

  private moveOn(): void {
    this.version++;
    // the entries of earlier versions are never read again: dropped now rather than when evicted (a load under
    // way still answers its readers, and what it keeps is under its own version)
    this.entries?.clear();
  }
}
