// POST /simulation/api/speech and /simulation/api/transcribe through the real app and the real
// openai SDK, against a fake provider on a local port speaking OpenAI's audio protocol (and
// Azure's deployment routes): the character's voice, the session binding, the limits, and the
// clear refusal when no provider is configured.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FAKE_MP3, startFakeAudio, type FakeAudioServer } from '../helpers/fake-providers/index.js';
import { loadConfig } from '../../src/config.js';
import { createLlmGateway } from '../../src/llm/select.js';
import { createSession, pageSettings, simApp as simAppWithModel } from './helpers.js';

// The conversation itself is played by the built-in engine (no chat model): only speech goes to the provider.
const builtinLlm = createLlmGateway(loadConfig({ NODE_ENV: 'test' }));
const simApp = (env: Record<string, string> = {}) => simAppWithModel({ LOG_LEVEL: 'warn', ...env }, { llm: builtinLlm });

const SPEECH = '/simulation/api/speech';
const TRANSCRIBE = '/simulation/api/transcribe';
const WEBM = Buffer.from([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4]);

let openai: FakeAudioServer;
let azure: FakeAudioServer;
beforeAll(async () => {
  [openai, azure] = await Promise.all([startFakeAudio(), startFakeAudio({ azureKey: 'azure-key', heard: 'Hola, ¿qué tal?' })]);
});
afterAll(async () => {
  await Promise.all([openai?.close(), azure?.close()]);
});

const openaiEnv = () => ({ LLM_PROVIDER: 'provider_b', PROVIDERB_API_KEY: 'sk-test', PROVIDERB_BASE_URL: openai.url });
const binary = (res: request.Response, cb: (err: Error | null, body: Buffer) => void) => {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => cb(null, Buffer.concat(chunks)));
};

describe('POST /simulation/api/speech', () => {
  it('speaks the line in the scenario character\'s voice through OpenAI audio.speech', async () => {
    const { app } = await simApp(openaiEnv());
    const s = await createSession(app);
    const before = openai.audioCalls().length;
    const res = await request(app)
      .post(`${SPEECH}?session=${s.id}`)
      .set('X-Session-Token', s.token)
      .send({ text: 'Fridays are when the team catches up.' })
      .buffer(true)
      .parse(binary)
      .expect(200);
    expect(res.headers['content-type']).toMatch(/^audio\/mpeg/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((res.body as Buffer).toString('utf8')).toBe(FAKE_MP3);
    const [call] = openai.audioCalls().slice(before);
    expect(call!.kind).toBe('speech');
    expect(call!.req.headers.authorization).toBe('Bearer sk-test');
    // manager-remote-fridays names "coral" for Dana; the default model unless SPEECH_TTS_MODEL says otherwise.
    expect(call!.req.body).toMatchObject({ model: 'gpt-4o-mini-tts', voice: 'coral', input: 'Fridays are when the team catches up.', response_format: 'mp3' });
  });

  it('goes to the Azure deployment named by SPEECH_TTS_MODEL', async () => {
    const { app } = await simApp({ LLM_PROVIDER: 'provider_a', PROVIDERA_API_KEY: 'azure-key', PROVIDERA_ENDPOINT: azure.url, SPEECH_TTS_MODEL: 'tts-deploy' });
    const s = await createSession(app);
    const before = azure.audioCalls().length;
    await request(app).post(`${SPEECH}?session=${s.id}`).set('X-Session-Token', s.token).send({ text: 'Hello.' }).buffer(true).parse(binary).expect(200);
    const [call] = azure.audioCalls().slice(before);
    expect(call).toMatchObject({ kind: 'speech', deployment: 'tts-deploy' });
    expect(call!.req.body).toMatchObject({ voice: 'coral', input: 'Hello.' });
  });

  it('is bound to the session\'s token: missing 401, another session\'s 403, no session 400', async () => {
    const { app } = await simApp(openaiEnv());
    const [a, b] = [await createSession(app), await createSession(app)];
    const before = openai.audioCalls().length;
    const post = (q: string) => request(app).post(`${SPEECH}${q}`).send({ text: 'Hi' });
    expect((await post(`?session=${a.id}`).expect(401)).body.error).toBe('missing_token');
    expect((await post(`?session=${a.id}`).set('X-Session-Token', b.token).expect(403)).body.error).toBe('invalid_session_token');
    expect((await post('').set('X-Session-Token', a.token).expect(400)).body.error).toBe('invalid_request');
    expect(openai.audioCalls().length).toBe(before);
  });

  it('refuses empty and over-long text (1000 characters) with 400 invalid_request', async () => {
    const { app } = await simApp(openaiEnv());
    const s = await createSession(app);
    for (const text of ['   ', 'x'.repeat(1001)]) {
      const res = await request(app).post(`${SPEECH}?session=${s.id}`).set('X-Session-Token', s.token).send({ text }).expect(400);
      expect(res.body.error).toBe('invalid_request');
    }
  });

  it('answers 502 speech_failed without the provider\'s message when the provider fails', async () => {
    const failing = await startFakeAudio({ override: () => ({ status: 500, json: { error: { message: 'deployment secret-name broke' } } }) });
    try {
      const { app, logs } = await simApp({ LLM_PROVIDER: 'provider_b', PROVIDERB_API_KEY: 'sk-test', PROVIDERB_BASE_URL: failing.url });
      const s = await createSession(app);
      const res = await request(app).post(`${SPEECH}?session=${s.id}`).set('X-Session-Token', s.token).send({ text: 'Hi' }).expect(502);
      expect(res.body.error).toBe('speech_failed');
      expect(JSON.stringify(res.body)).not.toContain('secret-name');
      // The operator sees why, in the log line of the failed request.
      expect(logs.find((l) => l.msg === 'request failed upstream')).toMatchObject({ code: 'speech_failed', cause: { message: expect.stringContaining('HTTP 500') } });
    } finally {
      await failing.close();
    }
  });

  it('is limited to 30 calls per session and minute (429 with Retry-After), other sessions unaffected', async () => {
    const { app } = await simApp(openaiEnv());
    const [a, b] = [await createSession(app), await createSession(app)];
    const speak = (s: { id: string; token: string }) => request(app).post(`${SPEECH}?session=${s.id}`).set('X-Session-Token', s.token).send({ text: 'Hi' }).buffer(true).parse(binary);
    for (let i = 0; i < 30; i++) await speak(a).expect(200);
    const limited = await speak(a).expect(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    await speak(b).expect(200);
  });
});

describe('POST /simulation/api/transcribe', () => {
  it('transcribes recorded audio through audio.transcriptions in the session\'s language', async () => {
    const { app } = await simApp(openaiEnv());
    const s = await createSession(app, { locale: 'es' });
    const before = openai.audioCalls().length;
    const res = await request(app)
      .post(`${TRANSCRIBE}?session=${s.id}`)
      .set('X-Session-Token', s.token)
      .set('Content-Type', 'audio/webm;codecs=opus')
      .send(WEBM)
      .expect(200);
    expect(res.body).toEqual({ text: 'I could keep Friday mornings for the stand-up.' });
    const [call] = openai.audioCalls().slice(before);
    expect(call!.kind).toBe('transcription');
    const form = String(call!.req.body);
    expect(form).toMatch(/name="model"\r\n\r\ngpt-4o-mini-transcribe/);
    expect(form).toMatch(/name="language"\r\n\r\nes/);
    expect(form).toMatch(/filename="speech\.webm"/);
  });

  it('goes to the Azure deployment named by SPEECH_STT_MODEL', async () => {
    const { app } = await simApp({ LLM_PROVIDER: 'provider_a', PROVIDERA_API_KEY: 'azure-key', PROVIDERA_ENDPOINT: azure.url, SPEECH_STT_MODEL: 'whisper-deploy' });
    const s = await createSession(app);
    const before = azure.audioCalls().length;
    const res = await request(app).post(`${TRANSCRIBE}?session=${s.id}`).set('X-Session-Token', s.token).set('Content-Type', 'audio/ogg').send(WEBM).expect(200);
    expect(res.body.text).toBe('Hola, ¿qué tal?');
    expect(azure.audioCalls().slice(before)[0]).toMatchObject({ kind: 'transcription', deployment: 'whisper-deploy' });
  });

  it('refuses audio over 2 MB with 413 audio_too_large, empty audio 400, other types 415', async () => {
    const { app } = await simApp(openaiEnv());
    const s = await createSession(app);
    const post = (type: string, body: Buffer) => request(app).post(`${TRANSCRIBE}?session=${s.id}`).set('X-Session-Token', s.token).set('Content-Type', type).send(body);
    const before = openai.audioCalls().length;
    expect((await post('audio/webm', Buffer.alloc(2 * 1024 * 1024 + 1)).expect(413)).body.error).toBe('audio_too_large');
    expect((await post('audio/webm', Buffer.alloc(0)).expect(400)).body.error).toBe('invalid_request');
    expect((await post('text/plain', WEBM).expect(415)).body.error).toBe('unsupported_media_type');
    expect(openai.audioCalls().length).toBe(before);
  });

  it('checks the token before reading the audio', async () => {
    const { app } = await simApp(openaiEnv());
    const s = await createSession(app);
    const res = await request(app).post(`${TRANSCRIBE}?session=${s.id}`).set('X-Session-Token', 'wrong').set('Content-Type', 'audio/webm').send(Buffer.alloc(3 * 1024 * 1024)).expect(403);
    expect(res.body.error).toBe('invalid_session_token');
  });
});

describe('without a provider', () => {
  it('both answer 409 speech_unavailable and the page is told to keep the browser\'s speech', async () => {
    const { app } = await simApp();
    const s = await createSession(app);
    const speak = await request(app).post(`${SPEECH}?session=${s.id}`).set('X-Session-Token', s.token).send({ text: 'Hi' }).expect(409);
    expect(speak.body).toEqual({ success: false, error: 'speech_unavailable', message: expect.stringContaining('not configured') });
    const heard = await request(app).post(`${TRANSCRIBE}?session=${s.id}`).set('X-Session-Token', s.token).set('Content-Type', 'audio/webm').send(WEBM).expect(409);
    expect(heard.body.error).toBe('speech_unavailable');
    const page = await request(app).get(s.pagePath).expect(200);
    expect(pageSettings(page.text).speech).toMatchObject({ synthesis: false, transcription: false });
  });

  it('SPEECH_TTS_MODEL=off turns text-to-speech off and keeps transcription', async () => {
    const { app } = await simApp({ ...openaiEnv(), SPEECH_TTS_MODEL: 'off' });
    const s = await createSession(app);
    await request(app).post(`${SPEECH}?session=${s.id}`).set('X-Session-Token', s.token).send({ text: 'Hi' }).expect(409);
    const page = await request(app).get(s.pagePath).expect(200);
    expect(pageSettings(page.text).speech).toEqual({ synthesis: false, transcription: true });
  });
});

describe('OpenAPI', () => {
  it('lists both routes', async () => {
    const { app } = await simApp();
    const doc = (await request(app).get('/api/openapi.json').expect(200)).body as { paths: Record<string, Record<string, unknown>> };
    expect(doc.paths['/simulation/api/speech']?.post).toBeDefined();
    expect(doc.paths['/simulation/api/transcribe']?.post).toBeDefined();
  });
});
