// The built-in content generator: real content from what the maps area knows about the competency
// (curated library and WordNet: definitions, kinds, siblings, prerequisites), the class's subject,
// grade level, language and scenario context. Each variant takes a different angle (overview,
// examples, contrast, application) and different terms, so versions differ. Deterministic.
import { lexicalEntry, type LexicalEntry, type LexicalTerm } from '../../maps/index.js';
import type { KeContent, SataContent, SplContent } from '../content-schemas.js';
import { phrasesFor, type Phrases } from './phrases.js';
import type { Generated, GenerationInput } from './types.js';

export const BUILTIN_CONTENT_MODEL = 'builtin-content-v1';

/** `list` rotated by `by`, so each variant starts somewhere else. */
const rotate = <T>(list: readonly T[], by: number): T[] => (list.length ? [...list.slice(by % list.length), ...list.slice(0, by % list.length)] : []);
/** Lower-cases a term for running text, leaving acronyms (DNA, ATP) and names with inner capitals alone. */
const lower = (s: string) => (/^\p{Lu}[\p{Lu}\d]/u.test(s) ? s : s.charAt(0).toLowerCase() + s.slice(1));
const sentence = (s: string) => (/[.!?]$/.test(s.trim()) ? s.trim() : `${s.trim()}.`);

interface Knowledge {
  term: string;
  definition: string;
  entry: LexicalEntry;
  /** Distinct terms that are not the competency itself, for distractors and contrasts. */
  siblings: LexicalTerm[];
  kinds: LexicalTerm[];
  around: LexicalTerm[];
  p: Phrases;
  grade: string;
  subject: string;
  /** The class's scenario context, or a stand-in from subject and grade. */
  context: string;
}

function knowledge(input: GenerationInput, p: Phrases): Knowledge {
  const entry = lexicalEntry(input.competencyName, { subject: input.subject, context: input.competencyDescription, lang: input.language });
  const term = entry.label || input.competencyName;
  const headKind = entry.broader[0] && !entry.definition ? `${p.isKindOf(term, lower(entry.broader[0].label)).replace(/\.$/, ':')} ${lower(entry.broader[0].definition)}` : undefined;
  const definition = sentence(input.competencyDescription || entry.definition || headKind || p.unknownDefinition(term, input.subject || 'class'));
  const isSelf = (t: LexicalTerm) => t.label.toLowerCase() === term.toLowerCase() || t.label.toLowerCase() === input.competencyName.toLowerCase();
  const siblings = entry.siblings.filter((s) => !isSelf(s));
  const kinds = entry.kinds.filter((s) => !isSelf(s));
  const around = [...entry.prerequisites, ...entry.broader, ...entry.related, ...entry.leadsTo].filter((t, i, all) => !isSelf(t) && all.findIndex((x) => x.label === t.label) === i);
  const subject = input.subject || 'class';
  const grade = input.gradeLevel || '—';
  return { term, definition, entry, siblings, kinds, around, p, grade, subject, context: input.scenarioContext.trim() || `a ${subject} lesson (${grade}).` };
}

function keContent(k: Knowledge, v: number): KeContent {
  const { p, term } = k;
  const sib = rotate(k.siblings, v)[0];
  const broader = k.entry.broader[0] ?? k.entry.prerequisites[0];
  const t = lower(term);
  const objectivePool = [
    p.define(t),
    broader ? p.explainFit(t, lower(broader.label)) : p.identify(t),
    sib ? p.distinguish(t, lower(sib.label)) : p.identify(t),
    p.apply(t, k.subject),
  ];
  const objectives = [...new Set(rotate(objectivePool, v).slice(0, 3))];

  const whatIs = { heading: p.whatIs(term), body: `${k.definition}${k.entry.usage.length ? `\n\n> ${k.entry.usage[v % k.entry.usage.length]}` : ''}` };
  const fitLines = [
    ...(k.entry.prerequisites.length ? [`**${p.buildsOn}:** ${k.entry.prerequisites.map((t) => t.label).join(', ')}.`] : []),
    ...(k.entry.broader.length ? [`- ${k.entry.broader.map((b) => p.isKindOf(term, lower(b.label))).slice(0, 1).join('')}`] : []),
    ...(k.entry.leadsTo.length ? [`**${p.leadsTo}:** ${k.entry.leadsTo.map((t) => t.label).join(', ')}.`] : []),
  ];
  const fits = fitLines.length ? { heading: p.fitsIn(term), body: fitLines.join('\n\n') } : undefined;
  const kinds = k.kinds.length ? { heading: p.kinds(term), body: rotate(k.kinds, v).slice(0, 4).map((x) => `- **${x.label}**: ${x.definition}`).join('\n') } : undefined;
  const contrast = sib ? { heading: p.notTheSame(term, lower(sib.label)), body: `- **${term}**: ${k.definition}\n- **${sib.label}**: ${sib.definition}` } : undefined;
  const related = k.entry.related.length ? { heading: p.related, body: rotate(k.entry.related, v).slice(0, 4).map((x) => `- **${x.label}**: ${x.definition}`).join('\n') } : undefined;
  const apply = { heading: p.inSubject(term, k.subject, k.grade), body: `${k.definition}\n\n${p.useIn(t, sentence(k.context))}` };
  const orders = [
    [whatIs, fits, kinds, related],
    [kinds, whatIs, fits, related],
    [whatIs, contrast, fits, kinds],
    [whatIs, apply, related, contrast],
  ];
  const sections = orders[v % 4]!.filter((s): s is { heading: string; body: string } => !!s);

  const keyTerms = rotate(k.around, v)
    .slice(0, 5)
    .map((t) => ({ term: t.label, definition: t.definition }));
  const examples: KeContent['workedExamples'] = [];
  const kind = rotate(k.kinds, v)[0];
  if (kind) examples.push({ title: p.exampleTitle(kind.label), problem: p.exampleProblem(kind.label, lower(term)), solution: p.exampleYes(kind.label, lower(term), kind.definition) });
  if (sib) examples.push({ title: p.compareTitle(term, sib.label), problem: p.compareProblem(term, lower(sib.label)), solution: p.compareSolution(term, k.definition, sib.label, sib.definition) });

  const checkQuestions = [{ question: p.qWhatIs(lower(term)), answer: k.definition }];
  if (kind) checkQuestions.push({ question: p.qNameKind(lower(term)), answer: rotate(k.kinds, v + 1).slice(0, 3).map((x) => x.label).join(', ') });
  if (sib) checkQuestions.push({ question: p.qDifference(lower(term), lower(sib.label)), answer: `${term}: ${k.definition} ${sib.label}: ${sib.definition}` });
  if (k.entry.prerequisites.length) checkQuestions.push({ question: p.qBuildsOn(lower(term)), answer: k.entry.prerequisites.map((t) => t.label).join(', ') });

  return { title: `${term}: ${p.angles[v % 4]}`, objectives, sections, keyTerms, workedExamples: examples, checkQuestions };
}

/** Three to five options: right statements and distractors from sibling concepts, mixed by variant. */
function sataContent(k: Knowledge, v: number): SataContent {
  const { p, term } = k;
  const distractors = rotate(k.siblings.length ? k.siblings : k.around, v);
  const questions: SataContent['questions'] = [];
  const mix = <T>(opts: T[], salt: number) => rotate(opts, (v + salt) % Math.max(1, opts.length));

  const rights = [{ text: k.definition, correct: true, rationale: p.rightDef(lower(term)) }];
  if (k.entry.broader[0]) rights.push({ text: p.isKindOf(term, lower(k.entry.broader[0].label)), correct: true, rationale: sentence(k.entry.broader[0].definition) });
  const wrongs = distractors.slice(0, 3).map((s) => ({ text: s.definition, correct: false, rationale: p.wrongDef(lower(s.label), lower(term)) }));
  while (wrongs.length + rights.length < 3) {
    const filler = k.around[wrongs.length] ?? { label: k.subject, definition: p.unknownDefinition(k.subject, k.subject) };
    wrongs.push({ text: `${filler.label}.`, correct: false, rationale: p.wrongDef(lower(filler.label), lower(term)) });
  }
  questions.push({ stem: v % 2 ? p.sataStemNot(lower(term)) : p.sataStem(lower(term)), options: mix([...rights, ...wrongs], 1) });

  if (k.kinds.length && distractors.length) {
    const kinds = rotate(k.kinds, v).slice(0, 2).map((x) => ({ text: x.label, correct: true, rationale: p.rightKind(x.label, lower(term)) }));
    const not = distractors.slice(3 - (v % 2), 5 - (v % 2)).concat(distractors.slice(0, 1)).slice(0, 2).map((x) => ({ text: x.label, correct: false, rationale: p.wrongKind(x.label, lower(term)) }));
    const opts = [...kinds, ...not].filter((o, i, all) => all.findIndex((x) => x.text === o.text) === i);
    if (opts.length >= 3 && opts.some((o) => !o.correct)) questions.push({ stem: p.sataKindStem(lower(term)), options: mix(opts, 2) });
  }
  const second = distractors[v % Math.max(1, distractors.length)];
  if (second && k.around[0]) {
    const opts = [
      { text: k.definition, correct: true, rationale: p.rightDef(lower(term)) },
      { text: second.definition, correct: false, rationale: p.wrongDef(lower(second.label), lower(term)) },
      { text: k.around[0].definition, correct: false, rationale: p.wrongDef(lower(k.around[0].label), lower(term)) },
    ].filter((o, i, all) => all.findIndex((x) => x.text === o.text) === i);
    if (opts.length >= 3) questions.push({ stem: p.qDifference(lower(term), lower(second.label)), options: mix(opts, 3) });
  }
  return { title: `${term}: ${p.angles[v % 4]}`, questions };
}

function splContent(k: Knowledge, v: number): SplContent {
  const { p, term } = k;
  const sibs = rotate(k.siblings.length ? k.siblings : k.around, v);
  const sib = sibs[0];
  const context = k.context;
  const asked: SplContent['decisionPoints'][number] = {
    prompt: p.splAsked(lower(term)),
    options: rotate(
      [
        { text: k.definition, quality: 'best' as const, feedback: p.good },
        ...(sib ? [{ text: sib.definition, quality: 'poor' as const, feedback: p.confused(lower(sib.label)) }] : []),
        { text: p.vague(lower(term)), quality: 'poor' as const, feedback: p.dodge },
      ],
      v,
    ),
  };
  const points = [asked];
  const kind = rotate(k.kinds, v)[0];
  if (kind) {
    points.push({
      prompt: p.splClassify(lower(kind.label), lower(term)),
      options: rotate(
        [
          { text: p.isKindOf(kind.label, lower(term)), quality: 'best' as const, feedback: `${p.good} ${kind.definition}` },
          { text: p.vague(lower(kind.label)), quality: 'poor' as const, feedback: p.dodge },
        ],
        v + 1,
      ),
    });
  }
  const next = k.entry.leadsTo[v % Math.max(1, k.entry.leadsTo.length)] ?? k.around[v % Math.max(1, k.around.length)];
  if (next) {
    points.push({
      prompt: p.splNext(lower(term)),
      options: rotate(
        [
          { text: `${next.label}: ${next.definition}`, quality: 'best' as const, feedback: p.good },
          ...(sibs[1] ? [{ text: `${sibs[1].label}.`, quality: 'acceptable' as const, feedback: p.partly }] : []),
          { text: p.vague(lower(term)), quality: 'poor' as const, feedback: p.dodge },
        ],
        v + 2,
      ),
    });
  }
  return {
    title: `${p.splTitle(term)} (${p.angles[v % 4]})`,
    situation: p.splSituation(sentence(context), term),
    learnerRole: p.splRole(k.subject, k.grade),
    decisionPoints: rotate(points, v),
    debrief: p.debrief(lower(term)),
  };
}

export function generateBuiltin(input: GenerationInput): Generated {
  const { phrases, native } = phrasesFor(input.language);
  const k = knowledge(input, phrases);
  const v = input.variant;
  const content = input.mode === 'KE' ? keContent(k, v) : input.mode === 'SATA' ? sataContent(k, v) : splContent(k, v);
  const notes: string[] = [];
  if (input.customPrompt) notes.push('customPrompt ignored: the built-in generator does not follow free-text instructions');
  if (!native) notes.push(`sentences partly in English: the built-in generator has no full phrase set for language "${input.language}"`);
  if (!k.entry.sources.length && !input.competencyDescription) notes.push('nothing known offline about this competency: give competencyDescription for richer content');
  return { content, generator: { provider: 'builtin', model: BUILTIN_CONTENT_MODEL }, notes };
}
