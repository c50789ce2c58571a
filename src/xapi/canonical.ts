// Helpers both stores share: the identity of an actor (the per-user cap and agent queries match on
// it) and a canonical JSON form used to decide whether a re-sent statement id is "the same body".
import { appError } from '../http/errors.js';
import type { XapiAgent } from './types.js';

/** Statements reach this store through bodies bounded by JSON_MAX_DEPTH; this is the backstop. */
const MAX_CANONICAL_DEPTH = 256;

/** The agent's inverse functional identifier as one string, e.g. `mbox:mailto:a@b.c`; undefined when it has none. */
export function agentKey(agent: XapiAgent | undefined): string | undefined {
  if (!agent || typeof agent !== 'object') return undefined;
  if (typeof agent.mbox === 'string') return `mbox:${agent.mbox.toLowerCase()}`;
  if (typeof agent.mbox_sha1sum === 'string') return `sha1:${agent.mbox_sha1sum.toLowerCase()}`;
  if (typeof agent.openid === 'string') return `openid:${agent.openid}`;
  if (agent.account && typeof agent.account === 'object') return `account:${agent.account.homePage}|${agent.account.name}`;
  return undefined;
}

/** JSON with object keys sorted at every level, so key order never makes two equal bodies differ. */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(sortKeys(value));
}

function sortKeys(value: unknown, depth = 0): unknown {
  if (depth > MAX_CANONICAL_DEPTH) throw appError('too_deep', `The statement nests deeper than ${MAX_CANONICAL_DEPTH} levels`);
  if (Array.isArray(value)) return value.map((v) => sortKeys(v, depth + 1));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort()) out[key] = sortKeys((value as Record<string, unknown>)[key], depth + 1);
    return out;
  }
  return value;
}
