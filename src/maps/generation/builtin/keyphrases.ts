// Key-phrase extraction for free-text problems (RAKE-style): candidate phrases are runs of content
// words between stop words; a word scores by how many content words it co-occurs with over how
// often it appears, a phrase by the sum of its words, plus frequency; phrases WordNet knows as a
// noun get a bonus. With WordNet, a run splits at words it has no noun for (verbs), loses
// adjectives and verbs at its edges, and a lone adjective is no candidate. Deterministic: ties go
// to the phrase that appears first.
import type { WordNet } from '../wordnet/reader.js';

// Function words (English, Spanish, French, German) and the vocabulary of asking for help, which
// describes the request rather than the subject ("my students struggle to understand ...").
const STOP = new Set(
  `a about above after again against all also am an and any are aren't as at be because been before being below between both but by
  can can't cannot could couldn't did didn't do does doesn't doing don't down during each either else even ever every few for from further
  get gets getting got had hadn't has hasn't have haven't having he her here hers herself him himself his how however i if in into is isn't
  it it's its itself just least less let like lot lots made make makes many may me might more most much must my myself need needs no nor
  not now of off often on once one only or other others ought our ours ourselves out over own per quite rather really same several shall
  she should shouldn't since so some such than that that's the their theirs them themselves then there these they thing things this those
  though through thus to too under until up upon us use used using very via was wasn't way ways we well were weren't what when where
  whether which while who whom whose why will with within without won't would wouldn't yet you your yours yourself yourselves
  able across already always among another anyone anything around away back basic basics best better big different difficult
  easy enough example examples first good great hard help helps helping idea ideas important kind kinds know knowing knows last
  learn learner learners learning learns lesson lessons level levels new next old part problem problems question questions
  right seem seems start struggle struggles struggling student students study studying subject teach teacher teachers teaching
  think thinking topic topics try trying understand understanding understands want wants year years class classes grade course
  explain explaining explains work works working show shows find finds going go goes keep still class's children kids pupils
  el la los las un una unos unas y o de del al en con por para que se su sus es son como más pero muy mis mi lo le les ni no sí
  también cómo qué cuál cuando porque entre sobre este esta estos estas ese esa hay ser estar tiene tienen alumnos estudiantes
  entienden entender aprender explicar cuesta
  le la les un une des et ou de du au aux en dans avec pour par que qui se sa son ses est sont comme plus mais très mes mon ne pas
  ni aussi comment pourquoi quand entre sur ce cette ces il ils elle elles élèves étudiants comprendre comprennent apprendre expliquer
  der die das ein eine einen einem einer und oder von zu mit für auf ist sind wie mehr aber sehr meine mein nicht den dem des im
  auch warum wann zwischen über dieser diese dieses es sie schüler schülerinnen verstehen lernen erklären`
    .split(/\s+/)
    .filter(Boolean),
);

export interface KeyPhrase {
  /** As written in the text (first occurrence), lower-case. */
  text: string;
  score: number;
  /** Position of the first occurrence (tie-break). */
  first: number;
  /** The WordNet noun lemma, when WordNet knows the phrase. */
  lemma?: string;
}

export function tokenize(text: string): string[] {
  return text.normalize('NFC').toLowerCase().match(/[\p{L}\p{N}][\p{L}\p{N}'’-]*/gu) ?? [];
}

export const isStopWord = (w: string) => STOP.has(w.replace(/’/g, "'"));

const MAX_WORDS = 4;

export function extractKeyPhrases(text: string, wn?: WordNet, limit = 8): KeyPhrase[] {
  const tokens = tokenize(text);
  // Runs of content words; numbers alone are not topics.
  const runs: string[][] = [];
  let run: string[] = [];
  // A word that can name a topic: WordNet knows it as a noun and English doesn't mostly use it as
  // an adjective ("bakery", "light"; not "small", "reduce").
  const names = (w: string) => wn !== undefined && wn.lemma(w) !== undefined && !wn.mostlyAdjective(w);
  const flush = () => {
    let parts = [run];
    if (wn && run.length > 1 && !wn.lemma(run.join(' ')) && run.some(names)) {
      // A word WordNet has no noun for (a verb: "a small bakery REDUCE food waste") separates two
      // topics; then verbs and adjectives at the edges ("confuse mitosis", "small bakery") are
      // not part of the topic.
      parts = [];
      let part: string[] = [];
      for (const w of run) {
        if (wn.lemma(w)) {
          part.push(w);
        } else if (part.length) {
          parts.push(part);
          part = [];
        }
      }
      if (part.length) parts.push(part);
      // An edge word that opens or closes a phrase WordNet knows ("NATURAL selection") stays.
      const inLemma = (p: string[], fromStart: boolean) => {
        for (let n = 2; n <= Math.min(MAX_WORDS, p.length); n++) if (wn.lemma((fromStart ? p.slice(0, n) : p.slice(-n)).join(' '))) return true;
        return false;
      };
      parts = parts.map((p) => {
        while (p.length > 1 && !names(p[0]!) && !inLemma(p, true)) p = p.slice(1);
        while (p.length > 1 && !names(p[p.length - 1]!) && !inLemma(p, false)) p = p.slice(0, -1);
        return p;
      });
    }
    for (const p of parts) if (p.length) runs.push(p);
    run = [];
  };
  for (const t of tokens) {
    // Numbers, and words that start with one ("10-year-olds", "3x"), are not topics.
    if (isStopWord(t) || /^\d/.test(t) || t.length < 2) flush();
    else run.push(t);
  }
  flush();

  const freq = new Map<string, number>();
  const degree = new Map<string, number>();
  for (const r of runs) {
    for (const w of r) {
      freq.set(w, (freq.get(w) ?? 0) + 1);
      degree.set(w, (degree.get(w) ?? 0) + Math.min(r.length, MAX_WORDS));
    }
  }
  const wordScore = (w: string) => degree.get(w)! / freq.get(w)!;

  const phrases = new Map<string, KeyPhrase>();
  let position = 0;
  for (const r of runs) {
    // Long runs: every sub-phrase up to MAX_WORDS is a candidate.
    for (let i = 0; i < r.length; i++) {
      for (let n = 1; n <= MAX_WORDS && i + n <= r.length; n++) {
        const words = r.slice(i, i + n);
        const phrase = words.join(' ');
        const existing = phrases.get(phrase);
        if (existing) {
          existing.score += 1;
          continue;
        }
        const lemma = wn?.lemma(phrase);
        // Multi-word phrases unknown to WordNet are only kept when they are a whole run.
        if (n > 1 && !lemma && !(i === 0 && n === r.length)) continue;
        // A lone adjective ("small", "economic") describes a topic, it isn't one.
        if (n === 1 && wn?.mostlyAdjective(phrase)) continue;
        let score = words.reduce((s, w) => s + wordScore(w), 0);
        if (lemma) score *= n > 1 ? 2 : 1.5;
        phrases.set(phrase, { text: phrase, score, first: position + i, lemma });
      }
    }
    position += r.length + 1;
  }

  // Best first; drop a phrase contained in a better one already chosen (and vice versa).
  const ranked = [...phrases.values()].sort((a, b) => b.score - a.score || a.first - b.first || (a.text < b.text ? -1 : 1));
  const chosen: KeyPhrase[] = [];
  for (const p of ranked) {
    if (chosen.length >= limit) break;
    const overlaps = chosen.some((c) => ` ${c.text} `.includes(` ${p.text} `) || ` ${p.text} `.includes(` ${c.text} `));
    if (!overlaps) chosen.push(p);
  }
  return chosen;
}
