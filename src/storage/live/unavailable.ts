// A live-state command that Redis failed (down, timed out, refused): the request that needed it
// is answered 503 `storage_unavailable` with Retry-After (http/middleware/error-handler.ts), like a
// record store that cannot be reached, never a 500. The Redis implementations of the live-state
// ports pass each command through `orUnavailable`; the Redis error stays the cause, for the log.

export class LiveStateUnavailable extends Error {
  override name = 'LiveStateUnavailable';
  constructor(cause: unknown) {
    super(`live state (Redis) failed: ${(cause as Error)?.message ?? String(cause)}`, { cause });
  }
}

/** `command`'s outcome, its failure as LiveStateUnavailable. */
export function orUnavailable<T>(command: Promise<T>): Promise<T> {
  return command.catch((err: unknown) => {
    throw err instanceof LiveStateUnavailable ? err : new LiveStateUnavailable(err);
  });
}
