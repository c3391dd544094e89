import { siteChanged } from '../../platform/site-changes.ts';
import type { Ctx } from '../context.ts';

/**
 * A small per-database, per-process memory of public answers (media details, file lookups) kept for
 * MEDIA_CACHE_SECONDS. Public content changes rarely and may show up to that many seconds late; processes stay
 * independent (nothing to share or invalidate across them). The oldest entries go first past `max`.
 */
export interface TimedCache<K, V> {
  get(ctx: Ctx, key: K, load: () => Promise<V>): Promise<V>;
  /** Forgets every entry of this database (a media changed). */
  clear(ctx: Ctx): void;
}

/** Every cache made, so that a change to the library can empty them all at once (forgetMediaCaches). */
const allCaches: TimedCache<unknown, unknown>[] = [];

/** After a staff change to the library: the next public answer and page read the database again, in this process. */
export function forgetMediaCaches(ctx: Ctx): void {
  for (const cache of allCaches) cache.clear(ctx);
  siteChanged();
}

export function timedCache<K, V>(max = 2000): TimedCache<K, V> {
  const byDb = new WeakMap<object, Map<K, { value: V; expires: number }>>();
  const cache: TimedCache<K, V> = {
    clear(ctx) {
      byDb.delete(ctx.db);
    },
    async get(ctx, key, load) {
      const seconds = ctx.config.MEDIA_CACHE_SECONDS;
      if (!seconds) return load();
      let entries = byDb.get(ctx.db);
      if (!entries) byDb.set(ctx.db, (entries = new Map()));
      const now = ctx.clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = await load();
      entries.delete(key);
      entries.set(key, { value, expires: now + seconds * 1000 });
      if (entries.size > max) entries.delete(entries.keys().next().value as K);
      return value;
    },
  };
  allCaches.push(cache as TimedCache<unknown, unknown>);
  return cache;
}
