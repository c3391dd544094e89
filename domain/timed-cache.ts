import { siteChangeState } from '../platform/site-changes.ts';
import type { Ctx } from './context.ts';

/**
 * A small per-database, per-process memory of what the staff change and everyone reads (media details, file lookups,
 * a ballot, a key-value item, the delivery churches) kept for MEDIA_CACHE_SECONDS, forgotten at every change of the
 * library or the site data: the ones made here (forgetMediaCaches) and, on a PostgreSQL server, the ones the database tells of, whichever process made them
 * (platform/site-changes.ts, decision 0084). While the database's word may be missed, nothing is kept. The oldest
 * entries go first past `max`.
 */
export interface TimedCache<K, V> {
  get(ctx: Ctx, key: K, load: () => Promise<V>): Promise<V>;
}

interface Kept<K, V> {
  /** The site's change generation the entries were read in. */
  generation: number;
  entries: Map<K, { value: V; expires: number }>;
}

export function timedCache<K, V>(max = 2000): TimedCache<K, V> {
  const byDb = new WeakMap<object, Kept<K, V>>();
  return {
    async get(ctx, key, load) {
      const seconds = ctx.config.MEDIA_CACHE_SECONDS;
      const site = siteChangeState();
      if (!seconds || !site.trusted) return load();
      let kept = byDb.get(ctx.db);
      if (kept?.generation !== site.generation)
        byDb.set(ctx.db, (kept = { generation: site.generation, entries: new Map() }));
      const { entries } = kept;
      const now = ctx.clock.now().getTime();
      const hit = entries.get(key);
      if (hit && hit.expires > now) return hit.value;
      const value = await load();
      // A change told while this was read may not be in it.
      if (siteChangeState().generation !== site.generation) return value;
      entries.delete(key);
      entries.set(key, { value, expires: now + seconds * 1000 });
      if (entries.size > max) entries.delete(entries.keys().next().value as K);
      return value;
    },
  };
}
