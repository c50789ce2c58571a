// The built-in content generator: every mode from what the maps area's knowledge base holds
// about the competency's topic (topicKnowledge in src/maps/index.ts): its concepts in teaching
// order with descriptions and Bloom levels, its prerequisites, its sibling topics (distractors)
// and the misconceptions teachers meet. Mathematical topics get worked examples built and checked
// with mathjs. The class's language sets the language of every sentence; where the knowledge
// base has no translation, the version says so. A topic it does not hold gets a frame only, and
// the notes say why. Deterministic: the version number picks the angle and the numbers.
import { topicKnowledge, type TopicConcept, type TopicKnowledge } from '../../maps/index.js';
import type { KeContent, SataContent, SplContent } from '../content-schemas.js';
import { lowerFirst, phrasesFor, type Phrases } from './phrases.js';
import type { Generated, GenerationInput } from './types.js';
import { mathExamples } from './worked-examples.js';

export const BUILTIN_CONTENT_MODEL = 'builtin-content-v2';

const rotate = <T>(list: readonly T[], by: number): T[] => (list.length ? [...list.slice(by % list.length), ...list.slice(0, by % list.length)] : []);
const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);
const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, ' ').trim();

interface Plan {
  k: TopicKnowledge;
  p: Phrases;
  english: boolean;
  /** The concepts for this class's grade, in teaching order. */
  concepts: TopicConcept[];
  distractors: TopicConcept[];
  siblingOf: Map<string, string>;
  math: boolean;
  context: string;
  input: GenerationInput;
}

function gradeOf(level: string): number | undefined {
  const n = /\d+/.exec(level);
  if (n) return Number(n[0]);
  if (/universit|college|adult|professional/i.test(level)) return 13;
  return undefined;
}

function plan(input: GenerationInput, k: TopicKnowledge, p: Phrases, english: boolean): Plan {
  const g = gradeOf(input.gradeLevel);
  const fits = (c: TopicConcept) => g === undefined || (c.grades.from <= g + 2 && c.grades.to >= g - 3);
  const forGrade = k.concepts.filter(fits);
  const concepts = forGrade.length >= 4 ? forGrade : k.concepts;
  const own = new Set(k.concepts.map((c) => norm(c.label)));
  const siblingOf = new Map<string, string>();
  const distractors: TopicConcept[] = [];
  for (const s of k.siblings) {
    for (const c of s.concepts) {
      if (own.has(norm(c.label)) || siblingOf.has(norm(c.label))) continue;
      siblingOf.set(norm(c.label), s.label);
      distractors.push(c);
    }
  }
  return { k, p, english, concepts, distractors, siblingOf, math: k.subject.toLowerCase().startsWith('math'), context: input.scenarioContext.trim(), input };
}

/** A concept explained: its description in English classes, its place in the topic otherwise. */
function explain(pl: Plan, c: TopicConcept): string {
  return pl.english ? sentence(c.description) : pl.p.partOf(c.label, pl.k.label);
}

function keContent(pl: Plan, v: number): KeContent {
  const { p, k } = pl;
  const chosen = rotate(pl.concepts, v * 2).slice(0, 6);
  const ordered = pl.concepts.filter((c) => chosen.includes(c));
  const objectives = [...new Set(ordered.slice(0, 4).map((c) => p.objective(c.bloom, c.label, pl.math)))];
  const sections: KeContent['sections'] = [
    {
      heading: p.overview(k.label),
      body: [k.prerequisites.length ? p.prerequisites(k.prerequisites.join(', ')) : '', ...ordered.slice(0, 3).map((c) => `- **${c.label}**: ${explain(pl, c)}`)].filter(Boolean).join('\n'),
    },
    ...ordered.slice(3).map((c) => ({ heading: c.label, body: [explain(pl, c), c.requires.length ? p.buildsOn(c.requires.join(', ')) : ''].filter(Boolean).join(' ') })),
  ];
  if (pl.english && k.misconceptions.length) sections.push({ heading: p.misconceptionsHeading, body: k.misconceptions.map((m) => p.misconception(m)).join('\n') });
  const keyTerms = pl.concepts.slice(0, 10).map((c) => ({ term: c.label, definition: explain(pl, c) }));

  const examples: KeContent['workedExamples'] = mathExamples(k.id, v, 2, pl.english).map((e) => ({
    title: p.solveTitle,
    problem: e.kind === 'equation' ? p.solve(e.problem) : p.workOut(e.problem),
    solution: [...e.steps.map((s) => `- ${s}`), '', p.so(e.answer)].join('\n'),
  }));
  if (pl.english) {
    for (const m of rotate(k.misconceptions, v)) {
      const answer = refuting(pl, m);
      if (answer && examples.length < 3) examples.push({ title: p.misconceptionTitle, problem: p.misconceptionProblem(m), solution: p.misconceptionSolution(answer.label, sentence(answer.description)) });
    }
  }
  // The teaching order, from the prerequisites the knowledge base records.
  const chain = ordered.filter((c, i) => i > 0 && c.requires.includes(ordered[i - 1]!.label)).slice(0, 2);
  if (chain.length === 2 || !examples.length) {
    const seq = chain.length === 2 ? [ordered[ordered.indexOf(chain[0]!) - 1]!, ...chain] : ordered.slice(0, 3);
    examples.push({ title: p.orderTitle, problem: p.orderProblem(rotate(seq, 1).map((c) => c.label).join('; ')), solution: p.orderSolution(seq.map((c) => c.label).join(' → ')) });
  }
  // Titles told apart, so no two examples read as the same item.
  examples.forEach((e, i) => {
    if (examples.filter((x) => x.title === e.title).length > 1) e.title = `${e.title} (${examples.slice(0, i + 1).filter((x) => x.title.startsWith(e.title)).length})`;
  });

  const checkQuestions: KeContent['checkQuestions'] = [];
  for (const e of mathExamples(k.id, v + 5, 1, pl.english)) checkQuestions.push({ question: e.kind === 'equation' ? p.solve(e.problem) : p.workOut(e.problem), answer: e.answer });
  for (const c of rotate(ordered, v).slice(0, 3)) {
    // A description that already names the concept would give the answer away: ask the other way.
    const named = norm(c.label).split(' ').filter((w) => w.length > 3).every((w) => norm(c.description).includes(w));
    if (pl.english && !named) checkQuestions.push({ question: p.whichIdea(c.description.replace(/\.$/, '')), answer: c.label });
    else if (c.requires.length) checkQuestions.push({ question: p.buildsOnQuestion(c.label), answer: c.requires.join(', ') });
  }
  if (!checkQuestions.length) checkQuestions.push({ question: p.orderProblem(ordered.slice(0, 3).map((c) => c.label).join('; ')), answer: p.orderSolution(ordered.slice(0, 3).map((c) => c.label).join(' → ')) });
  return { title: `${k.label}: ${p.angles[v % 4]}`, objectives, sections, keyTerms, workedExamples: examples, checkQuestions };
}

/** The concept whose description shares most words with a misconception: what corrects it. */
function refuting(pl: Plan, misconception: string): TopicConcept | undefined {
  const topicWords = new Set(norm(pl.k.label).split(' '));
  const words = new Set(norm(misconception).split(' ').filter((w) => w.length > 3 && !topicWords.has(w)));
  let best: TopicConcept | undefined;
  let score = 0;
  for (const c of pl.k.concepts) {
    const s = new Set(norm(`${c.label} ${c.description}`).split(' ').filter((w) => words.has(w))).size;
    if (s > score) [best, score] = [c, s];
  }
  // One shared word is a coincidence, not a correction.
  return score >= 2 ? best : undefined;
}

function sataContent(pl: Plan, v: number): SataContent {
  const { p, k } = pl;
  const questions: SataContent['questions'] = [];
  const rights = rotate(pl.concepts, v).slice(0, 2);
  const wrongs = rotate(pl.distractors, v).slice(0, 2);
  if (rights.length && wrongs.length) {
    const options = [
      ...rights.map((c) => ({ text: c.label, correct: true, rationale: pl.english ? p.rightPart(c.label, sentence(c.description)) : p.rightPart(c.label, '') })),
      ...wrongs.map((c) => ({ text: c.label, correct: false, rationale: p.wrongPart(c.label, pl.siblingOf.get(norm(c.label)) ?? k.label) })),
    ];
    questions.push({ stem: p.sataPartOf(k.label), options: rotate(dedupe(options), v + 1) });
  }
  if (pl.english && k.misconceptions.length) {
    const statements = rotate(pl.concepts, v + 2).slice(0, 2).map((c) => ({ text: sentence(c.description), correct: true, rationale: p.rightStatement(c.label) }));
    const myths = rotate(k.misconceptions, v).slice(0, 2).map((m) => ({ text: sentence(m), correct: false, rationale: p.commonMisconception }));
    const options = dedupe([...statements, ...myths]);
    if (options.length >= 3) questions.push({ stem: p.sataTrue(k.label), options: rotate(options, v) });
  }
  return { title: `${k.label}: ${p.angles[v % 4]}`, questions };
}

/** Options that read the same are one option. */
function dedupe<T extends { text: string }>(options: T[]): T[] {
  return options.filter((o, i) => options.findIndex((x) => norm(x.text) === norm(o.text)) === i);
}

function splContent(pl: Plan, v: number): SplContent {
  const { p, k, input } = pl;
  const points = rotate(pl.concepts, v)
    .slice(0, 3)
    .map((c, i) => {
      const sibling = rotate(pl.distractors, v + i)[0];
      const myth = pl.english ? rotate(k.misconceptions, v + i)[0] : undefined;
      const options: SplContent['decisionPoints'][number]['options'] = [
        { text: pl.english ? sentence(c.description) : p.partOf(c.label, k.label), quality: 'best', feedback: p.good },
        myth ? { text: sentence(myth), quality: 'poor', feedback: p.misled } : sibling ? { text: pl.english ? sentence(sibling.description) : sibling.label, quality: 'poor', feedback: p.confused(sibling.label) } : { text: p.splLater(k.label), quality: 'poor', feedback: p.later },
        { text: p.splLater(k.label), quality: 'acceptable', feedback: p.later },
      ];
      return { prompt: p.splAsked(c.label), options: rotate(dedupe(options), v + i) };
    });
  const context = pl.context || `${input.subject || k.subject} (${input.gradeLevel || '—'}).`;
  return {
    title: `${p.splTitle(k.label)} (${p.angles[v % 4]})`,
    situation: p.splSituation(sentence(context), k.label),
    learnerRole: p.splRole(input.subject || k.subject, input.gradeLevel || '—'),
    decisionPoints: points,
    debrief: p.debrief(k.label, pl.concepts.slice(0, 2).map((c) => lowerFirst(c.label)).join(', ')),
  };
}

/** What a topic the knowledge base does not hold gets: a frame, honestly labelled, not invented facts. */
function unknownContent(input: GenerationInput, p: Phrases): KeContent | SataContent | SplContent {
  const name = input.competencyName;
  const body = input.competencyDescription ? sentence(input.competencyDescription) : p.unknownBody(name);
  if (input.mode === 'KE') return { title: name, objectives: [p.unknownObjective(name)], sections: [{ heading: p.unknownSection(name), body }], keyTerms: [], workedExamples: [], checkQuestions: [{ question: p.unknownQuestion(name), answer: p.unknownAnswer }] };
  if (input.mode === 'SPL')
    return {
      title: p.splTitle(name),
      situation: p.splSituation(sentence(input.scenarioContext || body), name),
      learnerRole: p.splRole(input.subject || '—', input.gradeLevel || '—'),
      decisionPoints: [{ prompt: p.splAsked(name), options: [{ text: body, quality: 'best', feedback: p.good }, { text: p.splLater(name), quality: 'poor', feedback: p.later }] }],
      debrief: body,
    };
  return { title: name, questions: [] };
}

export function generateBuiltin(input: GenerationInput): Generated {
  const { phrases, native, code } = phrasesFor(input.language);
  const k = topicKnowledge(input.competencyName, { subject: input.subject, lang: code });
  const notes: string[] = [];
  if (input.customPrompt) notes.push('customPrompt ignored: the built-in generator does not follow free-text instructions');
  if (!native) notes.push(`sentences in English: the built-in generator has no phrase set for language "${input.language}"`);
  const generator = { provider: 'builtin' as const, model: BUILTIN_CONTENT_MODEL };
  if (!k) {
    notes.push(`topic not in the knowledge base: "${input.competencyName}" is not a topic the built-in knowledge base holds, so this version is a frame with no invented facts; use a model provider or write the content`);
    const content = unknownContent(input, phrases);
    // A SATA question needs real options; with nothing known there is no honest one to write.
    if (input.mode === 'SATA') {
      const slot = (n: string, correct: boolean) => ({ text: `${n}: ${phrases.unknownAnswer}`, correct, rationale: phrases.unknownAnswer });
      return { content: { title: input.competencyName, questions: [{ stem: phrases.unknownQuestion(input.competencyName), options: [slot('1', true), slot('2', false), slot('3', false)] }] }, generator, notes };
    }
    return { content, generator, notes };
  }
  const english = code === 'en';
  if (!english) notes.push(`the knowledge base's descriptions are in English only: this ${code} version names each idea in ${code} and leaves the definitions for the teacher, so it says less than an English one`);
  if (!english && k.concepts.some((c) => !c.translated)) notes.push(`some concept names have no ${code} translation in the knowledge base and are shown in English`);
  const pl = plan(input, k, phrases, english);
  notes.push(`from the knowledge base: topic "${k.label}" (${k.subject}), ${pl.concepts.length} concepts for this grade`);
  const v = input.variant;
  const content = input.mode === 'KE' ? keContent(pl, v) : input.mode === 'SATA' ? sataContent(pl, v) : splContent(pl, v);
  return { content, generator, notes };
}
