// Errors Node's HTTP parser raises before Express ever sees a request (oversized headers, a bad
// method, Content-Length with Transfer-Encoding, a header or request timeout). Node's default
// answer is a bare status line with no body; this writes the documented JSON error shape instead,
// when the socket can still take it, then closes the connection.
import { STATUS_CODES, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import { errorBodyFor } from './error-bodies.js';
import { appError, type AppError } from './errors.js';

interface ParserError extends Error {
  code?: string;
  rawPacket?: Buffer;
}

export function classifyClientError(err: ParserError): AppError {
  switch (err.code) {
    case 'HPE_HEADER_OVERFLOW':
      return appError('headers_too_large', 'The request headers are too large');
    case 'HPE_CHUNK_EXTENSIONS_OVERFLOW':
      return appError('payload_too_large', 'The chunk extensions are too large');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return appError('request_timeout', 'The request was not received in time');
    case 'HPE_INVALID_METHOD':
      return appError('bad_request', 'The request method is not valid');
    case 'HPE_UNEXPECTED_CONTENT_LENGTH':
      return appError('bad_request', 'Content-Length and Transfer-Encoding must not be sent together');
    default:
      return appError('bad_request', 'The request is not valid HTTP');
  }
}

/** The request path, for choosing the error shape: from the request in flight or the raw bytes. */
function pathOf(inflight: ServerResponse | undefined, err: ParserError): string {
  const url = inflight?.req?.url ?? /^[A-Z]+ (\/\S*) HTTP\//.exec(err.rawPacket?.toString('latin1', 0, 512) ?? '')?.[1] ?? '/';
  const q = url.indexOf('?');
  return q < 0 ? url : url.slice(0, q);
}

/** The server's 'clientError' listener. */
export function answerClientError(err: ParserError, socket: Duplex): void {
  // The in-flight response, if a request got as far as Express (a body that never finished).
  const inflight = (socket as Duplex & { _httpMessage?: ServerResponse | null })._httpMessage ?? undefined;
  if (err.code === 'ECONNRESET' || !socket.writable || inflight?.headersSent) {
    socket.destroy();
    return;
  }
  const appError = classifyClientError(err);
  const body = JSON.stringify(errorBodyFor(pathOf(inflight, err), appError));
  socket.once('finish', () => socket.destroy());
  socket.end(
    `HTTP/1.1 ${appError.status} ${STATUS_CODES[appError.status]}\r\n` +
      'Content-Type: application/json; charset=utf-8\r\n' +
      `Content-Length: ${Buffer.byteLength(body)}\r\n` +
      'Cache-Control: no-store\r\n' +
      'X-Content-Type-Options: nosniff\r\n' +
      'Connection: close\r\n\r\n' +
      body,
  );
}
