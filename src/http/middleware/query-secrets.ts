// Masks the values of query parameters that carry credentials before a URL is logged. Names are
// compared as the query parser will read them (percent-decoded, `+` as space, a `[..]` suffix
// dropped), so `?%74oken=` or `?token[]=` is masked like `?token=`. A URL carried encoded as a
// value (`?return_url=…%3Ftoken%3D…`) has its own query masked the same way. Everything else is
// kept as sent.

/** Parameter names whose values are secrets: tokens of any kind, keys, passwords, signatures, OAuth codes. */
const SECRET_NAME = /(?:token|secret|password|passwd|api[-_]?key|signature)$|^(?:key|jwt|sig|code|auth|authorization|credentials?)$/i;
/** What a masked value (or a credential header's value) reads as in a log line. */
export const REDACTED = '[redacted]';

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

/** `url` with the value of every secret query parameter replaced by "[redacted]". */
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
    // A URL carried as a value (`return_url=https%3A%2F%2Flms%2Fx%3Ftoken%3D…`) has a query of its own.
    const inner = maskedNestedUrl(part.slice(eq + 1));
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
