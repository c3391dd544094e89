/**
 * Public content changed (a church, a live meeting…): whatever keeps public pages for a while in this process (the
 * page cache of anonymous visits, server/page-cache.ts) forgets them, so the change shows at once. The server
 * registers its page cache; the domain announces a change after its transaction committed.
 */
const listeners = new Set<() => void>();

export function onPublicContentChanged(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function publicContentChanged(): void {
  for (const listener of listeners) listener();
}
