// Structured JSON logs (pino). Secrets never reach a log line: credentials in headers, cookies and
// request bodies are redacted by path, and the request serializer only keeps what operators need.
// (The access line, one a request, is built from an allow-list and skips the redaction: see
// http/middleware/request-logging.ts.)
// Lines are written synchronously, one write(2) each (pino's default destination). A buffered
// destination (`pino.destination({ sync: false })`) saved ~1 µs of ~5 µs a line into a pipe, and
// would lose what it holds when the process dies without an 'exit' event (SIGKILL, an
// out-of-memory abort): the last lines before a crash are the ones an operator needs.
import { pino, type Logger, type DestinationStream } from 'pino';

export type { Logger };

/**
 * What a masked secret reads as in a log line, wherever it was masked: pino's path redaction here,
 * and the access line's credential headers and query values (http/middleware). Spelled out only
 * here, so the two can never drift apart.
 */
export const REDACTED = '[redacted]';

/** Paths censored in every log line. Keep in step with test/foundation/logging.test.ts. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
  // The same names at the top level of a logged object (`logger.info({ token })`): `*.x` only
  // matches one level down.
  'apiKey',
  'api_key',
  'password',
  'token',
  'jwt',
  'secret',
  '*.apiKey',
  '*.api_key',
  '*.password',
  '*.token',
  '*.jwt',
  '*.secret',
  '*.providerAApiKey',
  '*.providerBApiKey',
  '*.providerCApiKey',
  '*.keyFile',
  'config.llm.*',
  'config.xapi.password',
  'config.objstore.keyFile',
];

export function createLogger(level: string, destination?: DestinationStream): Logger {
  return pino(
    {
      level,
      base: undefined,
      redact: { paths: REDACT_PATHS, censor: REDACTED },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
