// Speech through the server's provider, when it offers it (settings.speech): the character's
// lines in its scenario voice (POST /simulation/api/speech, audio back) and, for browsers without speech
// recognition (Firefox), push-to-talk recorded with MediaRecorder and transcribed by the server.
// Any failure answers false/null so voice.js falls back to the browser's own speech.

/** The server's audio limit for one utterance (the route answers 413 `audio_too_large` above it). */
const AUDIO_MAX_BYTES = 2 * 1024 * 1024;

export function createProviderSpeech(settings) {
  const cfg = settings.speech || {};
  const url = (name) => '/simulation/api/' + name + '?session=' + encodeURIComponent(settings.session_id);
  const headers = { 'X-Session-Token': settings.token };
  let synthesis = Boolean(cfg.synthesis);
  const canRecord = Boolean(cfg.transcription && window.MediaRecorder && navigator.mediaDevices && navigator.mediaDevices.getUserMedia);

  let playing = null; // { audio, url, controller }

  function stop() {
    if (!playing) return;
    playing.controller.abort();
    playing.audio?.pause();
    if (playing.url) URL.revokeObjectURL(playing.url);
    playing = null;
  }

  /** Speaks text with the provider; false when it cannot (the caller then uses the browser). */
  async function speak(text) {
    if (!synthesis) return false;
    stop();
    const mine = { audio: null, url: null, controller: new AbortController() };
    playing = mine;
    try {
      const res = await fetch(url('speech'), {
        method: 'POST',
        headers: { ...headers, 'Content-Type': 'application/json' },
        body: JSON.stringify({ text }),
        credentials: 'same-origin',
        cache: 'no-store',
        signal: mine.controller.signal,
      });
      // Not configured after all: stop asking for the rest of the session.
      if (res.status === 409) synthesis = false;
      const blob = res.ok ? await res.blob() : null;
      if (playing !== mine) return true; // cut off (barge-in) while it loaded: nothing to say
      if (!blob) {
        playing = null;
        return false;
      }
      mine.url = URL.createObjectURL(blob);
      mine.audio = new window.Audio(mine.url);
      mine.audio.addEventListener('ended', () => playing === mine && stop(), { once: true });
      await mine.audio.play();
      return true;
    } catch {
      if (playing !== mine) return true; // aborted on purpose
      playing = null;
      return false;
    }
  }

  /** Push-to-talk with the microphone; stop(send) resolves to the transcript, or null. */
  async function record() {
    const stream = await navigator.mediaDevices.getUserMedia({ audio: true });
    const recorder = new window.MediaRecorder(stream);
    const chunks = [];
    recorder.addEventListener('dataavailable', (e) => e.data.size && chunks.push(e.data));
    const stopped = new Promise((resolve) => recorder.addEventListener('stop', resolve, { once: true }));
    recorder.start();
    return {
      async stop(send) {
        if (recorder.state !== 'inactive') recorder.stop();
        await stopped;
        for (const track of stream.getTracks()) track.stop();
        if (!send) return null;
        const blob = new Blob(chunks, { type: recorder.mimeType || 'audio/webm' });
        if (blob.size === 0 || blob.size > AUDIO_MAX_BYTES) return null;
        const res = await fetch(url('transcribe'), {
          method: 'POST',
          headers: { ...headers, 'Content-Type': blob.type },
          body: blob,
          credentials: 'same-origin',
          cache: 'no-store',
        });
        if (!res.ok) throw new Error('transcription failed: ' + res.status);
        return String((await res.json()).text || '').trim();
      },
    };
  }

  return {
    get synthesis() {
      return synthesis;
    },
    transcription: canRecord,
    speak,
    stop,
    record,
  };
}
