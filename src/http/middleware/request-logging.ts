// Request ids and access logs. An incoming X-Request-Id is kept when it looks like an id; every
// response carries one, and every log line of the request is tagged with it (req.log).
import { randomUUID } from 'node:crypto';
import { pinoHttp } from 'pino-http';
import type { RequestHandler } from 'express';
import type { Logger } from '../../logger.js';

const SAFE_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestLogging(logger: Logger): RequestHandler {
  return pinoHttp({
    logger,
    genReqId(req, res) {
      const incoming = req.headers['x-request-id'];
      const id = typeof incoming === 'string' && SAFE_ID.test(incoming) ? incoming : randomUUID();
      res.setHeader('X-Request-Id', id);
      return id;
    },
    customLogLevel(_req, res, err) {
      if (err || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      return 'info';
    },
    // Keep access lines small: no bodies, only headers operators need (secrets are redacted too).
    serializers: {
      req(req: { id: unknown; method: string; url: string; headers: Record<string, unknown>; remoteAddress?: string }) {
        const { authorization, cookie, 'x-api-key': apiKey, 'user-agent': ua, 'content-length': len } = req.headers;
        return {
          id: req.id,
          method: req.method,
          url: req.url.replace(/([?&](?:token|key|api_key)=)[^&]*/gi, '$1[redacted]'),
          headers: { authorization, cookie, 'x-api-key': apiKey, 'user-agent': ua, 'content-length': len },
          remoteAddress: req.remoteAddress,
        };
      },
      res(res: { statusCode: number }) {
        return { statusCode: res.statusCode };
      },
    },
  });
}
