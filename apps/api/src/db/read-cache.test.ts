// The read cache's own rules, on a stand-in database: the least recently read entry goes first, readers of a key
// being loaded wait for that one load, a failed load is not kept, and a write moves every entry aside.
import { describe, expect, it, vi } from 'vitest';
import { ManualClock } from '../lib/clock';
import type { Database } from './client';
import { ReadCache } from './read-cache';

async function cacheOf(capacity: number, ttlMs = 60_000) {
  const commits: (() => void)[] = [];
  const database = {
    kind: 'pglite',
    listen: async () => async () => {},
    onCommit: (listener: () => void) => commits.push(listener),
  } as unknown as Database;
  const clock = new ManualClock();
  const cache = await ReadCache.open(database, { capacity, ttlMs, clock });
  return { cache, clock, commit: () => commits.forEach((listener) => listener()) };
}

const loader = () => vi.fn(async (value: string) => value);

describe('ReadCache', () => {
  it('lets the least recently read entry go first', async () => {
    const { cache } = await cacheOf(2);
    const load = loader();
    await cache.read('a', () => load('a'));
    await cache.read('b', () => load('b'));
    await cache.read('a', () => load('a')); // a is now the most recently read
    await cache.read('c', () => load('c')); // b goes
    expect(load).toHaveBeenCalledTimes(3);
    expect(await cache.read('a', () => load('a again'))).toBe('a');
    expect(await cache.read('b', () => load('b again'))).toBe('b again');
  });

  it('loads a key once for readers who ask while it loads', async () => {
    const { cache } = await cacheOf(10);
    let release: (value: string) => void = () => {};
    const load = vi.fn(() => new Promise<string>((resolve) => (release = resolve)));
    const readers = Promise.all([cache.read('k', load), cache.read('k', load), cache.read('k', load)]);
    release('once');
    expect(await readers).toEqual(['once', 'once', 'once']);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps no failed load: its readers all get the failure, the next reader loads again', async () => {
    const { cache } = await cacheOf(10);
    const failing = vi.fn(async () => {
      throw new Error('database down');
    });
    await expect(Promise.all([cache.read('k', failing), cache.read('k', failing)])).rejects.toThrow(
      'database down',
    );
    expect(failing).toHaveBeenCalledTimes(1);
    expect(await cache.read('k', async () => 'back')).toBe('back');
  });

  it('keeps null values, lets an entry live no longer than its life, and loads each time with capacity 0', async () => {
    const { cache, clock } = await cacheOf(10, 5_000);
    const load = vi.fn(async () => null);
    await cache.read('k', load);
    await cache.read('k', load);
    expect(load).toHaveBeenCalledTimes(1);
    clock.advance(6);
    await cache.read('k', load);
    expect(load).toHaveBeenCalledTimes(2);
    const none = await cacheOf(0);
    const count = loader();
    await none.cache.read('k', () => count('x'));
    await none.cache.read('k', () => count('x'));
    expect(count).toHaveBeenCalledTimes(2);
  });

  it('serves nothing read before a write after it, not even a load that was under way', async () => {
    const { cache, commit } = await cacheOf(10);
    expect(await cache.read('k', async () => 'before')).toBe('before');
    let release: (value: string) => void = () => {};
    const slow = cache.read('j', () => new Promise<string>((resolve) => (release = resolve)));
    commit();
    expect(await cache.read('k', async () => 'after')).toBe('after');
    release('read before the write');
    expect(await slow).toBe('read before the write');
    expect(await cache.read('j', async () => 'j after')).toBe('j after');
  });
});
