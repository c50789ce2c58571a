// The pages' learning-analytics client (POST /api/analytics/events; docs/analytics.md). Events are
// queued and sent in batches: every 5 s, at once when 50 are waiting, and with sendBeacon when the
// page is hidden or left, so closing a tab loses nothing. Only a logged-in visitor (the auth
// cookie; GET /api/auth/session says who) is tracked: without one, track() does nothing.
// A batch that fails stays queued and is sent again; event ids make a repeat count once. After a
// failed send nothing is sent before the next timer, or before Retry-After on a 429 (the daily
// bound's lasts until midnight UTC): sending again at once, 50 events at a time, would only be
// refused again, as fast as the network allows.

export const FLUSH_INTERVAL_MS = 5000;
export const MAX_BATCH = 50;
const ENDPOINT = '/api/analytics/events';
const MAX_QUEUE = 500;

/**
 * createAnalytics({userId}) when the page knows its user, else createAnalytics() asks the server.
 * Options for tests: flushIntervalMs, fetch, sendBeacon, now, uuid, win (the window).
 */
export function createAnalytics(opts = {}) {
  const win = opts.win || window;
  const doFetch = opts.fetch || ((...a) => win.fetch(...a));
  const beacon = opts.sendBeacon || ((url, data) => (win.navigator.sendBeacon ? win.navigator.sendBeacon(url, data) : false));
  const now = opts.now || (() => new Date());
  const uuid = opts.uuid || (() => win.crypto.randomUUID());
  const interval = opts.flushIntervalMs ?? FLUSH_INTERVAL_MS;
  let userId = opts.userId || null;
  let queue = [];
  let inFlight = null;
  let timer = null;
  /** After a failed send: no send of the page's own before this time (epoch ms). */
  let retryAt = 0;
  const waitLeft = () => retryAt - now().getTime();

  /** The timer's send, unless a failed send asked to wait longer. */
  function tick() {
    timer = null;
    if (waitLeft() > 0) timer = win.setTimeout(tick, waitLeft());
    else void flush();
  }

  const ready = userId
    ? Promise.resolve(userId)
    : doFetch('/api/auth/session', { credentials: 'same-origin' })
        .then((res) => (res.ok ? res.json() : null))
        .then((body) => (userId = body && body.user ? body.user.id : null))
        .catch(() => (userId = null));

  function track(type, context, extra = {}) {
    if (!userId) {
      // Until the server has said who this is, keep what happens; drop it if nobody is logged in.
      ready.then(() => userId && track(type, context, extra));
      return;
    }
    const event = { id: uuid(), userId, type, context, timestamp: now().toISOString() };
    for (const [k, v] of Object.entries(extra)) if (v !== undefined && v !== null) event[k] = v;
    queue.push(event);
    if (queue.length > MAX_QUEUE) queue = queue.slice(-MAX_QUEUE);
    if (queue.length >= MAX_BATCH && waitLeft() <= 0) flush();
    else if (!timer && interval > 0) timer = win.setTimeout(tick, Math.max(interval, waitLeft()));
  }

  /** Sends up to 50 queued events; resolves when the server answered (or the send failed). */
  function flush() {
    if (timer) win.clearTimeout(timer);
    timer = null;
    if (inFlight || queue.length === 0) return inFlight || Promise.resolve();
    const batch = queue.slice(0, MAX_BATCH);
    queue = queue.slice(batch.length);
    inFlight = doFetch(ENDPOINT, {
      method: 'POST',
      credentials: 'same-origin',
      keepalive: true,
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ events: batch }),
    })
      .then((res) => {
        retryAt = 0;
        // A refused batch (4xx) would be refused again: drop it. Anything else: keep and retry.
        if (!res.ok && (res.status >= 500 || res.status === 429)) {
          queue = batch.concat(queue);
          const after = res.status === 429 && res.headers ? Number(res.headers.get('Retry-After')) * 1000 : 0;
          retryAt = now().getTime() + Math.max(interval, Number.isFinite(after) ? after : 0);
        }
      })
      .catch(() => {
        queue = batch.concat(queue);
        retryAt = now().getTime() + interval;
      })
      .finally(() => {
        inFlight = null;
        if (queue.length >= MAX_BATCH && waitLeft() <= 0) flush();
        else if (queue.length && !timer && interval > 0) timer = win.setTimeout(tick, Math.max(interval, waitLeft()));
      });
    return inFlight;
  }

  /** The page is going away: hand what is queued to sendBeacon (it outlives the page). */
  function flushOnHide() {
    while (queue.length) {
      const batch = queue.slice(0, MAX_BATCH);
      const sent = beacon(ENDPOINT, new Blob([JSON.stringify({ events: batch })], { type: 'application/json' }));
      if (!sent) break;
      queue = queue.slice(batch.length);
    }
  }

  win.addEventListener('pagehide', flushOnHide);
  win.document.addEventListener('visibilitychange', () => {
    if (win.document.visibilityState === 'hidden') flushOnHide();
  });

  return { track, flush, ready, pending: () => queue.length };
}
