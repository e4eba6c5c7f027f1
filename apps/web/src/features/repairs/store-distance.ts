// How far each after-sales store is from the owner (great-circle distance), and the order the list takes.
import type { SavStore } from '../../api/clients';

export interface Position {
  latitude: number;
  longitude: number;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Haversine distance in kilometres. */
export function distanceKm(from: Position, to: Position): number {
  const dLat = radians(to.latitude - from.latitude);
  const dLon = radians(to.longitude - from.longitude);
  const a =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(from.latitude)) * Math.cos(radians(to.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(a)));
}

export interface PlacedStore {
  store: SavStore;
  /** Known once the owner shared their position. */
  distanceKm?: number;
}

/** Nearest first when the owner's position is known, else by name in the owner's language. */
export function orderStores(stores: readonly SavStore[], locale: string, from?: Position): PlacedStore[] {
  const byName = (a: SavStore, b: SavStore) =>
    a.name.localeCompare(b.name, locale, { sensitivity: 'base' }) || a.city.localeCompare(b.city, locale);
  const placed = stores.map((store) => ({
    store,
    ...(from ? { distanceKm: distanceKm(from, store) } : {}),
  }));
  return placed.sort((a, b) =>
    a.distanceKm !== undefined && b.distanceKm !== undefined
      ? a.distanceKm - b.distanceKm || byName(a.store, b.store)
      : byName(a.store, b.store),
  );
}

/** "1.2 km" / "1,2 km"; whole kilometres once it is far enough for decimals not to matter. */
export function formatDistance(km: number, locale: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: km < 10 ? 1 : 0,
  }).format(km);
}
