/**
 * The staff changed what public pages show (a media, a church, the live meeting…): the pages this process keeps for
 * a few seconds (server/page-cache.ts, server/member-pages.ts) are forgotten, so the change shows at once here.
 * Other processes show it when their copies expire (PAGE_CACHE_SECONDS).
 */
const listeners = new Set<() => void>();

export function onSiteChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function siteChanged(): void {
  for (const listener of listeners) listener();
}
