import pg from 'pg';

/** What a channel's listener is told (PostgreSQL's LISTEN/NOTIFY). */
export interface ListenHandlers {
  /** A notification's payload. */
  notice(payload: string): void;
  /** Listening (again): every notification sent from now on reaches `notice`. */
  listening(): void;
  /** The connection was lost: notifications may be missed until `listening` is called again. */
  lost(err: unknown): void;
}

/** How long a lost listener waits before it connects again: doubled at each failure, from 250 ms up to 2 s. */
const firstRetryMs = 250;
const lastRetryMs = 2000;

/**
 * Listens to a channel on a connection of its own, connecting again after a loss, until the returned function stops it.
 * The first connection is tried before this resolves; a failure there is reported as a loss and retried.
 */
export async function listenOn(url: string, channel: string, handlers: ListenHandlers): Promise<() => Promise<void>> {
  let current: pg.Client | null = null;
  let stopped = false;
  let retry: NodeJS.Timeout | undefined;
  let retryMs = firstRetryMs;

  const drop = (client: pg.Client, err: unknown) => {
    if (current === client) {
      current = null;
      handlers.lost(err);
    }
    client.removeAllListeners();
    client.on('error', () => {});
    client.end().catch(() => {});
    if (!stopped && !retry) {
      retry = setTimeout(() => {
        retry = undefined;
        void connect();
      }, retryMs);
      retry.unref();
      retryMs = Math.min(retryMs * 2, lastRetryMs);
    }
  };

  const connect = async () => {
    // Not answered within 3 s (a network cut drops packets): given up, and tried again later.
    const client = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: 3000,
      keepAlive: true,
      keepAliveInitialDelayMillis: 10_000,
    });
    client.on('notification', (message) => {
      if (message.channel === channel) handlers.notice(message.payload ?? '');
    });
    client.on('error', (err) => drop(client, err));
    client.on('end', () => drop(client, new Error('connexion d’écoute fermée')));
    try {
      await client.connect();
      await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
    } catch (err) {
      drop(client, err);
      return;
    }
    if (stopped) {
      await client.end().catch(() => {});
      return;
    }
    current = client;
    retryMs = firstRetryMs;
    handlers.listening();
  };

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const client = current;
    current = null;
    if (client) {
      client.removeAllListeners();
      client.on('error', () => {});
      await client.end().catch(() => {});
    }
  };
}
