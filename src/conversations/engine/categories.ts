// The engine thinks in the 10 built-in categories; the two extra scenario types borrow the
// behaviour of their closest relative.
import type { BUILTIN_CATEGORIES, ScenarioType } from '../scenarios/schema.js';

export type Category = (typeof BUILTIN_CATEGORIES)[number];

const ALIASES: Partial<Record<ScenarioType, Category>> = {
  therapy: 'coaching',
  conflict_management: 'negotiation',
};

export function categoryOf(type: ScenarioType): Category {
  return ALIASES[type] ?? (type as Category);
}

export const EMOTIONS = ['neutral', 'curious', 'guarded', 'frustrated', 'angry', 'warm', 'relieved', 'convinced', 'anxious'] as const;
export type Emotion = (typeof EMOTIONS)[number];

// Scenario authors write free-text initial emotions; map the common ones onto the fixed set.
// A Map, not an object: keys come from outside, and `__proto__` or `constructor` must not
// resolve to Object.prototype members.
const EMOTION_SYNONYMS = new Map<string, Emotion>(
  Object.entries({
    skeptical: 'guarded',
    sceptical: 'guarded',
    defensive: 'guarded',
    cautious: 'guarded',
    reserved: 'guarded',
    wary: 'guarded',
    suspicious: 'guarded',
    doubtful: 'guarded',
    distrustful: 'guarded',
    closed: 'guarded',
    irritated: 'frustrated',
    annoyed: 'frustrated',
    impatient: 'frustrated',
    upset: 'frustrated',
    disappointed: 'frustrated',
    overwhelmed: 'anxious',
    hostile: 'angry',
    furious: 'angry',
    nervous: 'anxious',
    worried: 'anxious',
    scared: 'anxious',
    afraid: 'anxious',
    stressed: 'anxious',
    fearful: 'anxious',
    insecure: 'anxious',
    uncertain: 'anxious',
    hesitant: 'guarded',
    friendly: 'warm',
    open: 'warm',
    hopeful: 'curious',
    interested: 'curious',
    calm: 'neutral',
    indifferent: 'neutral',
    busy: 'neutral',
    tired: 'neutral',
    confident: 'neutral',
  }),
);

export function normaliseEmotion(raw: string | undefined): Emotion {
  if (!raw) return 'neutral';
  const key = raw.trim().toLowerCase();
  if ((EMOTIONS as readonly string[]).includes(key)) return key as Emotion;
  const synonym = EMOTION_SYNONYMS.get(key);
  if (synonym) return synonym;
  for (const word of key.split(/[^a-z]+/)) {
    if ((EMOTIONS as readonly string[]).includes(word)) return word as Emotion;
    const wordSynonym = EMOTION_SYNONYMS.get(word);
    if (wordSynonym) return wordSynonym;
  }
  return 'neutral';
}
