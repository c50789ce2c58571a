// Structured JSON logs (pino). Secrets never reach a log line: credentials in headers, cookies and
// request bodies are redacted by path, and the request serializer only keeps what operators need.
import { pino, type Logger, type DestinationStream } from 'pino';

export type { Logger };

/** Paths censored in every log line. Keep in step with test/foundation/logging.test.ts. */
export const REDACT_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'req.headers["x-api-key"]',
  'req.headers["api-key"]',
  'res.headers["set-cookie"]',
  'headers.authorization',
  'headers.cookie',
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
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
    },
    destination,
  );
}
