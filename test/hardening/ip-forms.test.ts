// The outbound guard knows every IPv6 form that embeds an IPv4 address: IPv4-compatible
// (::a.b.c.d), mapped (::ffff:), IPv4-translated (::ffff:0:), NAT64 (64:ff9b::/96), 6to4
// (2002::/16) and Teredo (2001::/32, server and obfuscated client). Each is unwrapped and the
// embedded IPv4 must be public unicast too; every other non-public IPv6 range is refused.
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { addressProblem } from '../../src/net/ip-policy.js';
import { checkUrl } from '../../src/net/outbound.js';
import { buildTestApp } from '../helpers/app.js';

// Teredo: 2001:0:<server v4>:<flags>:<port ^ ffff>:<client v4 ^ ffffffff>.
// 127.0.0.1 ^ ffffffff = 80ff:fffe; 8.8.8.8 ^ ffffffff = f7f7:f7f7; 10.0.0.1 = 0a00:0001.
const refused: [string, string][] = [
  ['IPv4-compatible loopback', '::127.0.0.1'],
  ['IPv4-compatible loopback (hex)', '::7f00:1'],
  ['IPv4-compatible private', '::10.0.0.1'],
  ['IPv4-compatible metadata', '::169.254.169.254'],
  ['mapped loopback', '::ffff:127.0.0.1'],
  ['mapped private (hex)', '::ffff:a00:1'],
  ['IPv4-translated loopback', '::ffff:0:127.0.0.1'],
  ['NAT64 loopback', '64:ff9b::127.0.0.1'],
  ['NAT64 private', '64:ff9b::192.168.1.1'],
  ['NAT64 local-use prefix', '64:ff9b:1::8.8.8.8'],
  ['6to4 loopback', '2002:7f00:1::1'],
  ['6to4 private', '2002:c0a8:101::1'],
  ['6to4 metadata', '2002:a9fe:a9fe::'],
  ['Teredo with loopback client', '2001:0:808:808:0:ffff:80ff:fffe'],
  ['Teredo with private server', '2001:0:a00:1:0:ffff:f7f7:f7f7'],
  ['IPv6 loopback', '::1'],
  ['IPv6 unspecified', '::'],
  ['unique local', 'fd12:3456::1'],
  ['link local', 'fe80::1'],
  ['site local (deprecated)', 'fec0::1'],
  ['multicast', 'ff02::1'],
  ['documentation', '2001:db8::1'],
  ['discard-only', '100::1'],
  ['IPv4 loopback', '127.0.0.1'],
  ['IPv4 private', '172.16.0.1'],
  ['IPv4 CGNAT', '100.64.0.1'],
  ['IPv4 broadcast', '255.255.255.255'],
];

const allowed: [string, string][] = [
  ['public IPv4', '8.8.8.8'],
  ['public IPv6', '2606:4700:4700::1111'],
  ['mapped public', '::ffff:8.8.8.8'],
  ['NAT64 public (DNS64 networks)', '64:ff9b::8.8.8.8'],
];

describe('addressProblem: every IPv6 form of a private address', () => {
  it.each(refused)('refuses %s (%s)', (_name, address) => {
    expect(addressProblem(address)).toBeTypeOf('string');
    expect(checkUrl(`https://[${address}]/`.replace(/^https:\/\/\[(\d+\.\d+\.\d+\.\d+)\]/, 'https://$1'))).toBeTypeOf('string');
  });

  it.each(allowed)('allows %s (%s)', (_name, address) => {
    expect(addressProblem(address)).toBeUndefined();
  });

  it('names the embedded IPv4 address in the problem', () => {
    expect(addressProblem('::127.0.0.1')).toMatch(/127\.0\.0\.1/);
    expect(addressProblem('2002:c0a8:101::1')).toMatch(/192\.168\.1\.1/);
  });
});

describe('per-map xAPI endpoint', () => {
  const map = (endpoint: string) => ({ domain: 'mathematics', subdomain: 'algebra', key: 'fractions', config: { xapi: { endpoint } } });
  it.each([
    ['file:///etc/passwd'],
    ['data:text/plain,hello'],
    ['ftp://lrs.example.com/xapi'],
    ['http://lrs.example.com/xapi'],
    ['javascript:alert(1)'],
    ['https://[::127.0.0.1]/xapi'],
    ['https://169.254.169.254/latest'],
    ['https://localhost/xapi'],
  ])('%s is 400 at validation', async (endpoint) => {
    const t = await buildTestApp();
    const res = await request(t.app).post('/api/direct/map').send(map(endpoint));
    expect(res.status).toBe(400);
    expect(res.body.success).toBe(false);
    expect(JSON.stringify(res.body)).toMatch(/xapi/);
  });

  it('a public https endpoint is accepted', async () => {
    const t = await buildTestApp();
    await request(t.app).post('/api/direct/map').send(map('https://lrs.example.com/xapi')).expect(200);
  });
});
