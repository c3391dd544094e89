import type { Database } from '../../db/client.ts';
import type { Ctx } from '../context.ts';

/**
 * Members as signed-in requests read them (a session by its token, an account by its id), kept in this process while
 * the database tells it of every change to them (decision 0078). Triggers on the members, their roles and their
 * sessions notify the channel below with the member's id at commit, whichever process or command made the change;
 * the process that made it also forgets at once (`membersChanged`), so its own next request never sees the old state.
 * Without a listening connection (PGlite, a lost connection) nothing is kept and every read goes to the database.
 */
const memberChannel = 'member_changed';

/** The longest an entry is kept, changes or not. */
const keepMs = 60_000;
const maxEntries = 10_000;

interface Entry {
  value: unknown;
  userId: number;
  until: number;
}

class MemberCache {
  listening = false;
  /** Raised by every change: a read that began before a change is not kept. */
  generation = 0;
  readonly entries = new Map<string, Entry>();

  forget(userId: number | null): void {
    this.generation++;
    if (userId === null) return this.entries.clear();
    for (const [key, entry] of this.entries) if (entry.userId === userId) this.entries.delete(key);
  }
}

const caches = new WeakMap<object, MemberCache>();

/** Follows the database's notifications of member changes; until the returned function is called, reads are kept. */
export async function followMemberChanges(ctx: Ctx, database: Database): Promise<() => Promise<void>> {
  if (!database.listen) return async () => {};
  const cache = new MemberCache();
  caches.set(ctx.db, cache);
  const stop = await database.listen(memberChannel, {
    notice: (payload) => cache.forget(/^\d+$/.test(payload) ? Number(payload) : null),
    listening: () => {
      cache.forget(null);
      cache.listening = true;
    },
    lost: (err) => {
      cache.listening = false;
      cache.forget(null);
      ctx.log.warn({ err }, 'écoute des changements de membres perdue : lectures sans cache');
    },
  });
  return async () => {
    cache.listening = false;
    cache.forget(null);
    caches.delete(ctx.db);
    await stop();
  };
}

/** Forgets what this process keeps of these members: called after the commit of a change to them. */
export function membersChanged(ctx: Ctx, ...userIds: number[]): void {
  const cache = caches.get(ctx.db);
  for (const id of userIds) cache?.forget(id);
}

/** A read about one member. `until`: the read value is valid no longer than this (a session's expiry). */
export interface MemberRead<T> {
  value: T;
  userId: number;
  until?: Date;
}

/**
 * The value kept under `key`, or `read()`'s, kept unless a change came in while it was read. Only found values are
 * kept: an unknown token costs a read each time, as before.
 */
export async function keptForMember<T>(
  ctx: Ctx,
  key: string,
  read: () => Promise<MemberRead<T> | null>,
): Promise<T | null> {
  const cache = caches.get(ctx.db);
  if (!cache?.listening) return (await read())?.value ?? null;
  const now = ctx.clock.now().getTime();
  const hit = cache.entries.get(key);
  if (hit && hit.until > now) return hit.value as T;
  const generation = cache.generation;
  const found = await read();
  if (found && cache.listening && cache.generation === generation) {
    if (cache.entries.size >= maxEntries) cache.entries.delete(cache.entries.keys().next().value!);
    const until = Math.min(now + keepMs, found.until?.getTime() ?? Infinity);
    cache.entries.delete(key);
    cache.entries.set(key, { value: found.value, userId: found.userId, until });
  }
  return found?.value ?? null;
}
