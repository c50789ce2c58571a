// Which IP addresses an outbound request may reach. Only ipaddr.js's `unicast` class passes: that
// excludes loopback, private, link-local (cloud metadata at 169.254.169.254), CGNAT, multicast,
// reserved, and the IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo), because
// those can smuggle an internal IPv4 address past a check that only looks at the IPv6 range.
import ipaddr from 'ipaddr.js';

/** A reason the address is refused, or undefined when it is public unicast. */
export function addressProblem(address: string): string | undefined {
  const bare = address.startsWith('[') && address.endsWith(']') ? address.slice(1, -1) : address;
  let parsed: ipaddr.IPv4 | ipaddr.IPv6;
  try {
    // process() turns ::ffff:a.b.c.d into a.b.c.d so the IPv4 ranges apply to it.
    parsed = ipaddr.process(bare);
  } catch {
    return `${address} is not an IP address`;
  }
  const range = parsed.range();
  if (range === 'unicast') return undefined;
  return `${parsed.toString()} is a ${range} address, not a public one`;
}

/** True when `host` (a URL hostname, IPv6 in brackets) is an IP literal rather than a name. */
export function isIpLiteral(host: string): boolean {
  const bare = host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
  return ipaddr.isValid(bare) && (bare.includes(':') || ipaddr.IPv4.isValidFourPartDecimal(bare));
}
