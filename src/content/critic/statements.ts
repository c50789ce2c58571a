// Which quantities are stated as facts, and in which "world". Two values of one quantity only
// contradict each other when both are facts about the same thing in the same world: a value in a
// hypothesis ("if a car travels 150 km"), an example ("for example 12 m/s"), a bound ("less than
// 1.0 g/cm³"), a calculation ("1200 + 2000 = 3200 W"), a share or a total of something ("half the
// sugar, 17.5 g", "three packets add up to 1.5 kg") or a sentence that relates two values ("from
// −10 °C to 20 °C") is not a rival fact.
// Each worked example, check question and SATA question that sets up its own scene (a new thing
// brought in with "a", "un", "une", or "you") is its own world: its numbers are its own.
import type { Mode } from '../content-schemas.js';
import type { Lang } from './text.js';

/** Words that make a sentence a hypothesis or an example, per language (lower case, whole words). */
const HYPOTHETICAL: Record<Lang, RegExp> = {
  en: /\b(?:if|suppose|supposing|imagine|for example|for instance|e\.g\.)\b/iu,
  es: /(?<!\p{L})(?:si|supongamos|supón|imagina|imaginemos|por ejemplo|p\. ej\.)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:si|s['’]il|s['’]ils|supposons|imaginons|imagine|par exemple|ex\.)(?!\p{L})/iu,
  other: /\b(?:if|suppose|imagine|for example|for instance|e\.g\.)\b/iu,
};

/** A bound or a comparison just before a number: the thing is not said to BE that value. */
const BOUND: Record<Lang, RegExp> = {
  en: /\b(?:less|more|greater|fewer|lower|higher|smaller|bigger|larger) than\s*(?:about\s*)?$|\b(?:at least|at most|up to|under|over|below|above)\s*$/iu,
  es: /(?:menor|mayor|menos|más|inferior|superior)(?: que| de| a)\s*(?:unos?\s*)?$|(?:como máximo|como mínimo|al menos|hasta)\s*$/iu,
  fr: /(?:moins|plus|inférieure?s?|supérieure?s?)(?: que| de| à)\s*(?:environ\s*)?$|(?:au moins|au plus|jusqu['’]à)\s*$/iu,
  other: /\b(?:less|more|greater|fewer) than\s*$|\b(?:at least|at most|up to)\s*$/iu,
};

/**
 * A share, a multiple or a total of something else: a value derived, not stated ("half the
 * sugar, 17.5 g"; "three 500 g packets add up to 1.5 kg", "suman", "en tout").
 */
const SHARE: Record<Lang, RegExp> = {
  en: /\b(?:half|halves|twice|double|triple|third|quarter|altogether|in total|combined|add up to|adds up to|added up|together (?:make|makes|weigh|hold|cost|come to))\b/iu,
  es: /(?<!\p{L})(?:mitad|doble|triple|tercio|suman|sumados|sumadas|en total|en conjunto|entre (?:los|las) (?:dos|tres|cuatro))(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:moitié|double|triple|tiers|en tout|au total|à eux deux|à elles deux|additionnés|additionnées|ensemble (?:pèsent|font|coûtent|contiennent))(?!\p{L})/iu,
  other: /\b(?:half|twice|double|triple|altogether|in total)\b/iu,
};

/** A calculation: an equals sign, or an operator between two numbers. */
const CALCULATION = /=|\d\s*[-+*/×÷−]\s*\(?\d/u;

/** Whether the sentence states its quantities as facts (not a hypothesis, example, share or calculation). */
export function statesFacts(sentence: string, lang: Lang): boolean {
  return !HYPOTHETICAL[lang].test(sentence) && !SHARE[lang].test(sentence) && !CALCULATION.test(sentence);
}

/** Whether the number starting at `index` of `text` follows a bound ("less than", "at most"). */
export function isBound(text: string, index: number, lang: Lang): boolean {
  return BOUND[lang].test(text.slice(Math.max(0, index - 40), index));
}

/** What a value is per ("70 mL per beat", "4,9 litros por minuto"): the word after per/each/por/cada/par/chaque, if any. */
export function perWhat(after: string): string | undefined {
  return /^\s*(?:[\p{L}'’]+\s+){0,3}?(?:per|each|every|por|cada|par|chaque)\s+([\p{L}]+)/iu.exec(after)?.[1]?.toLowerCase();
}

/** Brings in a thing of its own: an indefinite article or the learner as actor. */
const NEW_SCENE: Record<Lang, RegExp> = {
  en: /\b(?:a|an|you|your)\b/iu,
  es: /(?<!\p{L})(?:un|una|tu|tú|usted)(?!\p{L})/iu,
  fr: /(?<!\p{L})(?:un|une|tu|vous)(?!\p{L})/iu,
  other: /\b(?:a|an|you|your)\b/iu,
};

/**
 * The world a field belongs to: a KE worked example or check question, or a SATA question, is
 * one; the rest of the content (a KE's explanation, a whole SPL scenario) is another.
 */
export function worldOf(mode: Mode, where: string): string {
  if (mode === 'KE') return /^\/(?:workedExamples|checkQuestions)\/\d+/.exec(where)?.[0] ?? '';
  if (mode === 'SATA') return /^\/questions\/\d+/.exec(where)?.[0] ?? '';
  return '';
}

/** The field that sets a world's scene: a problem, a question, a stem. */
export function setupOf(world: string): string | undefined {
  if (world.startsWith('/workedExamples/')) return `${world}/problem`;
  if (world.startsWith('/checkQuestions/')) return `${world}/question`;
  if (world.startsWith('/questions/')) return `${world}/stem`;
  return undefined;
}

/** Whether a scene-setting text (its sentences) brings in a thing of its own. */
export function setsOwnScene(setup: readonly string[], lang: Lang): boolean {
  // The scene is set where the numbers start: the first sentence that gives one ("After a jog,
  // Daniel counts 38 beats in 15 seconds."); a later "Write an equation..." is the task, not the scene.
  const first = setup.find((s) => /\d/.test(s));
  return first !== undefined && (NEW_SCENE[lang].test(first) || HYPOTHETICAL[lang].test(first));
}
