// A memory of at most `capacity` entries: a Map iterates in insertion order, so the oldest entry goes first.

/** Sets `key` as the newest entry of `map`, the oldest one dropped first when `capacity` is reached. */
export function setBounded<K, V>(map: Map<K, V>, key: K, value: V, capacity: number): void {
  map.delete(key);
  if (map.size >= capacity) {
    const oldest = map.keys().next();
    if (!oldest.done) map.delete(oldest.value);
  }
  map.set(key, value);
}
