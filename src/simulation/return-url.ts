// The optional `return_url` of a top-level redirect: where the "Return" link after the report
// goes. Only http(s) URLs on an origin in EMBED_ALLOWED_ORIGINS, or on our own origin when that
// list is empty, so the page cannot be turned into an open redirect or a javascript: link.

export interface ReturnUrlCheck {
  /** The absolute URL to link to, or null when absent or refused. */
  url: string | null;
  /** Why a given value was refused (for the log), else null. */
  refused: string | null;
}

export function checkReturnUrl(raw: unknown, ownOrigin: string, allowedOrigins: readonly string[]): ReturnUrlCheck {
  if (raw === undefined || raw === null || raw === '') return { url: null, refused: null };
  if (typeof raw !== 'string' || raw.length > 2048) return { url: null, refused: 'not a URL' };
  let url: URL;
  try {
    // Relative values resolve against our own origin (a same-origin return).
    url = new URL(raw, `${ownOrigin}/`);
  } catch {
    return { url: null, refused: 'not a URL' };
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return { url: null, refused: 'only http and https URLs are allowed' };
  if (url.username || url.password) return { url: null, refused: 'credentials in the URL are not allowed' };
  const any = allowedOrigins.includes('*');
  const allowed = any || url.origin === ownOrigin || allowedOrigins.includes(url.origin);
  if (!allowed) return { url: null, refused: `origin ${url.origin} is not in EMBED_ALLOWED_ORIGINS` };
  return { url: url.href, refused: null };
}
