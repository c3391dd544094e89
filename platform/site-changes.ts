import type { Logger } from './logger.ts';

/**
 * The staff changed what public pages show (a media, a church, the live meeting…): what this process keeps of it for
 * a while (media details, server/page-cache.ts, server/member-pages.ts) is forgotten, so the change shows at once.
 * On a PostgreSQL server the database tells every process of every such change (triggers notify the channel below
 * at commit, decision 0084), so the change shows on all of them within the notification's delivery.
 */
const siteChannel = 'site_changed';

const listeners = new Set<() => void>();
/** Raised by every change: a read that began before a change is not kept. */
let generation = 0;
/** False while a process that should hear the database's notifications does not (connecting, connection lost). */
let heard = true;

export function onSiteChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function siteChanged(): void {
  generation++;
  for (const listener of listeners) listener();
}

/**
 * Where keepers of site data stand: `generation` changes with every change; `trusted` is false while changes may go
 * untold (a lost listening connection), when nothing should be kept past a short moment.
 */
export function siteChangeState(): { generation: number; trusted: boolean } {
  return { generation, trusted: heard };
}

/** Listens to a channel (the database's `listen`, db/listen.ts): PostgreSQL only, PGlite serves one process. */
type Listen = (
  channel: string,
  handlers: { notice(payload: string): void; listening(): void; lost(err: unknown): void },
) => Promise<() => Promise<void>>;

/**
 * Follows the database's notifications of site changes until the returned function is called. Until the first
 * connection and whenever it is lost, kept data is not trusted; each (re)connection forgets everything, since
 * changes made meanwhile went untold.
 */
export async function followSiteChanges(listen: Listen | undefined, log: Logger): Promise<() => Promise<void>> {
  if (!listen) return async () => {};
  heard = false;
  siteChanged();
  const stop = await listen(siteChannel, {
    notice: () => siteChanged(),
    listening: () => {
      heard = true;
      siteChanged();
    },
    lost: (err) => {
      heard = false;
      siteChanged();
      log.warn({ err }, 'écoute des changements du site perdue : médias relus à chaque demande');
    },
  });
  return async () => {
    await stop();
    heard = true;
  };
}
