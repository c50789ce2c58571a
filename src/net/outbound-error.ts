// Why an outbound request did not happen or was cut short. Callers map the code to their own
// errors (a refused request-supplied endpoint is the caller's mistake: 400).
export type OutboundErrorCode = 'blocked' | 'too_many_redirects' | 'too_large' | 'timeout';

export class OutboundError extends Error {
  override name = 'OutboundError';
  constructor(
    message: string,
    readonly code: OutboundErrorCode,
  ) {
    super(message);
  }
}

/** The OutboundError somewhere in an error's cause chain (fetch and SDKs wrap it). */
export function findOutboundError(err: unknown): OutboundError | undefined {
  for (let e = err, depth = 0; e && depth < 8; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof OutboundError) return e;
  }
  return undefined;
}
