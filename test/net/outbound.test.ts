import { afterEach, describe, expect, it } from 'vitest';
import { checkUrl, createGuardedFetch, guardedFetch, OutboundError, type Resolver } from '../../src/net/outbound.js';
import { startFakeServer, type FakeServer } from '../helpers/fake-providers/server.js';

const resolveTo =
  (...addresses: string[]): Resolver =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));

async function refusal(p: Promise<unknown>): Promise<OutboundError> {
  const err = await p.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OutboundError);
  return err as OutboundError;
}

describe('checkUrl (static checks)', () => {
  it.each([
    ['decimal integer', 'https://2130706433/'],
    ['hex and short form', 'https://0x7f.1/'],
    ['octal integer', 'https://017700000001/'],
    ['dotted loopback', 'https://127.0.0.1/'],
    ['IPv4-mapped IPv6', 'https://[::ffff:127.0.0.1]/'],
    ['IPv4-mapped IPv6 private', 'https://[::ffff:10.0.0.1]/'],
    ['IPv6 loopback', 'https://[::1]/'],
    ['IPv6 unspecified', 'https://[::]/'],
    ['unspecified', 'https://0.0.0.0/'],
    ['cloud metadata', 'https://169.254.169.254/latest/meta-data/'],
    ['private 10/8', 'https://10.1.2.3/'],
    ['private 192.168/16', 'https://192.168.0.1/'],
    ['CGNAT', 'https://100.64.0.1/'],
    ['NAT64', 'https://[64:ff9b::7f00:1]/'],
    ['6to4', 'https://[2002:7f00:1::1]/'],
    ['IPv6 unique local', 'https://[fd00::1]/'],
    ['IPv6 link local', 'https://[fe80::1]/'],
    ['localhost name', 'https://localhost/'],
    ['localhost subdomain', 'https://api.localhost/'],
  ])('refuses %s (%s)', (_name, url) => {
    expect(checkUrl(url)).toBeTypeOf('string');
  });

  it('names the normalised address in the problem', () => {
    expect(checkUrl('https://0x7f.1/')).toMatch(/127\.0\.0\.1 is a loopback address/);
    expect(checkUrl('https://[::ffff:127.0.0.1]/')).toMatch(/127\.0\.0\.1 is a loopback address/);
  });

  it('refuses plain http and other schemes', () => {
    expect(checkUrl('http://example.com/')).toMatch(/scheme http is not allowed/);
    expect(checkUrl('ftp://example.com/')).toMatch(/scheme ftp/);
    expect(checkUrl('file:///etc/passwd')).toMatch(/scheme file/);
    expect(checkUrl('not a url')).toMatch(/not a valid/);
  });

  it('passes public https URLs (names and unicast literals)', () => {
    expect(checkUrl('https://example.openai.azure.com/')).toBeUndefined();
    expect(checkUrl('https://8.8.8.8/')).toBeUndefined();
    expect(checkUrl('https://[2606:4700:4700::1111]/')).toBeUndefined();
  });

  it('allowPrivate lifts the address checks and permits http', () => {
    expect(checkUrl('http://127.0.0.1:8080/', { allowPrivate: true })).toBeUndefined();
    expect(checkUrl('ftp://127.0.0.1/', { allowPrivate: true })).toMatch(/scheme ftp/);
  });
});

describe('guardedFetch', () => {
  let server: FakeServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  it('refuses http before any network access', async () => {
    const err = await refusal(guardedFetch('http://example.com/', {}, { resolve: () => Promise.reject(new Error('no DNS expected')) }));
    expect(err.code).toBe('blocked');
  });

  it('refuses a hostname that resolves to 127.0.0.1 at connect time', async () => {
    const err = await refusal(guardedFetch('https://rebind.example/', {}, { resolve: resolveTo('127.0.0.1') }));
    expect(err.code).toBe('blocked');
    expect(err.message).toMatch(/rebind\.example resolves to 127\.0\.0\.1 is a loopback address/);
  });

  it('refuses when any one of the resolved addresses is private', async () => {
    const err = await refusal(guardedFetch('https://mixed.example/', {}, { resolve: resolveTo('93.184.216.34', '10.0.0.5') }));
    expect(err.message).toMatch(/10\.0\.0\.5/);
  });

  it('refuses names resolving to IPv6 loopback or an IPv4-mapped private address', async () => {
    await refusal(guardedFetch('https://six.example/', {}, { resolve: resolveTo('::1') }));
    await refusal(guardedFetch('https://mapped.example/', {}, { resolve: resolveTo('::ffff:192.168.1.1') }));
  });

  it('allowPrivate lets a loopback test server through', async () => {
    server = await startFakeServer(() => ({ json: { ok: true } }));
    const res = await guardedFetch(`${server.url}/hello`, {}, { allowPrivate: true });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
  });

  it('checks every redirect hop: a redirect to a private address is refused', async () => {
    server = await startFakeServer((req) =>
      req.path === '/start' ? { status: 302, headers: { location: `http://127.0.0.1:${server!.port}/internal` } } : { json: { secret: true } },
    );
    // The first hop is let through by name (an operator allowlist) so the redirect is what gets tested.
    const opts = { allowHttp: true, allowHosts: ['public.example'], resolve: resolveTo('127.0.0.1') };
    const err = await refusal(guardedFetch(`http://public.example:${server.port}/start`, {}, opts));
    expect(err.message).toMatch(/127\.0\.0\.1 is a loopback address/);
    expect(server.requests.map((r) => r.path)).toEqual(['/start']);
  });

  it('refuses a redirect to the metadata address', async () => {
    server = await startFakeServer(() => ({ status: 301, headers: { location: 'http://169.254.169.254/latest/meta-data/' } }));
    const opts = { allowHttp: true, allowHosts: ['public.example'], resolve: resolveTo('127.0.0.1') };
    const err = await refusal(guardedFetch(`http://public.example:${server.port}/`, {}, opts));
    expect(err.message).toMatch(/linkLocal/);
  });

  it('follows allowed redirects (POST becomes GET on 302, credentials dropped across origins) up to 5 hops', async () => {
    server = await startFakeServer((req, i) => (i < 2 ? { status: 302, headers: { location: `/hop${i + 1}` } } : { json: { method: req.method } }));
    const res = await guardedFetch(`${server.url}/start`, { method: 'POST', body: '{}', headers: { 'api-key': 'k' } }, { allowPrivate: true });
    expect(await res.json()).toEqual({ method: 'GET' });
    expect(server.requests.map((r) => r.path)).toEqual(['/start', '/hop1', '/hop2']);
    // Same origin: the header survives.
    expect(server.requests[2]!.headers['api-key']).toBe('k');

    await server.close();
    server = await startFakeServer(() => ({ status: 307, headers: { location: '/again' } }));
    const err = await refusal(guardedFetch(`${server.url}/`, {}, { allowPrivate: true }));
    expect(err.code).toBe('too_many_redirects');
    expect(server.requests).toHaveLength(6);
  });

  it('drops credential headers when a redirect changes origin', async () => {
    const target = await startFakeServer(() => ({ json: {} }));
    server = await startFakeServer(() => ({ status: 307, headers: { location: `${target.url}/x` } }));
    try {
      await guardedFetch(`${server.url}/`, { headers: { authorization: 'Bearer s', 'api-key': 'k' } }, { allowPrivate: true });
      expect(target.requests[0]!.headers.authorization).toBeUndefined();
      expect(target.requests[0]!.headers['api-key']).toBeUndefined();
    } finally {
      await target.close();
    }
  });

  it('aborts an oversized response (declared or streamed)', async () => {
    const big = 'x'.repeat(64 * 1024);
    server = await startFakeServer(() => ({ text: big }));
    const declared = await refusal(guardedFetch(server.url, {}, { allowPrivate: true, maxBytes: 1024 }));
    expect(declared.code).toBe('too_large');

    await server.close();
    server = await startFakeServer(() => ({ text: big, headers: { 'transfer-encoding': 'chunked' } }));
    const res = await guardedFetch(server.url, {}, { allowPrivate: true, maxBytes: 1024 });
    const streamed = await refusal(res.text());
    expect(streamed.code).toBe('too_large');
  });

  it('bounds the total time (a server that never answers)', async () => {
    server = await startFakeServer(() => 'hang');
    const started = performance.now();
    const err = await refusal(guardedFetch(server.url, {}, { allowPrivate: true, timeoutMs: 150 }));
    expect(err.code).toBe('timeout');
    expect(performance.now() - started).toBeLessThan(5000);
  });

  it('createGuardedFetch gives a fetch-compatible function bound to the policy', async () => {
    server = await startFakeServer(() => ({ json: { ok: 1 } }));
    const strict = createGuardedFetch();
    await refusal(strict(`${server.url}/`));
    const lenient = createGuardedFetch({ allowPrivate: true });
    expect((await lenient(new URL(`${server.url}/`), { method: 'GET' })).status).toBe(200);
  });
});
