// alex's messages (retext-equality and retext-profanities, English) without alex's per-call costs.
// `alex.text()` builds a new unified pipeline on every call, and nlcst-search indexes its whole
// phrase list again on every search: retext-equality searches twice per paragraph (about 1,300
// phrases each time) and retext-profanities twice per document (about 3,400), so one critique
// re-indexed tens of thousands of phrases, about four fifths of its time. Here the same packages'
// phrase lists are indexed once, at load; everything else is alex 11's own code path: its parser
// (retext-english), and the search, the equality and profanity handlers, its allow filter and its
// message order ported line for line (nlcst-search 3.1.1, retext-equality 6.6.0,
// retext-profanities 7.2.2, unified-message-control 4.0.0, vfile-sort 3.0.1; all MIT, by Titus
// Wormer). test/content/inclusive-language.test.ts compares every message with alex.text()'s on a
// corpus that holds every phrase of both lists, so an upgrade that changes alex fails there.
// Most lesson texts hold no phrase whose message would be kept: a cheap look-up of the phrases'
// words comes first, and only a text that may hold one is parsed (the parser was most of the cost).
import { cuss } from 'cuss';
import type { Content, Parent, Root, Word } from 'nlcst';
import { isLiteral } from 'nlcst-is-literal';
import { normalize } from 'nlcst-normalize';
import { toString } from 'nlcst-to-string';
import pluralize from 'pluralize';
import { quotation } from 'quotation';
import retextEnglish from 'retext-english';
import { patterns, type Pattern } from 'retext-equality/lib/en.js';
import { unified } from 'unified';
import { VFile } from 'vfile';
import { sort } from 'vfile-sort';

const own = (o: object, key: string) => Object.prototype.hasOwnProperty.call(o, key);
type Handler = (nodes: Content[], index: number, parent: Parent, phrase: string) => void;
export type AlexMessage = VFile['messages'][number];

/** A word of the parsed text, with what every search asks of it worked out once. */
interface WordAt {
  node: Word;
  index: number;
  parent: Parent;
  /** nlcst-is-literal: quoted or set apart ("the word “he”"), which no search reports. */
  literal: boolean;
}

/**
 * The words of a parsed text in document order (unist-util-visit's preorder), each paragraph's
 * apart: retext-equality searches paragraph by paragraph, retext-profanities the whole text.
 * `normal` holds each word's nlcst-normalize form, without and with apostrophes kept.
 */
function wordsOf(tree: Root): { paragraphs: WordAt[][]; all: WordAt[]; normal: Map<Word, [string, string]> } {
  const paragraphs: WordAt[][] = [];
  const all: WordAt[] = [];
  const normal = new Map<Word, [string, string]>();
  const walk = (node: Parent, into: WordAt[] | undefined) => {
    node.children.forEach((child, index) => {
      if (child.type === 'WordNode') {
        const at = { node: child, index, parent: node, literal: isLiteral(node as Root, index) };
        normal.set(child, [normalize(child), normalize(child, { allowApostrophes: true })]);
        all.push(at);
        into?.push(at);
      }
      if ('children' in child) {
        let words = into;
        if (!words && child.type === 'ParagraphNode') paragraphs.push((words = []));
        walk(child, words);
      }
    });
  };
  walk(tree, undefined);
  return { paragraphs, all, normal };
}

type Search = (words: WordAt[], normal: Map<Word, [string, string]>, handler: Handler) => void;

/**
 * nlcst-search's `search(tree, phrases, handler, allowApostrophes)` with the phrase index built
 * once for the list instead of on every call, over words found once. The rest is its code.
 */
function indexedSearch(phrases: readonly string[], allowApostrophes = false): Search {
  const config = { allowApostrophes };
  const form = allowApostrophes ? 1 : 0;
  const byWord: Record<string, string[]> = { '*': [] };
  for (const phrase of phrases) {
    const firstWord = normalize(phrase.split(' ', 1)[0]!, config);
    if (own(byWord, firstWord)) byWord[firstWord]!.push(phrase);
    else byWord[firstWord] = [phrase];
  }
  // The words after the first of each phrase, normalised once.
  const rest = new Map(phrases.map((p) => [p, p.split(' ').slice(1).map((e) => (e === '*' ? e : normalize(e, config)))]));

  function test(phrase: string, position: number, parent: Parent, normal: Map<Word, [string, string]>): Content[] | undefined {
    const siblings = parent.children;
    const start = position;
    const expressions = rest.get(phrase)!;
    let index = -1;
    position++;
    while (++index < expressions.length) {
      while (position < siblings.length) {
        if (siblings[position]!.type !== 'WhiteSpaceNode') break;
        position++;
      }
      const sibling = siblings[position];
      if (!sibling || sibling.type !== 'WordNode' || (expressions[index] !== '*' && expressions[index] !== normal.get(sibling)![form])) {
        return undefined;
      }
      position++;
    }
    return siblings.slice(start, position);
  }

  return (words, normal, handler) => {
    for (const { node, index: position, parent, literal } of words) {
      if (literal) continue;
      const word = normal.get(node)![form];
      const candidates = own(byWord, word) ? [...byWord['*']!, ...byWord[word]!] : byWord['*']!;
      let index = -1;
      while (++index < candidates.length) {
        const result = test(candidates[index]!, position, parent, normal);
        if (result) handler(result, position, parent, candidates[index]!);
      }
    }
  };
}

/** A check over a parsed text, and the phrases it may report under `allow`, each as the words its search compares ("*" for any). */
type Check = ((words: ReturnType<typeof wordsOf>, file: VFile) => void) & { phrases: (allow: readonly string[]) => string[][] };

/** A phrase's words as nlcst-search compares them: each normalised, "*" kept. */
const phraseWords = (phrase: string, allowApostrophes: boolean) => phrase.split(' ').map((w) => (w === '*' ? w : normalize(w, { allowApostrophes })));

/**
 * Whether a text may hold one of `phrases`; false only when, for each, a word of it is missing
 * from the text (so alex, which reports phrases only, would answer nothing, and its parser is not
 * run). A word of the parse holds no space and normalises to its text lower-cased less "-" and "'"
 * ("’" read as "'"), and never starts or ends inside a run of ASCII letters and digits, so a phrase
 * word's letters and digits ("a.d.d." has "add") are some runs of the text joined across anything
 * but spaces and line breaks: every such join is looked up. A phrase with no letter or digit ("*"
 * is any word) would escape this, so then every text is parsed.
 */
function phraseTest(phrases: readonly string[][]): (text: string) => boolean {
  const byFirst = new Map<string, string[][]>();
  let longest = 0;
  for (const words of phrases) {
    const keys: string[] = [];
    for (const word of words) {
      const key = word.replace(/[^a-z0-9]+/g, '');
      if (!key) continue;
      keys.push(key);
      longest = Math.max(longest, key.length);
    }
    if (!keys.length) return () => true;
    const [first, ...rest] = keys;
    byFirst.set(first!, [...(byFirst.get(first!) ?? []), rest]);
  }
  return (text) => {
    const present = new Set<string>();
    for (const chunk of text.toLowerCase().split(/[ \t\n\r]+/)) {
      const runs = chunk.match(/[a-z0-9]+/g);
      if (!runs) continue;
      // Every join of runs next to each other in the chunk.
      for (let i = 0; i < runs.length; i++) {
        let s = '';
        for (let j = i; j < runs.length && s.length + runs[j]!.length <= longest; j++) present.add((s += runs[j]!));
      }
    }
    for (const key of present) for (const rest of byFirst.get(key) ?? []) if (rest.every((k) => present.has(k))) return true;
    return false;
  };
}

/** retext-equality's factory(patterns, 'en') with alex's options (nothing ignored, binary pairs on). */
function equalityCheck(): Check {
  const source = 'retext-equality';
  const url = 'https://github.com/retextjs/retext-equality#readme';
  const byId: Record<string, Pattern> = {};
  const byIndex: Pattern[] = [];
  const apostrophes: string[] = [];
  const list: string[] = [];
  for (const pattern of patterns) {
    byId[pattern.id] = pattern;
    for (const phrase in pattern.inconsiderate) {
      if (own(pattern.inconsiderate, phrase)) {
        list.push(phrase);
        byIndex.push(pattern);
        if (pattern.apostrophe) apostrophes.push(phrase);
      }
    }
  }
  const toNormalize = list.filter((item) => !apostrophes.includes(item));
  const noNormalize = list.filter((item) => apostrophes.includes(item));
  const searchNormal = indexedSearch(toNormalize);
  const searchLiteral = indexedSearch(noNormalize, true);

  interface Match {
    type: string;
    parent: Parent;
    nodes: Content[];
    start: number;
    end: number;
  }

  function warn(file: VFile, match: Match, pattern: Pattern) {
    const actual = toString(match.nodes);
    let expected: string[] | undefined;
    if (pattern.considerate) {
      expected = Object.keys(pattern.considerate);
      if (actual.charAt(0).toUpperCase() === actual.charAt(0)) {
        expected = expected.map((e) => e.charAt(0).toUpperCase() + e.slice(1));
      }
    }
    Object.assign(
      file.message(
        quotation(actual, '`') + ' may be insensitive' + (pattern.condition ? ', ' + pattern.condition : '') + ', ' + (expected ? 'use ' + quotation(expected, '`').join(', ') + ' instead' : 'try not to use it'),
        match.nodes[0],
        [source, pattern.id].join(':'),
      ),
      { actual, expected, note: pattern.note, url },
    );
  }

  function basic(matches: Match[], pattern: Pattern, file: VFile) {
    for (const match of matches) warn(file, match, pattern);
  }

  // An "or" pattern ("him" and "her") is not reported when its other category is right next to it.
  function or(matches: Match[], pattern: Pattern, file: VFile) {
    let index = -1;
    while (++index < matches.length) {
      const match = matches[index]!;
      const siblings = match.parent.children;
      const next = matches[index + 1];
      if (next && next.parent === match.parent && next.type !== match.type) {
        let start = match.end;
        while (++start < next.start) {
          const sibling = siblings[start]!;
          if (sibling.type === 'WhiteSpaceNode' || (sibling.type === 'WordNode' && /(and|or)/.test(normalize(sibling))) || (sibling.type === 'PunctuationNode' && normalize(sibling) === '/')) continue;
          break;
        }
        if (start === next.start) {
          index++;
          continue;
        }
      }
      warn(file, match, pattern);
    }
  }

  const handlers = { or, basic };
  const phrases = (allow: readonly string[]) => list.filter((phrase, i) => !allow.includes(byIndex[i]!.id)).map((phrase) => phraseWords(phrase, apostrophes.includes(phrase)));
  const check = ({ paragraphs, normal }: ReturnType<typeof wordsOf>, file: VFile) => {
    for (const words of paragraphs) {
      const matches: Record<string, Match[]> = {};
      const handle: Handler = (match, position, parent, phrase) => {
        const pattern = byIndex[list.indexOf(phrase)]!;
        const id = pattern.id;
        if (phrase !== phrase.toLowerCase() && toString(match) !== phrase) return;
        if (!(id in matches)) matches[id] = [];
        matches[id]!.push({ type: pattern.inconsiderate[phrase]!, parent, nodes: match, start: position, end: position + match.length - 1 });
      };
      searchNormal(words, normal, handle);
      searchLiteral(words, normal, handle);
      for (const key in matches) {
        if (own(matches, key)) {
          const pattern = byId[key]!;
          handlers[pattern.type](matches[key]!, pattern, file);
        }
      }
    }
  };
  return Object.assign(check, { phrases });
}

/**
 * retext-profanities' English plugin: cuss's words with their singulars and plurals, less the
 * misclassified ones, "hell" and "whore" matched literally; reported from `sureness` up.
 */
function profanityCheck(sureness: number): Check {
  const source = 'retext-profanities';
  const url = 'https://github.com/retextjs/retext-profanities#readme';
  // retext-profanities/en.js (7.2.2): its ignorePluralize and regular lists.
  const ignorePluralize = ['children', 'dy', 'pro', 'remain', 'so', 'dice', 'fus'];
  const regular = ['hell', 'whore'];
  const words: Record<string, number> = {};
  const add = (key: string, value: number) => {
    if (!ignorePluralize.includes(key)) words[key] = value;
  };
  for (const key in cuss) {
    if (own(cuss, key)) {
      add(key, cuss[key]!);
      add(pluralize.singular(key), cuss[key]!);
      add(pluralize.plural(key), cuss[key]!);
    }
  }
  const phrases = Object.keys(words);
  const searchNormal = indexedSearch(phrases.filter((d) => !regular.includes(d)));
  const searchLiteral = indexedSearch(regular.filter((d) => phrases.includes(d)), true);

  // A word below `sureness` is never reported, nor one whose rule is allowed.
  const reportable = (allow: readonly string[]) => phrases.filter((phrase) => words[phrase]! >= sureness && !allow.includes(phrase.replace(/\W+/g, '-'))).map((phrase) => phraseWords(phrase, regular.includes(phrase)));
  const check = ({ all, normal }: ReturnType<typeof wordsOf>, file: VFile) => {
    const handle: Handler = (match, _, _1, phrase) => {
      const profanitySeverity = words[phrase]!;
      const actual = toString(match);
      if (profanitySeverity < sureness) return;
      Object.assign(
        file.message(
          [profanitySeverity === 0 ? 'Be careful with' : profanitySeverity === 1 ? 'Reconsider using' : 'Don’t use', quotation(actual, '`') + ',', profanitySeverity === 0 ? 'it’s profane in some cases' : profanitySeverity === 1 ? 'it may be profane' : 'it’s profane'].join(' '),
          { start: match[0]!.position!.start, end: match[match.length - 1]!.position!.end },
          [source, phrase.replace(/\W+/g, '-')].join(':'),
        ),
        { profanitySeverity, actual, expected: [], url },
      );
    };
    searchNormal(all, normal, handle);
    searchLiteral(all, normal, handle);
  };
  return Object.assign(check, { phrases: reportable });
}

export interface InclusiveLanguageOptions {
  /** alex's `profanitySureness`: 0, 1 or 2. */
  profanitySureness: 0 | 1 | 2;
  /** alex's `allow`: rule ids never reported. */
  allow: readonly string[];
}

/**
 * What `alex.text(text, options)` answers, as `file.messages`. Built once per options; each call
 * parses the text once (retext-english) and searches the prebuilt indexes.
 */
export function inclusiveLanguageChecker(options: InclusiveLanguageOptions): (text: string) => AlexMessage[] {
  const parser = unified().use(retextEnglish).freeze();
  const equality = equalityCheck();
  const profanity = profanityCheck(options.profanitySureness);
  const sources = ['retext-equality', 'retext-profanities'];
  const mayMatch = phraseTest([...equality.phrases(options.allow), ...profanity.phrases(options.allow)]);
  return (text) => {
    // No word that could open a phrase whose message would be kept: alex would answer nothing.
    if (!mayMatch(text)) return [];
    const file = new VFile(text);
    const words = wordsOf(parser.parse(file));
    equality(words, file);
    profanity(words, file);
    // alex's filter (unified-message-control) with `allow` and no comment markers in plain text:
    // a message of these sources is dropped when its rule is allowed.
    file.messages = file.messages.filter((m) => {
      if (!m.source || !sources.includes(m.source)) return true;
      if (!m.line) m.line = 1;
      if (!m.column) m.column = 1;
      return !m.ruleId || !options.allow.includes(m.ruleId);
    });
    return sort(file).messages;
  };
}
