/**
 * Entries kept under a key, bounded both in number and in bytes (a cache of pages holds their bytes: a count alone
 * lets a few long pages weigh what the heap cannot spare, decision 0123). Past either bound, the oldest go first; an
 * entry heavier than the whole allowance is not kept.
 */
export interface SizedEntries<V> {
  get(key: string): V | undefined;
  set(key: string, value: V, bytes: number): void;
  clear(): void;
  /** The bytes of the entries kept. */
  readonly bytes: number;
  readonly size: number;
}

export function sizedEntries<V>(maxEntries: number, maxBytes: number): SizedEntries<V> {
  const entries = new Map<string, { value: V; bytes: number }>();
  let total = 0;
  const drop = (key: string) => {
    const old = entries.get(key);
    if (!old) return;
    entries.delete(key);
    total -= old.bytes;
  };
  return {
    get: (key) => entries.get(key)?.value,
    set(key, value, bytes) {
      drop(key);
      if (bytes > maxBytes) return;
      while (entries.size > 0 && (entries.size >= maxEntries || total + bytes > maxBytes)) {
        drop(entries.keys().next().value!);
      }
      entries.set(key, { value, bytes });
      total += bytes;
    },
    clear() {
      entries.clear();
      total = 0;
    },
    get bytes() {
      return total;
    },
    get size() {
      return entries.size;
    },
  };
}
