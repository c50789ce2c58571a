// A small fake of the Google Cloud Storage JSON API on 127.0.0.1, speaking exactly the requests
// @google-cloud/storage v7 sends for single-request uploads, downloads, metadata, delete and list.
// Point the SDK at it with `apiEndpoint` (or STORAGE_EMULATOR_HOST); it needs no credentials.
import { createHash } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

interface StoredObject {
  data: Buffer;
  contentType: string;
  generation: number;
  updated: string;
}

export interface FakeGcsRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  authorization?: string;
}

export interface FakeGcs {
  url: string;
  /** bucket -> name -> object */
  buckets: Map<string, Map<string, StoredObject>>;
  requests: FakeGcsRequest[];
  /** Makes the next N requests answer with this status (to test failures). */
  failNext(status: number, count?: number): void;
  object(bucket: string, name: string): string | undefined;
  close(): Promise<void>;
}

const CRC_TABLE = (() => {
  const t = new Uint32Array(256);
  for (let i = 0; i < 256; i++) {
    let c = i;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0x82f63b78 ^ (c >>> 1) : c >>> 1;
    t[i] = c >>> 0;
  }
  return t;
})();

/** CRC32C (Castagnoli), base64 of the big-endian value, as GCS reports it. */
function crc32c(data: Buffer): string {
  let c = 0xffffffff;
  for (const byte of data) c = CRC_TABLE[(c ^ byte) & 0xff]! ^ (c >>> 8);
  const out = Buffer.alloc(4);
  out.writeUInt32BE((c ^ 0xffffffff) >>> 0);
  return out.toString('base64');
}

const md5 = (data: Buffer) => createHash('md5').update(data).digest('base64');

function metadata(bucket: string, name: string, o: StoredObject) {
  return {
    kind: 'storage#object',
    id: `${bucket}/${name}/${o.generation}`,
    name,
    bucket,
    generation: String(o.generation),
    metageneration: '1',
    contentType: o.contentType,
    size: String(o.data.length),
    md5Hash: md5(o.data),
    crc32c: crc32c(o.data),
    updated: o.updated,
    timeCreated: o.updated,
  };
}

/** Splits a multipart/related body into its parts (headers ignored apart from the blank line). */
function parseMultipart(body: Buffer, boundary: string): Buffer[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Buffer[] = [];
  let start = body.indexOf(delimiter);
  while (start !== -1) {
    const next = body.indexOf(delimiter, start + delimiter.length);
    if (next === -1) break;
    const chunk = body.subarray(start + delimiter.length, next);
    const headerEnd = chunk.indexOf('\r\n\r\n');
    if (headerEnd !== -1) {
      let content = chunk.subarray(headerEnd + 4);
      if (content.subarray(-2).toString() === '\r\n') content = content.subarray(0, -2);
      parts.push(content);
    }
    start = next;
  }
  return parts;
}

export async function startFakeGcs(): Promise<FakeGcs> {
  const buckets = new Map<string, Map<string, StoredObject>>();
  const requests: FakeGcsRequest[] = [];
  let failures: { status: number; count: number } | undefined;
  let generation = 1;
  const bucket = (name: string) => {
    let b = buckets.get(name);
    if (!b) buckets.set(name, (b = new Map()));
    return b;
  };

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const query = Object.fromEntries(url.searchParams);
      requests.push({ method: req.method ?? '', path: url.pathname, query, authorization: req.headers.authorization });
      const send = (status: number, body?: unknown, headers: Record<string, string> = {}) => {
        if (Buffer.isBuffer(body)) {
          res.writeHead(status, { 'content-length': String(body.length), ...headers });
          res.end(body);
        } else if (body === undefined) {
          res.writeHead(status, headers);
          res.end();
        } else {
          res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
          res.end(JSON.stringify(body));
        }
      };
      const notFound = () => send(404, { error: { code: 404, message: 'No such object', errors: [{ reason: 'notFound' }] } });
      if (failures && failures.count > 0) {
        failures.count--;
        return send(failures.status, { error: { code: failures.status, message: 'injected failure' } });
      }
      const body = Buffer.concat(chunks);
      let m = /^\/upload\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
      if (m && req.method === 'POST') {
        const b = decodeURIComponent(m[1]!);
        let name = query.name;
        let data: Buffer = body;
        let contentType = req.headers['content-type'] ?? 'application/octet-stream';
        if (query.uploadType === 'multipart') {
          const boundary = /boundary="?([^";]+)"?/.exec(contentType)?.[1];
          const parts = boundary ? parseMultipart(body, boundary) : [];
          if (parts.length < 2) return send(400, { error: { code: 400, message: 'bad multipart body' } });
          const meta = JSON.parse(parts[0]!.toString('utf8')) as { name?: string; contentType?: string };
          name = name ?? meta.name;
          contentType = meta.contentType ?? 'application/octet-stream';
          data = parts[1]!;
        } else if (query.uploadType !== 'media') {
          return send(400, { error: { code: 400, message: `uploadType ${query.uploadType} not supported by the fake` } });
        }
        if (!name) return send(400, { error: { code: 400, message: 'name required' } });
        const o: StoredObject = { data, contentType, generation: generation++, updated: new Date(0).toISOString() };
        bucket(b).set(name, o);
        return send(200, metadata(b, name, o));
      }
      m = /^\/storage\/v1\/b\/([^/]+)\/o\/(.+)$/.exec(url.pathname);
      if (m) {
        const b = decodeURIComponent(m[1]!);
        const name = decodeURIComponent(m[2]!);
        const o = buckets.get(b)?.get(name);
        if (req.method === 'DELETE') {
          if (!o) return notFound();
          buckets.get(b)!.delete(name);
          return send(204);
        }
        if (req.method === 'GET') {
          if (!o) return notFound();
          if (query.alt === 'media') {
            return send(200, o.data, {
              'content-type': o.contentType,
              'x-goog-hash': `crc32c=${crc32c(o.data)},md5=${md5(o.data)}`,
              'x-goog-generation': String(o.generation),
              'x-goog-stored-content-encoding': 'identity',
            });
          }
          return send(200, metadata(b, name, o));
        }
      }
      m = /^\/storage\/v1\/b\/([^/]+)\/o$/.exec(url.pathname);
      if (m && req.method === 'GET') {
        const b = decodeURIComponent(m[1]!);
        const prefix = query.prefix ?? '';
        const items = [...(buckets.get(b) ?? new Map<string, StoredObject>()).entries()]
          .filter(([n]) => n.startsWith(prefix))
          .sort(([a], [c]) => (a < c ? -1 : 1))
          .map(([n, o]) => metadata(b, n, o));
        return send(200, { kind: 'storage#objects', items });
      }
      send(404, { error: { code: 404, message: `fake GCS: no route for ${req.method} ${url.pathname}` } });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    buckets,
    requests,
    failNext(status, count = 1) {
      failures = { status, count };
    },
    object(b, name) {
      return buckets.get(b)?.get(name)?.data.toString('utf8');
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
