// Store order and distances: great-circle kilometres, nearest first when located, by name otherwise.
import { describe, expect, it } from 'vitest';
import { allStores, NEAR_LYON, stores } from '../../test/fixtures/repairs';
import { distanceKm, formatDistance, orderStores } from './store-distance';

describe('store distance', () => {
  it('measures Paris–Lyon as about 392 km, and zero to itself', () => {
    expect(distanceKm(stores.paris, stores.lyon)).toBeGreaterThan(385);
    expect(distanceKm(stores.paris, stores.lyon)).toBeLessThan(400);
    expect(distanceKm(stores.paris, stores.paris)).toBe(0);
  });

  it('lists by name without a position, nearest first with one', () => {
    expect(orderStores(allStores, 'en-US').map(({ store }) => store.city)).toEqual([
      'Bordeaux',
      'Lyon',
      'Paris',
    ]);
    const placed = orderStores(allStores, 'en-US', NEAR_LYON);
    expect(placed.map(({ store }) => store.city)).toEqual(['Lyon', 'Paris', 'Bordeaux']);
    expect(placed[0]?.distanceKm).toBeLessThan(2);
  });

  it('writes distances the reader’s way', () => {
    expect(formatDistance(1.234, 'en-US')).toBe('1.2 km');
    expect(formatDistance(1.234, 'fr-FR')).toBe('1,2\u202fkm');
    expect(formatDistance(392.4, 'en-US')).toBe('392 km');
  });
});
