// Why an outbound request did not happen or was cut short. Callers map the code to their own
// errors (a refused request-supplied endpoint is the caller's mistake: 400).
export type OutboundErrorCode = 'blocked' | 'too_many_redirects' | 'too_large' | 'timeout';

export class OutboundError extends Error {
  override name = 'OutboundError';
  /**
   * What the caller who supplied the URL may be told. The message may hold more (the address a
   * name resolved to), which is for the log: told to the caller, the guard would answer which
   * internal names exist and their private addresses.
   */
  readonly forCaller: string;
  constructor(
    message: string,
    readonly code: OutboundErrorCode,
    forCaller?: string,
  ) {
    super(message);
    this.forCaller = forCaller ?? message;
  }
}

/** The OutboundError somewhere in an error's cause chain (fetch and SDKs wrap it). */
export function findOutboundError(err: unknown): OutboundError | undefined {
  for (let e = err, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof OutboundError) return e;
  }
  return undefined;
}
