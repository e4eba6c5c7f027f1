// The in-process read cache (decision 015): item pages, the owner's default pages, brand settings. An entry is
// kept under the version of the data it was read at; every write to what it holds (items, their pictures,
// collections, brands: triggers of migration 0017) notifies "heirloom_reads" at commit, which moves the
// version on in every instance listening, so no entry read before a write is served after it. This process's
// own commits move it on at once (Database.onCommit): a request reads its own writes.
import { randomUUID } from 'node:crypto';
import { setBounded } from '../lib/bounded-map';
import type { Clock } from '../lib/clock';
import type { Database } from './client';

export const READS_CHANNEL = 'heirloom_reads';
/** The tables whose writes notify READS_CHANNEL (the triggers of migration 0017). */
export const CACHED_TABLES = ['items', 'item_images', 'collections', 'clients'] as const;
const SYNC = 'sync:';

export interface ReadCacheOptions {
  /** entries kept at most (the oldest go first) */
  capacity: number;
  /** an entry's longest life, whatever the version says: a safety net, not the mechanism */
  ttlMs: number;
  clock: Clock;
}

interface Entry {
  version: number;
  until: number;
  value: unknown;
}

export class ReadCache {
  private version = 0;
  private readonly entries = new Map<string, Entry>();
  private readonly syncs = new Map<string, () => void>();
  private unlisten: (() => Promise<void>) | undefined;

  private constructor(
    private readonly database: Database,
    private readonly options: ReadCacheOptions,
  ) {}

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
    this.entries.clear();
  }

  /** The value under `key` read at the current version, or `load`'s, kept unless a write came meanwhile. */
  async read<T>(key: string, load: () => Promise<T>): Promise<T> {
    const version = this.version;
    const now = this.options.clock.now().getTime();
    const entry = this.entries.get(key);
    if (entry && entry.version === version && entry.until > now) return entry.value as T;
    const value = await load();
    if (this.version === version && this.options.capacity > 0) {
      setBounded(
        this.entries,
        key,
        { version, until: now + this.options.ttlMs, value },
        this.options.capacity,
      );
    }
    return value;
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
    this.entries.clear();
  }
}
