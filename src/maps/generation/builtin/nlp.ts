// Part-of-speech tagging and lemmas for free-text problems, from wink-nlp with its English light
// model (chosen over compromise for start-up and per-request cost: about 0.4 s to load once, well
// under a millisecond per problem; see README "Dependencies"). Loaded once per process.
import winkNLP, { type WinkMethods } from 'wink-nlp';
import model from 'wink-eng-lite-web-model';

let nlp: WinkMethods | undefined;

function engine(): WinkMethods {
  // The pipe leaves out sentiment, negation and named entities: only tokens, sentences and tags.
  return (nlp ??= winkNLP(model, ['sbd', 'pos']));
}

/** Loads the tagger now (start-up), so the first request does not pay for it. */
export function preloadNlp(): void {
  engine().readDoc('warm up');
}

export interface TaggedWord {
  /** Lower-case surface form. */
  normal: string;
  lemma: string;
  pos: string;
}

const CONTENT = new Set(['NOUN', 'PROPN', 'ADJ', 'VERB', 'NUM']);

export function tagWords(text: string): TaggedWord[] {
  const e = engine();
  const doc = e.readDoc(text);
  const its = e.its;
  /* eslint-disable @typescript-eslint/unbound-method -- wink-nlp's its.* are plain functions, made to be passed to out() */
  const normal: string[] = doc.tokens().out(its.normal);
  // The lemma helper's declared type does not match `out` (a typing slip in wink-nlp 2.4); it returns strings.
  const lemma: string[] = doc.tokens().out(its.lemma as unknown as typeof its.normal);
  const pos: string[] = doc.tokens().out(its.pos);
  /* eslint-enable @typescript-eslint/unbound-method */
  return normal.map((n, i) => ({ normal: n, lemma: lemma[i] ?? n, pos: pos[i] ?? 'X' }));
}

/**
 * Content words of the text (nouns, adjectives, verbs), each as written and as its lemma when
 * different: the tagger's lemmas are sometimes wrong for domain words ("data" -> "datum"), so
 * both forms go to the matcher.
 */
export function contentWords(text: string): string[] {
  const out: string[] = [];
  for (const w of tagWords(text)) {
    if (!CONTENT.has(w.pos) || !/\p{L}/u.test(w.normal)) continue;
    out.push(w.normal);
    if (w.lemma !== w.normal) out.push(w.lemma);
  }
  return out;
}

/** Noun phrases: runs of adjectives and nouns ending in a noun ("compound interest", "food waste"). */
export function nounPhrases(text: string): string[] {
  const words = tagWords(text);
  const out: string[] = [];
  let run: TaggedWord[] = [];
  const flush = () => {
    while (run.length && run[run.length - 1]!.pos !== 'NOUN' && run[run.length - 1]!.pos !== 'PROPN') run.pop();
    if (run.length) out.push(run.map((w) => w.normal).join(' '));
    run = [];
  };
  for (const w of words) {
    if (w.pos === 'NOUN' || w.pos === 'PROPN' || w.pos === 'ADJ') run.push(w);
    else flush();
  }
  flush();
  return out;
}

/**
 * Words a problem means by its notation rather than says: "1/8" is a fraction, "20%" a
 * percentage, "minus times minus" negative numbers, "0 and 1" binary. Added to the text the
 * knowledge base is matched against.
 */
export function notationWords(text: string): string[] {
  const out: string[] = [];
  if (/(^|[^\d/])\d{1,3}\s*\/\s*\d{1,3}(?![\d/])/.test(text)) out.push('fractions');
  if (/\d\s*%|\bper ?cent\b/i.test(text)) out.push('percentages');
  if (/\bminus\b.*\b(times|plus|minus)\b|\bnegative\b/i.test(text)) out.push('negative numbers');
  if (/\b0s? and 1s?\b|\bzeros? and ones?\b|\bones and zeros\b/i.test(text)) out.push('binary');
  return out;
}
