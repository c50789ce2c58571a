// The connect-time half of the outbound guard: an undici Agent whose DNS lookup refuses any
// hostname that resolves to a non-public address. Checking here, on the addresses the socket
// actually connects to, is what stops DNS rebinding (a name that resolves to a public address
// when checked and to 127.0.0.1 when connected).
import { promises as dns, type LookupAddress } from 'node:dns';
import { Agent } from 'undici';
import { addressProblem } from './ip-policy.js';
import { OutboundError } from './outbound-error.js';

/** Resolves a hostname to every address it has. Injectable so tests never touch real DNS. */
export type Resolver = (hostname: string) => Promise<LookupAddress[]>;

export const systemResolver: Resolver = (hostname) => dns.lookup(hostname, { all: true, verbatim: true });

export interface AgentPolicy {
  allowPrivate: boolean;
  /** Hostnames exempt from the address check (an operator's allowlist; tests). */
  allowHosts: readonly string[];
  resolve: Resolver;
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

export function guardedLookup(policy: AgentPolicy) {
  const exempt = new Set(policy.allowHosts.map((h) => h.toLowerCase()));
  return (hostname: string, options: { all?: boolean; family?: number | string } | LookupCallback, callback?: LookupCallback) => {
    const cb = (typeof options === 'function' ? options : callback)!;
    const opts = typeof options === 'function' ? {} : options;
    policy
      .resolve(hostname)
      .then((addresses) => {
        if (addresses.length === 0) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
        if (!policy.allowPrivate && !exempt.has(hostname.toLowerCase())) {
          for (const { address } of addresses) {
            const problem = addressProblem(address);
            if (problem) throw new OutboundError(`${hostname} resolves to ${problem}`, 'blocked', `${hostname} does not resolve to a public address`);
          }
        }
        if (opts.all) return cb(null, addresses);
        const family = opts.family === 6 || opts.family === 'IPv6' ? 6 : opts.family === 4 || opts.family === 'IPv4' ? 4 : 0;
        const pick = addresses.find((a) => family === 0 || a.family === family) ?? addresses[0]!;
        cb(null, pick.address, pick.family);
      })
      .catch((err: NodeJS.ErrnoException) => cb(err, ''));
  };
}

export function createGuardedAgent(policy: AgentPolicy): Agent {
  return new Agent({ connect: { lookup: guardedLookup(policy) } });
}
