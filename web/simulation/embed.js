// Events for the page that opened or framed this one: `session.ended` and `report.ready`.
// Where they may go: the embedding page's origin when it is allowed (any origin is when the
// server's EMBED_ALLOWED_ORIGINS is empty or `*`); when that origin cannot be known, each allowed
// origin (only a window on that origin receives it), or `*` when any origin is allowed.

export function messageTargets(allowed, known) {
  if (!allowed) return [known || '*'];
  if (known && allowed.includes(known)) return [known];
  return allowed.slice();
}

function originOf(url) {
  try {
    return url ? new URL(url).origin : null;
  } catch {
    return null;
  }
}

/** The embedding page's origin: the parent's (ancestorOrigins, else referrer) or the opener's (referrer). */
export function embedderOrigin(win) {
  const framed = win.parent && win.parent !== win;
  if (framed && win.location.ancestorOrigins && win.location.ancestorOrigins.length) return win.location.ancestorOrigins[0];
  const ref = originOf(win.document.referrer);
  return ref && ref !== 'null' ? ref : null;
}

export function createEmbed(settings) {
  const target = window.opener && window.opener !== window ? window.opener : window.parent !== window ? window.parent : null;
  const targets = target ? messageTargets(settings.post_message_origins, embedderOrigin(window)) : [];
  const sent = new Set();

  function post(type, payload) {
    if (!target || sent.has(type)) return;
    sent.add(type);
    const message = { source: 'learning-platform.simulation', type, session_id: settings.session_id, ...payload };
    for (const origin of targets) {
      try {
        target.postMessage(message, origin);
      } catch {
        /* the opener was closed or navigated away: nothing to tell */
      }
    }
  }

  return {
    ended: (endReason) => post('session.ended', { end_reason: endReason || null }),
    report: (report) => post('report.ready', { report }),
  };
}
