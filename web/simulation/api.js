// The page's calls to its session-scoped endpoints. The capability travels in a header, never a
// cookie, so no other page can ride on it. The auth cookie goes along (same origin only): once the
// page's logged-in user has claimed the session, the server wants it beside the capability, so that
// another holder of the link cannot play in their name. Errors come back as ApiError with the
// machine code.

export class ApiError extends Error {
  constructor(status, code, message) {
    super(message || code);
    this.status = status;
    this.code = code;
  }
}

export function createApi(base, token) {
  async function call(method, path, body) {
    let res;
    try {
      res = await fetch(base + path, {
        method,
        headers: { 'X-Session-Token': token, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
        credentials: 'same-origin',
        cache: 'no-store',
      });
    } catch {
      throw new ApiError(0, 'network_error', 'network error');
    }
    let data = null;
    try {
      data = await res.json();
    } catch {
      /* an empty or non-JSON body is reported by status below */
    }
    if (!res.ok) throw new ApiError(res.status, (data && data.error) || 'http_' + res.status, data && data.message);
    return data;
  }
  return {
    session: () => call('GET', ''),
    send: (text) => call('POST', '/messages', { text }),
    end: () => call('POST', '/end'),
  };
}
