// The character voice set. Scenario files and inline scenarios name a voice; speech synthesis only
// knows the CURRENT set, so older names (earlier TTS voices, other vendors' voice ids, plain
// gender hints) are mapped here, in one place, for both the library and the HTTP layer.
import type { ScenarioType } from './schema.js';

/** Voices the realtime/TTS layer accepts today. */
export const CURRENT_VOICES = ['alloy', 'ash', 'ballad', 'coral', 'echo', 'sage', 'shimmer', 'verse'] as const;
export type Voice = (typeof CURRENT_VOICES)[number];

/** Used when neither the scenario nor its type suggests a voice. */
export const DEFAULT_VOICE: Voice = 'alloy';

/**
 * Retired or foreign voice names and the current voice closest in character. Keys are lower case;
 * lookups ignore case and surrounding spaces.
 */
export const LEGACY_VOICES: Readonly<Record<string, Voice>> = {
  // Earlier OpenAI text-to-speech voices that the realtime set dropped.
  fable: 'ballad',
  onyx: 'ash',
  nova: 'coral',
  // Azure neural voices (the provider_a deployments of older integrations).
  'en-us-jennyneural': 'coral',
  'en-us-arianeural': 'shimmer',
  'en-us-guyneural': 'ash',
  'en-us-davisneural': 'echo',
  'en-us-tonyneural': 'verse',
  'en-gb-sonianeural': 'sage',
  'en-gb-ryanneural': 'ballad',
  // Plain hints some integrators send instead of a voice id.
  female: 'coral',
  male: 'ash',
  neutral: 'alloy',
};

/**
 * Server default per scenario type when a scenario names no voice: a calm, measured voice for
 * clinical and advising roles, a firmer one for interviewers and negotiators.
 */
export const DEFAULT_VOICE_BY_TYPE: Readonly<Record<ScenarioType, Voice>> = {
  interview: 'ash',
  persuasion: 'verse',
  coaching: 'sage',
  therapy: 'sage',
  negotiation: 'echo',
  conflict_management: 'ballad',
  thesis_defense: 'ballad',
  dating: 'shimmer',
  academic_advising: 'coral',
  customer_support: 'coral',
  sales: 'verse',
  medical: 'sage',
};

const currentSet: ReadonlySet<string> = new Set(CURRENT_VOICES);
// A Map, so names such as "constructor" never hit Object.prototype.
const legacyMap: ReadonlyMap<string, Voice> = new Map(Object.entries(LEGACY_VOICES));

export type VoiceSource = 'current' | 'legacy' | 'default' | 'unknown';

export interface ResolvedVoice {
  voice: Voice;
  /** current: named as is; legacy: mapped; default: none given; unknown: unrecognised, default used. */
  source: VoiceSource;
}

export function isCurrentVoice(name: string): name is Voice {
  return currentSet.has(name);
}

/** Like resolveVoice, but says how the voice was chosen (so callers can warn about unknown names). */
export function classifyVoice(voice: string | undefined, type: ScenarioType): ResolvedVoice {
  const fallback = Object.hasOwn(DEFAULT_VOICE_BY_TYPE, type) ? DEFAULT_VOICE_BY_TYPE[type] : DEFAULT_VOICE;
  const key = voice?.trim().toLowerCase();
  if (!key) return { voice: fallback, source: 'default' };
  if (isCurrentVoice(key)) return { voice: key, source: 'current' };
  const mapped = legacyMap.get(key);
  if (mapped) return { voice: mapped, source: 'legacy' };
  // An unrecognised name is not an error: a scenario stays playable, in its type's default voice.
  return { voice: fallback, source: 'unknown' };
}

/**
 * The current voice for a scenario's character: a current name as is (case-insensitive), a legacy
 * name mapped, an omitted or unknown name replaced by the type's default.
 */
export function resolveVoice(voice: string | undefined, type: ScenarioType): Voice {
  return classifyVoice(voice, type).voice;
}
