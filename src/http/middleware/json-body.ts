// JSON request bodies: content-type check (415), size limit (413), UTF-8, gzip/deflate/br.
// raw-body reads the stream (limit, Content-Length mismatch, aborts); this file decides what to
// read and parses it (safe-json.ts refuses prototype-polluting keys).
//
// Why not express.json(): it measured ~30 us per request more than this on the message-turn
// benchmark (charset and type parsing done again, a decoder per request, an async-hooks wrapper
// around the callback, and a JSON reviver run over every key of every body).
import { createBrotliDecompress, createInflate, createGunzip } from 'node:zlib';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import type { RequestHandler } from 'express';
import getRawBody from 'raw-body';
import { errors, appError } from '../errors.js';
import { isConversationApi } from '../error-bodies.js';
import { DEFAULT_JSON_MAX_DEPTH, parseUntrustedJson } from '../safe-json.js';

const notJson = () => appError('invalid_json', 'Request body is not valid JSON');

/** Only objects and arrays at the top level (what body-parser calls `strict`). */
function parseStrict(text: string, maxDepth: number, path: string): unknown {
  if (text.length === 0) return {};
  const first = /\S/.exec(text)?.[0];
  if (first === undefined) return {};
  if (first !== '{' && first !== '[') throw appError('invalid_json', 'Request body must be a JSON object or array');
  // A number too large for a double is refused with the area's validation code, like a schema failure.
  return parseUntrustedJson(text, notJson, maxDepth, 'body', isConversationApi(path) ? 'invalid_config' : 'invalid_request');
}

/** null: no body at all; 'json': a JSON media type; 'other': a body of another type. */
export function bodyKind(req: IncomingMessage): 'json' | 'other' | null {
  const te = req.headers['transfer-encoding'];
  const len = req.headers['content-length'];
  if (te === undefined && len === undefined) return null;
  const header = req.headers['content-type'];
  if (!header) return 'other';
  const semi = header.indexOf(';');
  const type = (semi < 0 ? header : header.slice(0, semi)).trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json')) ? 'json' : 'other';
}

const CHARSET = /;\s*charset\s*=\s*"?([^";\s]*)"?/i;

/** JSON is UTF-8 (RFC 8259 section 8.1); a declared charset of anything else is refused. */
function charsetOf(req: IncomingMessage): string {
  const header = req.headers['content-type'] ?? '';
  if (!header.includes(';')) return 'utf-8';
  return (CHARSET.exec(header)?.[1] ?? 'utf-8').toLowerCase();
}

function decodedStream(req: IncomingMessage): Readable {
  const encoding = (req.headers['content-encoding'] ?? 'identity').toLowerCase();
  switch (encoding) {
    case 'identity':
      return req;
    case 'gzip':
      return req.pipe(createGunzip());
    case 'deflate':
      return req.pipe(createInflate());
    case 'br':
      return req.pipe(createBrotliDecompress());
    default:
      throw errors.unsupportedMediaType(`Content-Encoding "${encoding}" is not supported`);
  }
}

/** At most this much of a refused body is read and discarded; past it the connection is closed. */
const MAX_DRAIN_BYTES = 64 * 1024;

/**
 * After a failed read, let the rest of a small body arrive (discarded) before answering, so
 * clients that are still sending are not reset. A body that goes on past MAX_DRAIN_BYTES is not
 * drained: the answer goes out at once and the connection is closed (see the error handler).
 */
function drain(req: IncomingMessage, then: () => void): void {
  if (req.complete || req.destroyed) return then();
  let called = false;
  let drained = 0;
  const once = () => {
    if (called) return;
    called = true;
    req.off('data', count);
    then();
  };
  const count = (chunk: Buffer) => {
    drained += chunk.length;
    if (drained > MAX_DRAIN_BYTES) {
      req.pause();
      once();
    }
  };
  req.on('data', count);
  req.once('end', once);
  req.once('close', once);
  req.resume();
}

/** The client closed the connection before its body could be read. */
function clientGone(req: IncomingMessage): boolean {
  // A closed socket means nobody is there to answer, even when the whole body had arrived before
  // it closed (then `complete` is true and Node has already destroyed the request stream).
  return req.socket?.destroyed === true || req.readableAborted || (req.destroyed && !req.complete);
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Parses JSON bodies and refuses other content types on methods that carry a body with 415,
 * instead of letting validation see `undefined`. An empty JSON body (Content-Length: 0) is `{}`.
 * A body nesting deeper than `maxDepth` is 400 `too_deep` before any handler runs.
 */
export function jsonBody(limitBytes: number, maxDepth = DEFAULT_JSON_MAX_DEPTH, opts: { rawPaths?: readonly string[] } = {}): RequestHandler {
  const rawPaths = new Set(opts.rawPaths ?? []);
  return (req, _res, next) => {
    const kind = bodyKind(req);
    if (kind === null) return next();
    // A route that reads its own (non-JSON) body, e.g. recorded audio; it sets its own limit.
    if (rawPaths.has(req.path)) return next();
    if (kind === 'other') {
      const len = req.headers['content-length'];
      const empty = req.headers['transfer-encoding'] === undefined && (len === undefined || len === '0');
      return next(METHODS_WITH_BODY.has(req.method) && !empty ? errors.unsupportedMediaType() : undefined);
    }
    // A declared length over the limit is refused before a byte is read (the error handler closes
    // the connection rather than draining gigabytes).
    const declared = req.headers['content-length'];
    if (declared !== undefined && Number(declared) > limitBytes) return next(errors.payloadTooLarge(limitBytes));
    const charset = charsetOf(req);
    if (charset !== 'utf-8' && charset !== 'utf8') {
      return drain(req, () => next(errors.unsupportedMediaType(`JSON bodies must be UTF-8, not "${charset}"`)));
    }
    let stream: Readable;
    try {
      stream = decodedStream(req);
    } catch (err) {
      return drain(req, () => next(err));
    }
    // Content-Length describes the encoded bytes: only checked against what is read when not compressed.
    const length = stream === req ? req.headers['content-length'] : undefined;
    getRawBody(stream, { limit: limitBytes, length }).then(
      (buf) => {
        try {
          req.body = parseStrict(buf.toString('utf8'), maxDepth, req.path);
        } catch (err) {
          return next(err);
        }
        next();
      },
      (err: unknown) => {
        if (stream !== req) {
          req.unpipe();
          stream.destroy();
        }
        // A client that dropped the connection before (or while) the body was read is its own
        // doing, not a server fault: raw-body says "stream is not readable" (a 500) when the
        // request was already destroyed by the time it looked, so that case becomes the same
        // 499 `request_aborted` an abort during the read gets.
        if (clientGone(req)) return next(appError('request_aborted', 'The request was aborted by the client'));
        // raw-body's own errors carry a `type` (too large, aborted, size mismatch); anything else
        // came from the decompressor: the client sent data that is not what it declared.
        const known = typeof (err as { type?: unknown } | null)?.type === 'string';
        drain(req, () => next(known ? err : appError('invalid_request', `The request body is not valid ${req.headers['content-encoding']} data`)));
      },
    );
  };
}
