// Camera self-view. The stream only ever feeds the local <video>: nothing is recorded or sent.
// It starts on request, or at once when the browser already has the learner's permission.
import { $ } from '../shared/dom.js';

export function createCamera(settings) {
  const box = $('camera');
  if (!box) return { stop() {} };
  const s = settings.i18n.text;
  const video = $('camera-video');
  const button = $('camera-button');
  const message = $('camera-message');
  const label = button.querySelector('span');
  let stream = null;
  let starting = false;

  const supported = Boolean(navigator.mediaDevices && navigator.mediaDevices.getUserMedia);
  if (!supported) {
    button.disabled = true;
    message.textContent = s.camera_unsupported;
    return { stop() {} };
  }

  function show(text) {
    message.textContent = text;
    message.hidden = false;
  }

  async function start() {
    if (starting || stream) return;
    starting = true;
    button.disabled = true;
    try {
      stream = await navigator.mediaDevices.getUserMedia({ video: { width: { ideal: 640 }, height: { ideal: 480 }, facingMode: 'user' }, audio: false });
      video.srcObject = stream;
      video.hidden = false;
      box.classList.add('live');
      await video.play().catch(() => {});
      button.setAttribute('aria-pressed', 'true');
      label.textContent = s.camera_stop;
      show(s.camera_private);
    } catch (err) {
      stream = null;
      const name = err && err.name;
      show(name === 'NotAllowedError' || name === 'SecurityError' ? s.camera_denied : name === 'NotFoundError' || name === 'OverconstrainedError' ? s.camera_missing : s.camera_unsupported);
      box.classList.add('failed');
    } finally {
      starting = false;
      button.disabled = false;
    }
  }

  function stop() {
    if (stream) for (const t of stream.getTracks()) t.stop();
    stream = null;
    video.srcObject = null;
    video.hidden = true;
    box.classList.remove('live');
    button.setAttribute('aria-pressed', 'false');
    label.textContent = s.camera_start;
    show(s.camera_private);
  }

  button.addEventListener('click', () => (stream ? stop() : start()));

  if (navigator.permissions && navigator.permissions.query) {
    navigator.permissions
      .query({ name: 'camera' })
      .then((p) => {
        if (p.state === 'granted') start();
      })
      .catch(() => {});
  }
  return { stop };
}
