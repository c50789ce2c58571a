// The knowledge base's front door: loaded and indexed once (start-up calls preloadKnowledge), then
// looked up by name (structural requests) or ranked against prose (free text) with sense
// disambiguation: a topic wins on the words it is named by and made of, weighted by how rare they
// are, and on the subject the rest of the text is about ("compound interest" with "savings
// account" is finance; "compound" with "elements" is chemistry).
import { performance } from 'node:perf_hooks';
import { loadKnowledge, type KnowledgeData, type Subject, type Topic } from './load.js';
import { keyWords, labelNames, nameKey, QUIET_WORDS } from './text.js';

export type { Subject, Topic } from './load.js';
export { KnowledgeBaseError } from './load.js';
export type { KnowledgeConcept, BloomLevel, GradeBand } from './schema.js';
export { UNIVERSITY_GRADE } from './schema.js';
export { audienceGrade, audienceInText, type Audience } from './audience.js';
export { fleschKincaidGrade } from './readability.js';
export { nameKey } from './text.js';

export interface TopicMatch {
  topic: Topic;
  score: number;
  /** How it was found: its own name, the name of one of its concepts, or words it is made of. */
  by: 'name' | 'concept' | 'words';
  /** For `concept`: the concept the text named. */
  conceptKey?: string;
}

export interface RankedTopic {
  topic: Topic;
  score: number;
  /** The topic's own name (or an alias) appears in the text. */
  named: boolean;
  /** Concept labels of this topic named in the text. */
  concepts: number;
}

const NO_SUBJECTS: ReadonlySet<string> = new Set();

const FIELD_WEIGHT = { name: 3, concept: 1.5, description: 0.5 } as const;

export class KnowledgeBase {
  readonly subjects: Subject[];
  readonly topics: Map<string, Topic>;
  private readonly byName = new Map<string, Topic[]>();
  private readonly byConcept = new Map<string, Array<{ topic: Topic; key: string }>>();
  private readonly subjectByName = new Map<string, Subject>();
  /** Per term (word or word pair): the topics using it and its field weight there, in topic order. */
  private readonly postings = new Map<string, Array<{ topic: Topic; weight: number }>>();
  private readonly idf = new Map<string, number>();
  /** Per word: the topics whose names, concepts or descriptions use it, and the earliest grade among them. */
  private readonly wordSpread = new Map<string, { topics: number; earliestGrade: number }>();
  private readonly cues = new Map<string, Subject[]>();
  /** Longest name, in words: how far n-gram lookups need to reach. */
  private readonly maxNameWords: number;
  /** Per topic, the content words of each of its names (label, aliases), folded once at start. */
  private readonly nameWords = new Map<Topic, string[][]>();
  /** subjectsNamedKey's answers (bounded by the names the knowledge base has). */
  private readonly subjectsOfName = new Map<string, ReadonlySet<string>>();

  constructor(data: KnowledgeData) {
    this.subjects = data.subjects;
    this.topics = data.topics;
    let longest = 1;
    const push = <T>(m: Map<string, T[]>, k: string, v: T) => {
      if (!k) return;
      const list = m.get(k) ?? [];
      if (!list.includes(v)) list.push(v);
      m.set(k, list);
      longest = Math.max(longest, k.split(' ').length);
    };
    for (const s of this.subjects) {
      for (const n of [s.id.replace(/-/g, ' '), s.label, ...s.aliases]) this.subjectByName.set(nameKey(n), s);
      for (const c of s.cues) {
        const list = this.cues.get(nameKey(c)) ?? [];
        list.push(s);
        this.cues.set(nameKey(c), list);
      }
    }
    const df = new Map<string, number>();
    for (const t of this.topics.values()) {
      for (const n of [t.id.replace(/-/g, ' '), ...Object.values(t.labels), ...t.aliases]) for (const x of labelNames(n)) push(this.byName, nameKey(x), t);
      for (const c of t.concepts) {
        for (const l of new Set([c.label, ...Object.values(c.labels ?? {})])) for (const x of labelNames(l)) push(this.byConcept, nameKey(x), { topic: t, key: c.key });
      }
      const bag = new Map<string, number>();
      const add = (text: string, w: number) => {
        const words = keyWords(text).filter((x) => !QUIET_WORDS.has(x) && x.length > 1);
        for (let i = 0; i < words.length; i++) {
          for (const term of [words[i]!, i + 1 < words.length ? `${words[i]} ${words[i + 1]}` : '']) {
            if (term && (bag.get(term) ?? 0) < w) bag.set(term, w);
          }
        }
      };
      for (const n of [t.label, ...t.aliases]) add(n, FIELD_WEIGHT.name);
      this.nameWords.set(t, [t.label, ...t.aliases].map((n) => keyWords(n).filter((w) => !QUIET_WORDS.has(w))));
      for (const c of t.concepts) {
        add(c.label, FIELD_WEIGHT.concept);
        add(c.description, FIELD_WEIGHT.description);
      }
      for (const [term, weight] of bag) {
        const list = this.postings.get(term);
        if (list) list.push({ topic: t, weight });
        else this.postings.set(term, [{ topic: t, weight }]);
        df.set(term, (df.get(term) ?? 0) + 1);
        if (term.includes(' ')) continue;
        const spread = this.wordSpread.get(term);
        this.wordSpread.set(term, { topics: (spread?.topics ?? 0) + 1, earliestGrade: Math.min(spread?.earliestGrade ?? Infinity, t.grades.from) });
      }
    }
    for (const [term, n] of df) this.idf.set(term, Math.log(1 + this.topics.size / n));
    this.maxNameWords = longest;
  }

  subject(name: string): Subject | undefined {
    return this.subjectByName.get(nameKey(name));
  }

  /**
   * The topic a teacher's key names: by the topic's own name (or alias), else by the name of a
   * concept inside a topic. The subject (domain, else subdomain) breaks ties between subjects.
   */
  findTopic(key: string, domain?: string, subdomain?: string): TopicMatch | undefined {
    const subject = (domain && this.subject(domain)) || (subdomain && this.subject(subdomain)) || undefined;
    const prefer = <T extends { subject: string } | { topic: Topic }>(list: T[] | undefined): T | undefined => {
      if (!list?.length) return undefined;
      const subj = (x: T) => ('topic' in x ? x.topic.subject : x.subject);
      return (subject && list.find((x) => subj(x) === subject.id)) || list[0];
    };
    const k = nameKey(key);
    const named = prefer(this.byName.get(k));
    if (named && (!subject || named.subject === subject.id || this.byName.get(k)!.length === 1)) return { topic: named, score: 1, by: 'name' };
    const concept = prefer(this.byConcept.get(k));
    if (concept && (!subject || concept.topic.subject === subject.id)) return { topic: concept.topic, score: 0.8, by: 'concept', conceptKey: concept.key };
    if (named) return { topic: named, score: 0.9, by: 'name' };
    // Words: a topic of the subject whose name holds every content word of the key ("Laws of
    // motion" in "Newton's laws of motion"); not the other way round, or "Polynomial long
    // division" would be taken for "Long division".
    const words = keyWords(key).filter((w) => !QUIET_WORDS.has(w));
    if (!words.length) return undefined;
    let best: Topic | undefined;
    let bestScore = 0;
    for (const t of subject ? subject.topics : this.topics.values()) {
      for (const nw of this.nameWords.get(t)!) {
        const shared = nw.filter((w) => words.includes(w)).length;
        const fits = shared > 0 && shared === words.length;
        const score = fits ? shared / Math.max(words.length, nw.length) : 0;
        if (score > bestScore) {
          best = t;
          bestScore = score;
        }
      }
    }
    return best && bestScore >= 0.5 ? { topic: best, score: bestScore * 0.7, by: 'words' } : undefined;
  }

  /**
   * Topics ranked against prose. Each matching phrase (a topic's name, a concept's label) and each
   * shared word or word pair adds its rarity; subject cue words in the text multiply a subject's
   * topics. `words` are the text's content words (lemmas or surface forms) from the NLP pass.
   */
  rank(text: string, words: string[]): RankedTopic[] {
    const tokens = keyWords(text);
    const scores = new Map<Topic, RankedTopic>();
    const entry = (t: Topic) => {
      let e = scores.get(t);
      if (!e) scores.set(t, (e = { topic: t, score: 0, named: false, concepts: 0 }));
      return e;
    };
    // Phrases, longest first; a span matched by a longer phrase is not matched again.
    const used = new Array<boolean>(tokens.length).fill(false);
    for (let n = Math.min(this.maxNameWords, tokens.length); n >= 1; n--) {
      for (let i = 0; i + n <= tokens.length; i++) {
        if (used.slice(i, i + n).some(Boolean)) continue;
        const phrase = tokens.slice(i, i + n).join(' ');
        if (n === 1 && (QUIET_WORDS.has(phrase) || phrase.length < 4)) continue;
        const topics = this.byName.get(phrase);
        const concepts = this.byConcept.get(phrase);
        if (!topics && !concepts) continue;
        const weight = n * n;
        for (const t of topics ?? []) {
          const e = entry(t);
          e.score += 6 * weight;
          e.named = true;
        }
        // A concept label shared by many topics says little about which one is meant.
        for (const c of concepts ?? []) {
          const e = entry(c.topic);
          e.score += (2 * weight) / concepts!.length;
          e.concepts++;
        }
        for (let j = i; j < i + n; j++) used[j] = true;
      }
    }
    const query = new Set<string>();
    const content = words.map((w) => keyWords(w).join(' ')).filter((w) => w && !QUIET_WORDS.has(w));
    for (let i = 0; i < content.length; i++) {
      query.add(content[i]!);
      if (i + 1 < content.length) query.add(`${content[i]} ${content[i + 1]}`);
    }
    // Through the term index, so the cost follows the query's terms, not the number of topics.
    // Each topic's sum still adds its terms in query order, as a scan of the topics would.
    const shared = new Map<Topic, number>();
    for (const q of query) {
      const list = this.postings.get(q);
      if (!list) continue;
      const idf = this.idf.get(q)!;
      for (const { topic, weight } of list) shared.set(topic, (shared.get(topic) ?? 0) + weight * idf);
    }
    for (const [t, s] of shared) if (s > 0) entry(t).score += s;
    // Subject cues: the rest of the text says which subject a shared word belongs to.
    const cueCount = new Map<string, number>();
    for (const tok of new Set(tokens)) for (const s of this.cues.get(tok) ?? []) cueCount.set(s.id, (cueCount.get(s.id) ?? 0) + 1);
    for (const e of scores.values()) e.score *= 1 + 0.25 * (cueCount.get(e.topic.subject) ?? 0);
    return [...scores.values()].sort((a, b) => b.score - a.score || (a.topic.id < b.topic.id ? -1 : 1));
  }

  /** Concepts (any topic) whose label is this name, for judging a node's sense. */
  conceptsNamed(name: string): Array<{ topic: Topic; key: string }> {
    return this.conceptsNamedKey(nameKey(name));
  }

  /** conceptsNamed for a name already folded with nameKey (callers that fold each label once). */
  conceptsNamedKey(key: string): Array<{ topic: Topic; key: string }> {
    return this.byConcept.get(key) ?? [];
  }

  /**
   * How basic a word is in school curricula: how many topics use it and the earliest grade of one
   * that does (undefined: no topic uses it). The prerequisite scorer reads it as generality.
   */
  wordUse(word: string): { topics: number; earliestGrade: number } | undefined {
    return this.wordSpread.get(word);
  }

  /**
   * The subjects of the concepts and topics a folded name names (concepts' first, each once): how
   * the quality score judges a node's sense. Remembered per name, since the knowledge base does not
   * change; names it does not know share one empty set and are not remembered.
   */
  subjectsNamedKey(key: string): ReadonlySet<string> {
    let subjects = this.subjectsOfName.get(key);
    if (subjects === undefined) {
      const concepts = this.byConcept.get(key);
      const topics = this.byName.get(key);
      if (!concepts && !topics) return NO_SUBJECTS;
      subjects = new Set([...(concepts ?? []).map((h) => h.topic.subject), ...(topics ?? []).map((t) => t.subject)]);
      this.subjectsOfName.set(key, subjects);
    }
    return subjects;
  }

  topicsNamed(name: string): Topic[] {
    return this.topicsNamedKey(nameKey(name));
  }

  /** topicsNamed for a name already folded with nameKey. */
  topicsNamedKey(key: string): Topic[] {
    return this.byName.get(key) ?? [];
  }
}

let instance: KnowledgeBase | undefined;

/** The knowledge base, loaded and indexed on first use (start-up preloads it). */
export function knowledgeBase(): KnowledgeBase {
  return (instance ??= new KnowledgeBase(loadKnowledge()));
}

/** Loads and validates now; returns the milliseconds it took. Throws KnowledgeBaseError on bad data. */
export function preloadKnowledge(): number {
  const start = performance.now();
  knowledgeBase();
  return performance.now() - start;
}
