// Which IP addresses an outbound request may reach: public unicast only. ipaddr.js classifies;
// before that, every IPv6 form that embeds an IPv4 address is unwrapped and the embedded address
// must be public too, because a check that only looks at the IPv6 range lets `::127.0.0.1`
// (IPv4-compatible, which ipaddr.js calls unicast) or `2002:c0a8:101::` (6to4) smuggle an
// internal IPv4 address through. Forms: IPv4-compatible ::/96, mapped ::ffff:0:0/96,
// IPv4-translated ::ffff:0:0:0/96, NAT64 64:ff9b::/96 (public embedded addresses pass: DNS64
// networks reach every IPv4 site that way), 6to4 2002::/16 and Teredo 2001::/32 (server and
// obfuscated client address). The local-use NAT64 prefix 64:ff9b:1::/48 is never public.
import ipaddr from 'ipaddr.js';

const v4 = (bytes: number[], at: number, xor = 0) =>
  new ipaddr.IPv4([0, 1, 2, 3].map((i) => (bytes[at + i]! ^ xor) & 0xff));

/** The IPv4 addresses an IPv6 address carries inside it, with the name of the form. */
export function embeddedIpv4(address: ipaddr.IPv6): { form: string; ipv4: ipaddr.IPv4[] } | undefined {
  const b = address.toByteArray();
  const w = address.parts;
  const zero = (from: number, to: number) => w.slice(from, to).every((p) => p === 0);
  if (zero(0, 6) && !(w[6] === 0 && (w[7] === 0 || w[7] === 1))) return { form: 'IPv4-compatible', ipv4: [v4(b, 12)] };
  if (zero(0, 5) && w[5] === 0xffff) return { form: 'IPv4-mapped', ipv4: [v4(b, 12)] };
  if (zero(0, 4) && w[4] === 0xffff && w[5] === 0) return { form: 'IPv4-translated', ipv4: [v4(b, 12)] };
  if (w[0] === 0x64 && w[1] === 0xff9b && zero(2, 6)) return { form: 'NAT64', ipv4: [v4(b, 12)] };
  if (w[0] === 0x2002) return { form: '6to4', ipv4: [v4(b, 2)] };
  if (w[0] === 0x2001 && w[1] === 0) return { form: 'Teredo', ipv4: [v4(b, 4), v4(b, 12, 0xff)] };
  return undefined;
}

/** A reason the address is refused, or undefined when it is public unicast. */
export function addressProblem(address: string): string | undefined {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    parsed = ipaddr.parse(bare);
  } catch {
    return `${address} is not an IP address`;
  }
  if (parsed.kind() === 'ipv4') return ipv4Problem(parsed as ipaddr.IPv4);
  const v6 = parsed as ipaddr.IPv6;
  const range = v6.range();
  if (range === 'unspecified' || range === 'loopback') return `${v6.toString()} is a ${range} address, not a public one`;
  if (v6.match(ipaddr.IPv6.parse('64:ff9b:1::'), 48)) return `${v6.toString()} is a local-use NAT64 address, not a public one`;
  const embedded = embeddedIpv4(v6);
  if (embedded) {
    for (const inner of embedded.ipv4) {
      const problem = ipv4Problem(inner);
      if (problem) return `${v6.toString()} is a ${embedded.form} form of ${problem}`;
    }
    // A public embedded address passes only where the form is in real use (NAT64, mapped).
    if (embedded.form === 'NAT64' || embedded.form === 'IPv4-mapped') return undefined;
    return `${v6.toString()} is a ${embedded.form} address, not a public one`;
  }
  if (range === 'unicast') return undefined;
  return `${v6.toString()} is a ${range} address, not a public one`;
}

function ipv4Problem(address: ipaddr.IPv4): string | undefined {
  const range = address.range();
  if (range === 'unicast') return undefined;
  return `${address.toString()} is a ${range} address, not a public one`;
}

/** True when `host` (a URL hostname, IPv6 in brackets) is an IP literal rather than a name. */
export function isIpLiteral(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return ipaddr.isValid(bare) && (bare.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(bare));
}
