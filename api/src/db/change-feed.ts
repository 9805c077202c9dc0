import crypto from 'node:crypto';
import { Client, type ClientConfig } from 'pg';

/**
 * What changed: `catalog` (products, stock, orders or the lookup tables: every cached read) or
 * `remotes` (the live remotes config).
 */
export type ChangeTopic = 'catalog' | 'remotes';

/** The PostgreSQL channel every api instance listens on. */
export const CHANGES_CHANNEL = 'reluxe_changes';
/**
 * `from` of the changes the database's own triggers announce (migration 0020): any statement that
 * writes the catalogue, whoever runs it. Nobody waits for their acknowledgement.
 */
export const FROM_DATABASE = 'database';

/** How long a writer waits for the other instances' acknowledgements before answering anyway. */
const ACK_TIMEOUT_MS = 2_000;
/** Pause between attempts to get the channel back after it was lost. */
const RECONNECT_MS = 1_000;
/** application_name of every listening connection: PostgreSQL's own list of live instances. */
const LISTENER_PREFIX = 'reluxe-feed:';

type Listener = (topic: ChangeTopic) => void;

/**
 * Tells every api instance that data behind their caches changed. On PostgreSQL it is
 * LISTEN/NOTIFY on the shared database: the channel reaches exactly the instances that share the
 * data and needs no other service. The embedded database serves one process, so there the feed is
 * in memory.
 */
export interface ChangeFeed {
  /**
   * Announces a change to every instance (this one included) and resolves once every other
   * listening instance has acknowledged that it dropped its caches (or after ACK_TIMEOUT_MS).
   */
  publish(topic: ChangeTopic): Promise<void>;
  /** Runs `listener` for every change, and with every topic when the channel is lost or back. */
  subscribe(listener: Listener): () => void;
  /** False while the channel is lost: caches must not answer then (they may have missed a change). */
  readonly live: boolean;
  close(): Promise<void>;
}

/** A change the database's triggers announced in `payload`, or undefined for anything else. */
export function databaseChange(payload: string | undefined): ChangeTopic | undefined {
  const message = parseMessage(payload);
  return message && !('ack' in message) && message.from === FROM_DATABASE
    ? message.topic
    : undefined;
}

/** One process: changes are delivered synchronously. */
export function localChangeFeed(): ChangeFeed {
  const listeners = new Set<Listener>();
  return {
    live: true,
    async publish(topic) {
      for (const listener of listeners) listener(topic);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      listeners.clear();
    },
  };
}

/** A change (`id` absent when the database announced it), or an instance's acknowledgement. */
type Message = { topic: ChangeTopic; id?: string; from: string } | { ack: string; by: string };

const TOPICS: ChangeTopic[] = ['catalog', 'remotes'];

function parseMessage(payload: string | undefined): Message | undefined {
  if (!payload) return undefined;
  try {
    const message = JSON.parse(payload) as Message;
    return 'ack' in message || TOPICS.includes(message.topic) ? message : undefined;
  } catch {
    return undefined;
  }
}

interface PendingAck {
  waitingFor: Set<string>;
  done: () => void;
}

/**
 * LISTEN on a dedicated connection named after this instance; `query` runs through the pool.
 * Resolves once listening, or rejects when the first connection fails.
 */
export async function postgresChangeFeed(
  connection: ClientConfig,
  query: (text: string, values: unknown[]) => Promise<{ rows: Record<string, unknown>[] }>,
  log: (message: string, error?: unknown) => void = () => undefined,
): Promise<ChangeFeed> {
  const self = crypto.randomUUID();
  const listeners = new Set<Listener>();
  const pendingAcks = new Map<string, PendingAck>();
  let client: Client | undefined;
  let live = false;
  let closed = false;
  let retry: NodeJS.Timeout | undefined;
  /** A reconnection already failed in this outage (logged once, not on every attempt). */
  let retryFailed = false;

  const emit = (topic: ChangeTopic) => {
    for (const listener of listeners) listener(topic);
  };
  // pg_notify is a function call with no table: drizzle's select always needs a FROM.
  const send = (message: Message) =>
    query('SELECT pg_notify($1, $2)', [CHANGES_CHANNEL, JSON.stringify(message)]);
  const releaseAll = () => {
    for (const pending of pendingAcks.values()) pending.done();
  };

  /** Ends a connection given up on; what it still reports is logged, never thrown. */
  const release = (dropped: Client) => {
    dropped.removeAllListeners();
    dropped.on('error', (error) => log('a closed change-feed connection failed', error));
    return dropped
      .end()
      .catch((error: unknown) => log('could not end a change-feed connection', error));
  };

  const lost = (error?: unknown) => {
    if (!live || closed) return;
    live = false;
    log('change feed lost: caches are off until it is back', error);
    if (client) void release(client);
    client = undefined;
    releaseAll();
    for (const topic of TOPICS) emit(topic);
    retry = setTimeout(() => void connect().catch(lost), RECONNECT_MS);
  };

  const receive = (payload: string) => {
    const message = parseMessage(payload);
    if (!message) return;
    if ('ack' in message) {
      const pending = pendingAcks.get(message.ack);
      pending?.waitingFor.delete(message.by);
      if (pending?.waitingFor.size === 0) pending.done();
      return;
    }
    if (message.from === self) return;
    emit(message.topic);
    if (message.id === undefined) return;
    send({ ack: message.id, by: self }).catch((error: unknown) =>
      log('could not acknowledge', error),
    );
  };

  async function connect(): Promise<void> {
    const next = new Client({ ...connection, application_name: `${LISTENER_PREFIX}${self}` });
    next.on('error', lost);
    next.on('end', () => lost());
    next.on('notification', (message) => {
      if (message.channel === CHANGES_CHANNEL && message.payload) receive(message.payload);
    });
    try {
      await next.connect();
      // LISTEN is a utility command on this dedicated client, outside drizzle's builders.
      await next.query(`LISTEN ${CHANGES_CHANNEL}`);
    } catch (error) {
      await release(next);
      if (closed) return;
      if (!client && retry === undefined) throw error;
      if (!retryFailed) log(`change feed still lost, retrying every ${RECONNECT_MS} ms`, error);
      retryFailed = true;
      retry = setTimeout(() => void connect().catch(lost), RECONNECT_MS);
      return;
    }
    if (closed) {
      await release(next);
      return;
    }
    const wasLost = retry !== undefined;
    if (wasLost) log('change feed back');
    client = next;
    live = true;
    retry = undefined;
    retryFailed = false;
    // Changes made while the channel was down were missed: drop everything once.
    if (wasLost) for (const topic of TOPICS) emit(topic);
  }

  /** The other instances listening right now (their LISTEN connections are alive). */
  const otherListeners = async (): Promise<Set<string>> => {
    // pg_stat_activity is a system view, not a table of the drizzle schema.
    const { rows } = await query(
      `SELECT substr(application_name, $1) AS id FROM pg_stat_activity
       WHERE datname = current_database() AND application_name LIKE $2`,
      [LISTENER_PREFIX.length + 1, `${LISTENER_PREFIX}%`],
    );
    return new Set(rows.map((row) => String(row.id)).filter((id) => id !== self));
  };

  await connect();

  return {
    get live() {
      return live;
    },
    async publish(topic) {
      // Always clear this instance's caches at once, even when the channel is down.
      emit(topic);
      if (!live) return;
      const waitingFor = await otherListeners();
      if (waitingFor.size === 0) return;
      const id = crypto.randomUUID();
      const acknowledged = new Promise<void>((resolve) => {
        const timer = setTimeout(() => {
          log(`change not acknowledged by ${[...waitingFor].join(', ')}`);
          done();
        }, ACK_TIMEOUT_MS);
        const done = () => {
          clearTimeout(timer);
          pendingAcks.delete(id);
          resolve();
        };
        pendingAcks.set(id, { waitingFor, done });
      });
      try {
        await send({ topic, id, from: self });
      } catch (error) {
        pendingAcks.get(id)?.done();
        throw error;
      }
      await acknowledged;
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async close() {
      closed = true;
      live = false;
      if (retry) clearTimeout(retry);
      releaseAll();
      if (client) await release(client);
      client = undefined;
      listeners.clear();
    },
  };
}
