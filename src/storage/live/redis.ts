// The one Redis (or Valkey) client live state uses when REDIS_URL is set: opened with short
// timeouts, so a Redis that stops answering fails a request in about a second instead of queueing
// it forever, and checked at start-up with one line that names it (never with its password).
import { Redis } from 'ioredis';

export type { Redis } from 'ioredis';

/** Key namespace of every live-state key this service writes, so a shared Redis stays legible. */
export const LIVE_PREFIX = 'lp:';

/** redis://:secret@host:6379/0 -> redis://host:6379/0: what logs, health and errors may show. */
export function redactRedisUrl(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    u.username = '';
    return u.toString().replace(/\/$/, '');
  } catch {
    return 'redis://(unparsable URL)';
  }
}

export class RedisUnreachable extends Error {
  override name = 'RedisUnreachable';
}

export interface RedisTimeouts {
  /** Connecting (TCP + handshake). */
  connectMs: number;
  /** One command's answer. */
  commandMs: number;
}

// A command's bound is generous on purpose: the timer runs on the same event loop as the reply, so
// a loop stalled by other work (the critic's warm-up after start-up is about 1 s of CPU, longer on
// a busy machine) fires it before the answer that is already waiting is read.
const DEFAULT_TIMEOUTS: RedisTimeouts = { connectMs: 2_000, commandMs: 5_000 };

/**
 * Opens the client and waits for its first PING. A Redis that does not answer is one
 * RedisUnreachable line naming the URL (without credentials) and the reason.
 */
export async function openRedis(url: string, timeouts: RedisTimeouts = DEFAULT_TIMEOUTS): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    connectTimeout: timeouts.connectMs,
    commandTimeout: timeouts.commandMs,
    // A command fails after one reconnect attempt instead of waiting in a queue: a live-state
    // outage shows as errors (and as `down` on /health), not as requests hanging.
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 200, 2_000),
  });
  // Errors surface through the commands that fail; an unheard 'error' event must not crash. The
  // last one says why a connection failed (connect() itself only says it was closed).
  let lastError: unknown;
  client.on('error', (err) => (lastError = err));
  coalesceWrites(client);
  try {
    await client.connect();
    await client.ping();
  } catch (err) {
    client.disconnect();
    throw new RedisUnreachable(`cannot reach Redis at ${redactRedisUrl(url)} (REDIS_URL): ${reasonOf(lastError ?? err)}`);
  }
  return client;
}

/** ECONNREFUSED, ENOTFOUND, ... or the error's message, without the URL (it may hold a password). */
function reasonOf(err: unknown): string {
  const e = err as { code?: string; message?: string; errors?: Array<{ code?: string }> } | undefined;
  const code = e?.code ?? e?.errors?.[0]?.code;
  if (code) return code;
  return (e?.message ?? String(err)).replace(/redis(s)?:\/\/\S+/g, 'redis://…');
}

/**
 * The first command made in a turn of the event loop leaves at once; the ones made after it in the
 * same turn (while the loop handles one batch of ready sockets) leave together in one write when
 * the turn ends (setImmediate), instead of one write each. A write on a socket is a system call,
 * and on loopback the kernel delivers the bytes and wakes Redis inside it: under load, one write
 * per command was most of what a turn with its session in Redis cost more than one in memory
 * (ioredis writes each command as it is made). A lone command (a quiet server) is not delayed at
 * all; one made behind others waits at most for the callbacks already due, which run before its
 * reply could be read anyway. Order is kept (one stream, buffered in order). ioredis's own
 * enableAutoPipelining delays every command to the turn's end and keeps one batch in flight at a
 * time, so a command can wait for the previous batch's replies. A reconnect brings a new stream:
 * the old one's pending uncork is harmless.
 */
function coalesceWrites(client: Redis): void {
  const send = client.sendCommand.bind(client);
  let turnStarted = false;
  let corked: Redis['stream'] | undefined;
  const endTurn = () => {
    turnStarted = false;
    const stream = corked;
    corked = undefined;
    stream?.uncork();
  };
  client.sendCommand = (...args: Parameters<Redis['sendCommand']>) => {
    const stream = client.stream;
    if (client.status === 'ready' && stream?.writable) {
      if (!turnStarted) {
        turnStarted = true;
        setImmediate(endTurn);
      } else if (corked === undefined) {
        stream.cork();
        corked = stream;
      }
    }
    return send(...args);
  };
}

/** 'up' when Redis answers a PING within the command timeout. */
export async function redisStatus(client: Redis): Promise<'up' | 'down'> {
  try {
    await client.ping();
    return 'up';
  } catch {
    return 'down';
  }
}
