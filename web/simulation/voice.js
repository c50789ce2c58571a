// Voice: push-to-talk speech recognition and spoken replies. When the server offers provider
// speech (provider-speech.js), the character speaks in its scenario voice through it, and a
// browser without speech recognition records and has the server transcribe; otherwise (and on any
// failure) the browser's own speech is used. Without either, the controls say so and typing works
// as before. Speaking while the character talks cuts it off (barge-in); Escape stops both.
import { $ } from '../shared/dom.js';
import { createProviderSpeech } from './provider-speech.js';

/** The service's voice set -> what to look for among the browser's voices. */
export const VOICE_PROFILES = {
  alloy: { gender: 'neutral', pitch: 1 },
  ash: { gender: 'male', pitch: 0.9 },
  ballad: { gender: 'male', pitch: 1 },
  coral: { gender: 'female', pitch: 1.05 },
  echo: { gender: 'male', pitch: 0.95 },
  sage: { gender: 'female', pitch: 0.95 },
  shimmer: { gender: 'female', pitch: 1.1 },
  verse: { gender: 'male', pitch: 1.05 },
};

// Browsers name voices, not genders; these are common names of system voices per gender.
const FEMALE = /female|woman|samantha|victoria|karen|moira|tessa|fiona|zira|susan|hazel|jenny|aria|sonia|amelie|am[eé]lie|anna|paulina|monica|m[oó]nica|luciana|alice|joana|helena|elsa|sara|ellen|claire|marie|julie|hortense|denise|katja|hedda|elena|laura|lucia|isabella|sabina|catherine|kate|serena|allison|ava|nora|zosia|milena|yuna|ting-ting|mei-jia/i;
const MALE = /\bmale\b|\bman\b|daniel|alex\b|fred|thomas|david|mark|george|guy|davis|tony|ryan|jorge|diego|juan|luca|cosimo|xander|henri|paul|stefan|markus|felipe|reed|rocko|eddy|grandpa|oliver|arthur|aaron|gordon|rishi|maged|yuri/i;

export function voiceGender(name) {
  if (FEMALE.test(name)) return 'female';
  if (MALE.test(name)) return 'male';
  return 'unknown';
}

const norm = (tag) => String(tag || '').toLowerCase().replace('_', '-');

/** Best browser voice for a profile and language, or null (the browser then picks by lang). */
export function chooseVoice(voices, voiceName, lang) {
  const profile = VOICE_PROFILES[voiceName] || VOICE_PROFILES.alloy;
  const want = norm(lang);
  const base = want.split('-')[0];
  let best = null;
  let bestScore = -Infinity;
  for (const v of voices || []) {
    const vl = norm(v.lang);
    const langScore = vl === want ? 3 : vl.split('-')[0] === base ? 2 : -Infinity;
    if (langScore === -Infinity) continue;
    const g = voiceGender(v.name);
    const genderScore = profile.gender === 'neutral' ? 0 : g === profile.gender ? 2 : g === 'unknown' ? 0 : -2;
    const score = langScore + genderScore + (v.localService ? 0.5 : 0) + (v.default ? 0.25 : 0);
    if (score > bestScore) {
      best = v;
      bestScore = score;
    }
  }
  return best;
}

export function createVoice(settings, { onFinal, onInterim }) {
  const s = settings.i18n.text;
  const synth = 'speechSynthesis' in window && typeof window.SpeechSynthesisUtterance === 'function' ? window.speechSynthesis : null;
  const Recognition = window.SpeechRecognition || window.webkitSpeechRecognition || null;
  const mic = $('mic-button');
  const mute = $('mute-button');
  const status = $('voice-status');
  const profile = VOICE_PROFILES[settings.npc.voice] || VOICE_PROFILES.alloy;
  const provider = createProviderSpeech(settings);
  const canListen = Boolean(Recognition) || provider.transcription;

  let muted = Boolean(settings.ui.mute_tts);
  let voice = null;
  let listening = false;
  let disabled = false;

  const notes = [];
  if (!canListen) notes.push(s.mic_unsupported);
  if (!synth && !provider.synthesis) notes.push(s.tts_unsupported);
  const idleText = notes.length ? notes.join(' ') : s.mic_ready;
  status.textContent = idleText;

  // ---- speech synthesis ----
  if (synth) {
    const pick = () => (voice = chooseVoice(synth.getVoices(), settings.npc.voice, settings.speech_lang));
    pick();
    if (typeof synth.addEventListener === 'function') synth.addEventListener('voiceschanged', pick);
  } else if (!provider.synthesis) {
    mute.disabled = true;
    mute.setAttribute('aria-pressed', 'true');
  }
  mute.addEventListener('click', () => {
    muted = !muted;
    mute.setAttribute('aria-pressed', String(muted));
    if (muted) stopSpeaking();
  });

  // Each line gets a number, so a provider line that failed late does not speak over a newer one.
  let line = 0;

  function speak(text) {
    if (muted || !text) return;
    // Browsers refuse speech before the user has interacted with the page; do not try then.
    if (navigator.userActivation && !navigator.userActivation.hasBeenActive) return;
    const mine = ++line;
    if (!provider.synthesis) return browserSpeak(text);
    void provider.speak(text).then((spoken) => {
      if (!spoken && mine === line && !muted) browserSpeak(text);
    });
  }

  function browserSpeak(text) {
    if (!synth) return;
    synth.cancel();
    const u = new window.SpeechSynthesisUtterance(text);
    u.lang = settings.speech_lang;
    if (voice) u.voice = voice;
    u.pitch = profile.pitch;
    u.rate = 1;
    synth.speak(u);
  }

  function stopSpeaking() {
    line++;
    provider.stop();
    if (synth && (synth.speaking || synth.pending)) synth.cancel();
  }

  // ---- speech recognition (push-to-talk) ----
  if (!canListen) {
    mic.disabled = true;
    mic.title = s.mic_unsupported;
  }

  // Each press gets its own recognizer and outcome, so late events of an earlier one (a browser
  // may deliver its final result or end after a new press) cannot send or cancel the wrong words.
  let turn = null;

  function startListening() {
    if (!canListen || listening || disabled) return;
    stopSpeaking(); // barge-in: the learner talks over the character
    if (!Recognition) return void startRecording();
    const mine = { send: false, heard: '', recognition: null };
    turn = mine;
    try {
      const r = new Recognition();
      mine.recognition = r;
      r.lang = settings.speech_lang;
      r.interimResults = true;
      r.continuous = true;
      r.onresult = (e) => {
        let text = '';
        for (let i = 0; i < e.results.length; i++) text += e.results[i][0].transcript;
        mine.heard = text.trim();
        if (turn === mine) onInterim(mine.heard);
      };
      r.onerror = (e) => {
        mine.send = false;
        if (e.error === 'aborted') return;
        status.textContent = e.error === 'not-allowed' || e.error === 'service-not-allowed' ? s.mic_denied : s.mic_error;
        if (turn === mine) setListening(false);
      };
      r.onend = () => {
        if (turn === mine) setListening(false);
        if (mine.send && mine.heard) onFinal(mine.heard);
      };
      r.start();
      setListening(true);
      status.textContent = s.mic_listening;
    } catch {
      turn = null;
      setListening(false);
      status.textContent = s.mic_error;
    }
  }

  // Without recognition: record, then the server's provider transcribes (a press may end before
  // the microphone has opened: the stop is then applied once it has).
  async function startRecording() {
    const mine = { recording: null, stop: null };
    turn = mine;
    setListening(true);
    status.textContent = s.mic_listening;
    try {
      mine.recording = await provider.record();
    } catch (err) {
      if (turn === mine) {
        turn = null;
        setListening(false);
        status.textContent = err && err.name === 'NotAllowedError' ? s.mic_denied : s.mic_error;
      }
      return;
    }
    if (mine.stop) finishRecording(mine, mine.stop.send);
  }

  async function finishRecording(mine, send) {
    let text = null;
    try {
      text = await mine.recording.stop(send);
    } catch {
      status.textContent = s.mic_error;
    }
    if (text) onFinal(text);
  }

  function stopListening(send) {
    if (!listening || !turn) return;
    const mine = turn;
    mine.send = send;
    setListening(false);
    if (!send) status.textContent = idleText;
    if (mine.recognition) {
      if (send) mine.recognition.stop();
      else mine.recognition.abort();
    } else if (mine.recording) finishRecording(mine, send);
    else mine.stop = { send };
  }

  function setListening(on) {
    listening = on;
    mic.setAttribute('aria-pressed', String(on));
    mic.classList.toggle('listening', on);
    $('mic-label').textContent = on ? s.mic_listening : s.mic_hold;
    if (!on && status.textContent === s.mic_listening) status.textContent = idleText;
  }

  // Hold with a pointer; with a keyboard (or a click), press once to start and again to send.
  let fromPointer = false;
  mic.addEventListener('pointerdown', (e) => {
    if (e.button !== 0) return;
    fromPointer = true;
    mic.setPointerCapture?.(e.pointerId);
    startListening();
  });
  const release = () => {
    if (fromPointer) stopListening(true);
  };
  mic.addEventListener('pointerup', release);
  mic.addEventListener('pointercancel', release);
  mic.addEventListener('click', (e) => {
    if (fromPointer) {
      fromPointer = false;
      return;
    }
    e.preventDefault();
    if (listening) stopListening(true);
    else startListening();
  });

  document.addEventListener('keydown', (e) => {
    if (e.key !== 'Escape') return;
    stopSpeaking();
    stopListening(false);
  });

  return {
    speak,
    stopSpeaking,
    disable() {
      disabled = true;
      stopListening(false);
      stopSpeaking();
      mic.disabled = true;
    },
    get muted() {
      return muted;
    },
  };
}
