// Start buttons: ask our own endpoint for a demo session (the server holds the key), then open
// its page here. The chosen practice language is remembered for the next visit.
const select = document.getElementById('locale');
const status = document.getElementById('start-status');
// The fallback message in the page's language (the server puts it on <body>).
const startFailed = document.body.dataset.startFailed || 'The session could not be started.';

try {
  const saved = localStorage.getItem('practice-locale');
  if (saved && select.querySelector(`option[value="${saved}"]`)) select.value = saved;
} catch {
  /* storage can be blocked; the default language is fine */
}
select.addEventListener('change', () => {
  try {
    localStorage.setItem('practice-locale', select.value);
  } catch {
    /* ignore */
  }
});

document.addEventListener('click', async (e) => {
  const button = e.target.closest('button[data-scenario]');
  if (!button || button.disabled) return;
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  status.textContent = '';
  try {
    const res = await fetch('/simulation/api/demo-sessions', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ scenario_id: button.dataset.scenario, locale: select.value }),
    });
    const body = await res.json().catch(() => null);
    if (!res.ok || !body) throw new Error((body && body.message) || startFailed);
    location.assign(body.embed_url);
  } catch (err) {
    status.textContent = err.message || startFailed;
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
});
