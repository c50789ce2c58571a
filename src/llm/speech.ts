// Speech through the configured provider: text-to-speech (`audio.speech`) for the character's
// lines and transcription (`audio.transcriptions`) for browsers without speech recognition. Only
// OpenAI-compatible providers speak: provider_a (Azure OpenAI, the models are deployment names)
// and provider_b (OpenAI). One attempt, no retries: a spoken line that comes late is worse than
// the browser's own voice, which the page falls back to.
import OpenAI, { toFile } from 'openai';
import type { AppConfig } from '../config.js';
import { createAzureClient, createOpenAIClient } from './clients.js';
import { LlmError, LlmUpstreamError } from './errors.js';
import type { ProviderId } from './types.js';

export interface SpokenAudio {
  audio: Buffer;
  contentType: string;
}

export interface SpeechGateway {
  /** The provider speech goes through, or null when none is configured. */
  readonly provider: ProviderId | null;
  /** Text-to-speech is configured. */
  readonly synthesis: boolean;
  /** Transcription is configured. */
  readonly transcription: boolean;
  speak(input: { text: string; voice: string; signal?: AbortSignal }): Promise<SpokenAudio>;
  transcribe(input: { audio: Buffer; contentType: string; language?: string; signal?: AbortSignal }): Promise<string>;
}

/** What the gateway answers when a direction is not configured (the route checks first). */
export class SpeechUnavailableError extends LlmError {
  override name = 'SpeechUnavailableError';
}

const FILE_EXTENSIONS: Record<string, string> = {
  'audio/webm': 'webm',
  'audio/ogg': 'ogg',
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'mp4',
};

/** The media types transcription accepts (what MediaRecorder produces in Chromium, Firefox and Safari, and wav/mp3). */
export const TRANSCRIBABLE_TYPES = Object.keys(FILE_EXTENSIONS);

export function createSpeechGateway(config: AppConfig): SpeechGateway {
  const llm = config.llm;
  const { ttsModel, sttModel } = llm.speech;
  const picked = speechClient(config);
  const client = picked?.client ?? null;
  const provider = picked?.provider ?? null;
  const unavailable = (what: string) => new SpeechUnavailableError(`${what} is not configured`, provider ?? 'none');

  return {
    provider,
    synthesis: client !== null && ttsModel !== null,
    transcription: client !== null && sttModel !== null,
    async speak({ text, voice, signal }) {
      if (!client || !ttsModel) throw unavailable('Text-to-speech');
      const res = await call(provider!, () => client.audio.speech.create({ model: ttsModel, voice, input: text, response_format: 'mp3' }, { signal }));
      return { audio: Buffer.from(await res.arrayBuffer()), contentType: 'audio/mpeg' };
    },
    async transcribe({ audio, contentType, language, signal }) {
      if (!client || !sttModel) throw unavailable('Transcription');
      const type = contentType.split(';')[0]!.trim().toLowerCase();
      const file = await toFile(audio, `speech.${FILE_EXTENSIONS[type] ?? 'webm'}`, { type });
      const res = await call(provider!, () =>
        client.audio.transcriptions.create({ model: sttModel, file, response_format: 'json', ...(language ? { language } : {}) }, { signal }),
      );
      return res.text.trim();
    },
  };
}

/** The speaking client of LLM_PROVIDER, when it is OpenAI-compatible and has server credentials. */
function speechClient(config: AppConfig): { provider: ProviderId; client: OpenAI } | null {
  const llm = config.llm;
  if (llm.defaultProvider === 'provider_a' && llm.providerA.apiKey && llm.providerA.endpoint) {
    // No client-wide deployment: the SDK routes each call to /deployments/<model>/audio/...
    const client = createAzureClient({ apiKey: llm.providerA.apiKey, endpoint: llm.providerA.endpoint, apiVersion: llm.providerA.apiVersion, timeoutMs: llm.timeoutMs });
    return { provider: 'provider_a', client };
  }
  if (llm.defaultProvider === 'provider_b' && llm.providerB.apiKey) {
    return { provider: 'provider_b', client: createOpenAIClient({ apiKey: llm.providerB.apiKey, baseUrl: llm.providerB.baseUrl, timeoutMs: llm.timeoutMs }) };
  }
  return null;
}

async function call<T>(provider: string, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (err) {
    const status = err instanceof OpenAI.APIError && typeof err.status === 'number' ? err.status : undefined;
    throw new LlmUpstreamError(`${provider} speech call failed${status ? ` (HTTP ${status})` : ''}`, provider, status, 1, { cause: err });
  }
}
