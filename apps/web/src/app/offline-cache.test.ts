// @vitest-environment happy-dom
// The owner's answers kept for reading offline (decision 038): read back for the same owner only, never another's;
// bounded, the newest kept; queries marked online-only left out; gone with the session (sign-out, account deletion,
// a refused session), so that the next person on a shared device finds nothing.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MEDIA_CACHE, OFFLINE_CACHE_KEY, tokenStore } from '../api/token-store';
import { signIn } from '../test/fixtures/settings';
import {
  OFFLINE_CACHE_MAX_AGE_MS,
  offlineSnapshot,
  restoreOfflineCache,
  saveOfflineCache,
} from './offline-cache';

const OWNER = '11111111-1111-4111-8111-111111111111';
const OTHER = '22222222-2222-4222-8222-222222222222';
const NOW = Date.UTC(2026, 10, 29, 9, 0);
/** The session as the app gives it (app/start.tsx): the stored tokens' owner while signed in. */
const session = { key: OFFLINE_CACHE_KEY, owner: tokenStore.owner };

function clientWith(answers: Record<string, unknown>, updatedAt = NOW) {
  const client = new QueryClient();
  for (const [key, data] of Object.entries(answers)) client.setQueryData([key], data, { updatedAt });
  return client;
}

beforeEach(() => signIn(OWNER));
afterEach(() => {
  tokenStore.clear();
  localStorage.clear();
});

describe('the offline copy', () => {
  it('is read back for the same owner, as it was', () => {
    saveOfflineCache(clientWith({ items: { items: [{ id: 'a', name: 'Tank' }], total: 1 } }), session, NOW);
    const client = new QueryClient();
    expect(restoreOfflineCache(client, session, NOW + 60_000)).toBe(true);
    expect(client.getQueryData(['items'])).toEqual({ items: [{ id: 'a', name: 'Tank' }], total: 1 });
    expect(client.getQueryState(['items'])?.dataUpdatedAt).toBe(NOW);
    // shown, but asked again by the first screen that uses it online
    expect(client.getQueryState(['items'])?.isInvalidated).toBe(true);
  });

  it('is never read by another owner, and is removed when one signs in', () => {
    saveOfflineCache(clientWith({ items: ['owner’s'] }), session, NOW);
    signIn(OTHER);
    const client = new QueryClient();
    expect(restoreOfflineCache(client, session, NOW)).toBe(false);
    expect(client.getQueryData(['items'])).toBeUndefined();
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
  });

  it('goes with the session: signed out, nothing of the owner’s is left', () => {
    saveOfflineCache(clientWith({ items: ['owner’s'] }), session, NOW);
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toContain('owner’s');
    // the service worker's copies of the owner's pictures (public/media-sw.js) go too
    const deleted = vi.fn(() => Promise.resolve(true));
    vi.stubGlobal('caches', { delete: deleted });
    try {
      tokenStore.clear();
    } finally {
      vi.unstubAllGlobals();
    }
    expect(deleted).toHaveBeenCalledWith(MEDIA_CACHE);
    expect(MEDIA_CACHE).toBe('heirloom-media');
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
    // and nothing is written while signed out
    saveOfflineCache(clientWith({ items: ['late'] }), session, NOW);
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
  });

  it('is not read once a month old', () => {
    saveOfflineCache(clientWith({ items: ['old'] }), session, NOW);
    expect(restoreOfflineCache(new QueryClient(), session, NOW + OFFLINE_CACHE_MAX_AGE_MS)).toBe(false);
    expect(localStorage.getItem(OFFLINE_CACHE_KEY)).toBeNull();
  });

  it('keeps the newest answers within its bound, and leaves out failures and online-only reads', () => {
    const client = new QueryClient();
    client.setQueryData(['old'], 'x'.repeat(600), { updatedAt: NOW - 2_000 });
    client.setQueryData(['mid'], 'y'.repeat(600), { updatedAt: NOW - 1_000 });
    client.setQueryData(['new'], 'z'.repeat(600), { updatedAt: NOW });
    client
      .getQueryCache()
      .build(client, { queryKey: ['grant'], meta: { onlineOnly: true } })
      .setData('secret');
    // room for two of the three (each the same size)
    const one = JSON.stringify(offlineSnapshot(client).queries[0]).length;
    const keys = offlineSnapshot(client, one * 2 + 10).queries.map((query) => query.queryKey);
    expect(keys).toEqual([['new'], ['mid']]);
    expect(offlineSnapshot(client).queries.map((query) => query.queryKey)).not.toContainEqual(['grant']);
  });
});
