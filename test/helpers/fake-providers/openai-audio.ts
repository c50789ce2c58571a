// OpenAI's audio endpoints (`audio.speech`, `audio.transcriptions`), as OpenAI serves them under
// /v1 and Azure OpenAI under /openai/deployments/{deployment}/ (with api-version and api-key).
// Speech answers a few fake MP3 bytes; transcription answers `{text}` and keeps the upload.
import { openaiError } from './openai.js';
import { startFakeServer, type FakeReply, type FakeServer, type RecordedRequest } from './server.js';

/** The bytes the fake "speaks" (an ID3 header, enough to tell the answer passed through). */
export const FAKE_MP3 = 'ID3\u0003fake-mp3';

export interface FakeAudioOptions {
  /** What transcriptions answer (default: "I could keep Friday mornings for the stand-up."). */
  heard?: string;
  /** Answer each call with this instead (e.g. an error). */
  override?: (req: RecordedRequest) => FakeReply | undefined;
  /** Azure: the required api-key; its absence means OpenAI (Bearer). */
  azureKey?: string;
}

export interface FakeAudioServer extends FakeServer {
  /** The speech and transcription calls only, in order. */
  audioCalls(): Array<{ kind: 'speech' | 'transcription'; deployment: string | null; req: RecordedRequest }>;
}

const ROUTE = /^(?:\/v1|\/openai\/deployments\/([^/]+))\/audio\/(speech|transcriptions)$/;

export async function startFakeAudio(opts: FakeAudioOptions = {}): Promise<FakeAudioServer> {
  const heard = opts.heard ?? 'I could keep Friday mornings for the stand-up.';
  const server = await startFakeServer((req) => {
    const m = ROUTE.exec(req.path);
    if (req.method !== 'POST' || !m) return openaiError(404, `no route ${req.method} ${req.path}`);
    if (opts.azureKey !== undefined && (req.headers['api-key'] !== opts.azureKey || !req.query.get('api-version'))) return openaiError(401, 'Access denied');
    const override = opts.override?.(req);
    if (override) return override;
    if (m[2] === 'speech') return { headers: { 'content-type': 'audio/mpeg' }, text: FAKE_MP3 };
    return { json: { text: heard } };
  });
  return {
    ...server,
    url: opts.azureKey !== undefined ? server.url : `${server.url}/v1`,
    audioCalls: () =>
      server.requests.flatMap((req) => {
        const m = ROUTE.exec(req.path);
        return m ? [{ kind: m[2] === 'speech' ? ('speech' as const) : ('transcription' as const), deployment: m[1] ?? null, req }] : [];
      }),
  };
}
