// Masks the values of query parameters that carry credentials before a URL is logged. Names are
// compared as the query parser will read them (percent-decoded, `+` as space, a `[..]` suffix
// dropped), so `?%74oken=` or `?token[]=` is masked like `?token=`. A URL carried encoded as a
// value (`?return_url=…%3Ftoken%3D…`) has its own query masked the same way, and so does a JSON
// document carried as a value (the maps' `?json=`, whose `config` may hold provider keys, an LRS
// password and a service-account key). Everything else is kept as sent.

import { REDACTED } from '../../logger.js';

/** Parameter names whose values are secrets: tokens of any kind, keys, passwords, signatures, OAuth codes. */
const SECRET_NAME = /(?:token|secret|password|passwd|api[-_]?key|signature)$|^(?:key|jwt|sig|code|auth|authorization|credentials?)$/i;
/**
 * Keys whose values are secrets inside a JSON value: names ending like a credential
 * (`providerAApiKey`, `password`, `keyFile`, `private_key`, `token`). Only suffixes: a map's `key`
 * (its topic) or a `code` is no secret there.
 */
const SECRET_JSON_KEY = /(?:token|secret|password|passwd|api[-_]?key|signature|key[-_]?file|private[-_]?key|credentials?)$/i;
/** Past this nesting a JSON value is masked whole rather than walked (the body limit allows 64 levels). */
const MAX_JSON_DEPTH = 64;

/** Query text as the parser reads it (`+` as space, percent-decoded); undefined for a malformed escape. */
function decodeQueryText(raw: string): string | undefined {
  try {
    return decodeURIComponent(raw.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

function parameterName(raw: string): string {
  // A malformed escape: the parser keeps the raw text, and so do we.
  const name = decodeQueryText(raw) ?? raw.replace(/\+/g, ' ');
  const bracket = name.indexOf('[');
  return (bracket > 0 ? name.slice(0, bracket) : name).trim();
}

export function isSecretParameter(rawName: string): boolean {
  return SECRET_NAME.test(parameterName(rawName));
}

/** `url` with the value of every secret query parameter replaced by REDACTED. */
export function maskQuerySecrets(url: string): string {
  const q = url.indexOf('?');
  if (q < 0) return url;
  const parts = url.slice(q + 1).split('&');
  let masked = false;
  for (let i = 0; i < parts.length; i++) {
    const part = parts[i]!;
    const eq = part.indexOf('=');
    if (eq < 0) continue;
    const rawName = part.slice(0, eq);
    if (isSecretParameter(rawName)) {
      parts[i] = `${rawName}=${REDACTED}`;
      masked = true;
      continue;
    }
    // A URL carried as a value (`return_url=https%3A%2F%2Flms%2Fx%3Ftoken%3D…`) has a query of its
    // own; a JSON document (`json=%7B…`) has keys of its own.
    const inner = maskedJson(part.slice(eq + 1)) ?? maskedNestedUrl(part.slice(eq + 1));
    if (inner !== undefined) {
      parts[i] = `${rawName}=${inner}`;
      masked = true;
    }
  }
  return masked ? `${url.slice(0, q + 1)}${parts.join('&')}` : url;
}

/** A percent-encoded value holding a URL with secrets in its query, masked and encoded again; else undefined. */
function maskedNestedUrl(rawValue: string): string | undefined {
  const value = rawValue.includes('%') ? decodeQueryText(rawValue) : undefined;
  if (value === undefined || !value.includes('?')) return undefined;
  const inner = maskQuerySecrets(value);
  return inner === value ? undefined : encodeURIComponent(inner);
}

/** A percent-encoded JSON value with secrets under credential-like keys, masked and encoded again; else undefined. */
function maskedJson(rawValue: string): string | undefined {
  const value = decodeQueryText(rawValue);
  const first = value === undefined ? undefined : /\S/.exec(value)?.[0];
  if (value === undefined || (first !== '{' && first !== '[')) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(value);
  } catch {
    // Not JSON after all (a server refuses it, but the line still shows it): mask by pattern.
    const masked = value.replace(/("(?:[^"\\]|\\.)*")(\s*:\s*)("(?:[^"\\]|\\.)*"|[^,}\]]*)/g, (all, key: string, colon: string) =>
      SECRET_JSON_KEY.test(key.slice(1, -1)) ? `${key}${colon}"${REDACTED}"` : all,
    );
    return masked === value ? undefined : encodeURIComponent(masked);
  }
  let masked = false;
  const walk = (v: unknown, depth: number): unknown => {
    if (typeof v === 'string' && v.includes('?')) {
      // A URL inside the document (an LRS endpoint) may carry a secret in its own query.
      const url = maskQuerySecrets(v);
      if (url !== v) masked = true;
      return url;
    }
    if (v === null || typeof v !== 'object') return v;
    if (depth >= MAX_JSON_DEPTH) {
      masked = true;
      return REDACTED;
    }
    if (Array.isArray(v)) return v.map((x) => walk(x, depth + 1));
    // No prototype: a `__proto__` key stays a plain key.
    const out = Object.create(null) as Record<string, unknown>;
    for (const [k, x] of Object.entries(v)) {
      if (SECRET_JSON_KEY.test(k) && x !== null && x !== undefined) {
        masked = true;
        out[k] = REDACTED;
      } else out[k] = walk(x, depth + 1);
    }
    return out;
  };
  const result = walk(parsed, 0);
  return masked ? encodeURIComponent(JSON.stringify(result)) : undefined;
}
