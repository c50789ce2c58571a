// The worst case per request, not the median: adversarial texts at the largest size each entry
// point accepts, and at a quarter and a half of it, fed in process to the code each route runs
// (the built-in critic, the criticism chat, the conversation engine's turn and report, the map
// generator, the curriculum and suggestions, the built-in content generator). Prints CPU ms per
// call (process.cpuUsage, median of --reps) and the ratio of each size to the one before it: a
// ratio well above 2 for twice the input is superlinear.
//   node --import tsx scripts/worst-case.ts [--only critic|chat|turn|report|map|curriculum|generate]
//        [--kind SUBSTRING] [--shape SUBSTRING] [--reps 3] [--max-ms 4000] [--dist DIR]
// A script, not a test: the tests compare sizes within one run and assert no absolute times.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pathToFileURL } from 'node:url';
import type * as BuiltinCritic from '../src/content/critic/builtin.js';
import type * as CriticFindings from '../src/content/critic/findings.js';
import type * as CriticChat from '../src/content/critic/chat.js';
import type * as ContentGeneration from '../src/content/generation/builtin.js';
import type * as MapGeneration from '../src/maps/generation/index.js';
import type * as Suggest from '../src/maps/generation/suggest.js';
import type * as Engine from '../src/conversations/engine/index.js';
import type * as Library from '../src/conversations/scenarios/library.js';
import type * as VisibleText from '../src/conversations/visible-text.js';
import type * as RequestKey from '../src/maps/request-key.js';

const { values: args } = parseArgs({
  options: {
    only: { type: 'string' },
    kind: { type: 'string' },
    shape: { type: 'string' },
    reps: { type: 'string', default: '3' },
    'max-ms': { type: 'string', default: '4000' },
    dist: { type: 'string' },
    sizes: { type: 'string' },
    triggers: { type: 'boolean' },
    'per-check': { type: 'boolean' },
    check: { type: 'string' },
  },
});
const REPS = Number(args.reps);
const MAX_MS = Number(args['max-ms']);
const root = pathToFileURL(path.resolve(args.dist ?? path.join(import.meta.dirname, '..', 'src'))).href;
const ext = args.dist ? '.js' : '.ts';
const load = <T>(m: string) => import(`${root}/${m}${ext}`) as Promise<T>;

const cpuMs = () => {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
};

/** Median CPU ms of `fn` over REPS calls (each call is given its repetition number). */
function cost(fn: (rep: number) => unknown): number {
  const xs: number[] = [];
  for (let r = 0; r < REPS; r++) {
    const t = cpuMs();
    fn(r);
    xs.push(cpuMs() - t);
    if (xs[0]! > MAX_MS) break;
  }
  xs.sort((a, b) => a - b);
  return xs[Math.floor(xs.length / 2)]!;
}

/** A text of exactly `n` UTF-16 units (or a little less, never cutting a surrogate pair) from `unit` repeated. */
const rep = (unit: string, n: number) => {
  const s = unit.repeat(Math.ceil(n / unit.length) + 1).slice(0, n);
  return /[\uD800-\uDBFF]$/.test(s) ? s.slice(0, -1) : s;
};

/** Adversarial texts of about `n` characters. */
const KINDS: Record<string, (n: number) => string> = {
  'one letter': (n) => rep('a', n),
  'one word, sentences': (n) => rep('Word. ', n),
  'words no stop': (n) => rep('plant ', n),
  digits: (n) => rep('1', n),
  '1+1+': (n) => rep('1+', n - 1) + '1',
  '1 + 1 + ': (n) => rep('1 + ', n - 1) + '1',
  '= = =': (n) => rep('= ', n),
  '1 = 1 = ': (n) => rep('1 = ', n - 1) + '1',
  'x = 2 ': (n) => rep('x = 2 ', n),
  '2 × 3 ÷ ': (n) => rep('2 × 3 ÷ ', n) + '4',
  '1/2 ': (n) => rep('1/2 ', n),
  '1,000,': (n) => rep('1,000,', n),
  '1.5.': (n) => rep('1.5.', n),
  '1e5 ': (n) => rep('1e5 ', n),
  '10:30 ': (n) => rep('10:30 ', n),
  '50% ': (n) => rep('50% ', n),
  '$5 ': (n) => rep('$5 ', n),
  'spaces inside': (n) => 'a' + rep(' ', n - 2) + 'a',
  'tabs inside': (n) => 'a' + rep('\t', n - 2) + 'a',
  newlines: (n) => 'a' + rep('\n', n - 2) + 'a',
  'list lines': (n) => rep('- a\n', n),
  'numbered lines': (n) => rep('1. a\n', n),
  'punctuation .,;:!?': (n) => rep('.,;:!?', n),
  'dots ....': (n) => rep('.', n),
  'dashes - - ': (n) => rep('- ', n),
  'hyphens a-a-': (n) => rep('a-', n) + 'a',
  'slashes a/a/': (n) => rep('a/', n) + 'a',
  'apostrophes': (n) => rep("a'", n),
  'quotes "a" ': (n) => rep('"a" ', n),
  'nested brackets': (n) => rep('(', n / 2) + rep(')', n / 2),
  'brackets ([{': (n) => rep('([{', n),
  'markdown **a** _b_': (n) => rep('**a** _b_ `c` [d](e) ', n),
  'stars *': (n) => rep('*', n),
  'backticks `': (n) => rep('`', n),
  'underscores _': (n) => rep('_', n),
  'hashes #': (n) => rep('#', n),
  'pipes |': (n) => rep('| a ', n),
  'units every kind': (n) => rep('3 km, 4 m/s, 5 kg, 6 °C, 7 h, 8 min, 9 L, 10 %, 12 cm², 13 mph, 14 g/cm³, 15 kWh, 16 ft, 17 lb, 18 N, 19 Pa, 20 J. ', n),
  'units, one sentence': (n) => rep('3 km, 4 kg, 5 m/s, 6 h and ', n),
  'counts, one sentence': (n) => rep('Tom has 3 apples and ', n),
  'quantities distinct': (n) => {
    let s = '';
    for (let i = 1; s.length < n; i++) s += `Tom has ${i} apples and ${i + 3} pears. `;
    return s.slice(0, n);
  },
  'arithmetic distinct': (n) => {
    let s = '';
    for (let i = 1; s.length < n; i++) s += `${i} + ${i} = ${2 * i}. `;
    return s.slice(0, n);
  },
  'speeds distinct': (n) => {
    let s = '';
    for (let i = 1; s.length < n; i++) s += `The train travels ${i * 10} km in ${i} hours, so its speed is ${10 + (i % 3)} km/h. `;
    return s.slice(0, n);
  },
  'long word': (n) => rep('abcdefghij', n),
  'long number': (n) => rep('1234567890', n),
  'combining marks': (n) => rep('a\u0301\u0302\u0303\u0304', n),
  'RTL arabic': (n) => rep('مرحبا بالعالم. ', n),
  'RTL hebrew + LTR': (n) => rep('שלום world 3 ', n),
  emoji: (n) => rep('👍🏽 👨‍👩‍👧 ', n),
  'CJK no spaces': (n) => rep('植物利用光合作用制造葡萄糖。', n),
  'capitalised names': (n) => rep('Alice Brown ', n),
  'people groups': (n) => rep('Women are men who girls boys people are always ', n),
  'pronouns he she': (n) => rep('he she his her him ', n),
  'not never': (n) => rep('not never ', n),
  'all of the above': (n) => rep('All of the above. ', n),
  'choices (A) (B)': (n) => rep('(A) a (B) b ', n),
  'comma choices a, b or c': (n) => rep('a, ', n) + 'b or c?',
  'or or': (n) => rep('a or ', n),
  'because so': (n) => rep('because so therefore ', n),
  'bloom verbs': (n) => rep('Explain describe analyse evaluate ', n),
  'is equal to': (n) => rep('is equal to ', n),
  'times words': (n) => rep('3 times 4 plus 5 minus ', n),
  'percent of': (n) => rep('20 percent of 50 ', n),
  'question marks': (n) => rep('a? ', n),
  'html-ish <a>': (n) => rep('<a>', n),
  'urls': (n) => rep('http://a.b/c ', n),
  'mixed ws \\u00a0': (n) => rep('a\u00a0\u2009\u200b', n),
};

/**
 * The critic reads a text only for what it may hold ("=" for arithmetic, a digit for quantities, a
 * capital for names, a group for stereotypes): each kind also comes after a prefix holding all of
 * them, in the same sentence, so the long run reaches the readings it would otherwise skip.
 */
const TRIGGERS = 'Alice and the women say 3 km = 3000 m and 50% of 4 = 2 ';
for (const [k, gen] of Object.entries(KINDS)) KINDS[`${k} +triggers`] = (n) => TRIGGERS + gen(n - TRIGGERS.length);
const kindsWanted = Object.entries(KINDS).filter(([k]) => (!args.kind || k.includes(args.kind)) && (args.triggers || !k.endsWith('+triggers') || args.kind?.includes('+triggers')));

interface Row {
  entry: string;
  shape: string;
  kind: string;
  sizes: number[];
  ms: number[];
}
const rows: Row[] = [];

function report(row: Row) {
  const parts = row.sizes.map((s, i) => {
    const ms = row.ms[i];
    if (ms === undefined) return `${s}: skipped`;
    const prev = i > 0 ? row.ms[i - 1] : undefined;
    const ratio = prev !== undefined && prev > 0.5 ? ` (x${(ms / prev).toFixed(1)})` : '';
    return `${s}: ${ms.toFixed(1)} ms${ratio}`;
  });
  const worst = Math.max(...row.ms);
  const last = row.ms.length;
  const r = last >= 2 && row.ms[last - 2]! > 0.5 ? row.ms[last - 1]! / row.ms[last - 2]! : 0;
  const flag = worst > 200 || r > 2.6 ? '  <<<' : '';
  console.log(`${row.entry} | ${row.shape} | ${row.kind} | ${parts.join(', ')}${flag}`);
  rows.push(row);
}

/** Runs `call(text of size s)` at each size of `sizes`, smallest first; stops when one passes MAX_MS. */
function sweep(entry: string, shape: string, kind: string, sizes: number[], call: (size: number, rep: number) => unknown) {
  const ms: number[] = [];
  for (const s of sizes) {
    const m = cost((r) => call(s, r));
    ms.push(m);
    if (m > MAX_MS) break;
  }
  report({ entry, shape, kind, sizes, ms });
}

const sizesOf = (max: number) => (args.sizes ? args.sizes.split(',').map((f) => Math.round(max * Number(f))) : [max / 4, max / 2, max].map(Math.round));

// ---------------------------------------------------------------------------------------------
// The critic: content of at most 64 KB as JSON, any shape (it is not validated against the mode).

const CONTENT_MAX = 64 * 1024;
/** A text whose JSON escape stays under `bytes`: UTF-8 and JSON escapes make some kinds longer per character. */
function fitted(kind: (n: number) => string, bytes: number): string {
  let n = bytes;
  let t = kind(n);
  for (let i = 0; i < 8; i++) {
    const b = Buffer.byteLength(JSON.stringify(t));
    if (b <= bytes) return t;
    n = Math.floor((n * bytes) / b) - 4;
    t = kind(n);
  }
  return t;
}

type Shape = (text: (bytes: number) => string, bytes: number) => { system: 'KE' | 'SPL' | 'SATA'; content: Record<string, unknown> };
const keFrame = (over: Record<string, unknown>) => ({
  title: 'Photosynthesis',
  objectives: ['Explain how plants make glucose.'],
  sections: [{ heading: 'Light', body: 'Plants use light.' }],
  keyTerms: [{ term: 'Chlorophyll', definition: 'A green pigment.' }],
  workedExamples: [{ title: 'Rate', problem: 'A plant makes 6 g in 3 hours.', solution: '6 / 3 = 2 g per hour.' }],
  checkQuestions: [{ question: 'What do plants need?', answer: 'Light, water and carbon dioxide.' }],
  ...over,
});
const FRAME_BYTES = 700;
/** `count` items of `unit(i)`, as many as fit in `bytes`. */
function many<T>(bytes: number, unit: (i: number) => T): T[] {
  const out: T[] = [];
  let used = 0;
  for (let i = 0; ; i++) {
    const u = unit(i);
    const b = Buffer.byteLength(JSON.stringify(u)) + 1;
    if (used + b > bytes) return out;
    out.push(u);
    used += b;
  }
}
/** Short pieces of the kind for the list shapes (each item holds a piece of ~`len` characters). */
const piece = (text: (bytes: number) => string, i: number, len: number) => `${text(len)} ${i}`;

const SHAPES: Record<string, Shape> = {
  'KE section body': (text, bytes) => ({ system: 'KE', content: keFrame({ sections: [{ heading: 'Light', body: text(bytes - FRAME_BYTES) }] }) }),
  'KE check question': (text, bytes) => ({ system: 'KE', content: keFrame({ checkQuestions: [{ question: text(bytes - FRAME_BYTES), answer: 'b' }] }) }),
  'KE worked solution': (text, bytes) => ({ system: 'KE', content: keFrame({ workedExamples: [{ title: 'Rate', problem: 'A plant makes 6 g in 3 hours.', solution: text(bytes - FRAME_BYTES) }] }) }),
  'KE many sections': (text, bytes) => ({ system: 'KE', content: keFrame({ sections: many(bytes - FRAME_BYTES, (i) => ({ heading: `H${i}`, body: piece(text, i, 40) })) }) }),
  'KE many key terms': (text, bytes) => ({ system: 'KE', content: keFrame({ keyTerms: many(bytes - FRAME_BYTES, (i) => ({ term: `term ${i}`, definition: piece(text, i, 30) })) }) }),
  'KE many questions': (text, bytes) => ({ system: 'KE', content: keFrame({ checkQuestions: many(bytes - FRAME_BYTES, (i) => ({ question: `${piece(text, i, 30)}?`, answer: `${i}` })) }) }),
  'KE many objectives': (text, bytes) => ({ system: 'KE', content: keFrame({ objectives: many(bytes - FRAME_BYTES, (i) => `Explain ${piece(text, i, 20)}`) }) }),
  'SATA stem': (text, bytes) => ({
    system: 'SATA',
    content: { title: 'T', questions: [{ stem: text(bytes - 400), options: [{ text: 'a', correct: true, rationale: 'r' }, { text: 'b', correct: false, rationale: 'r' }, { text: 'c', correct: false, rationale: 'r' }] }] },
  }),
  'SATA many options': (text, bytes) => ({
    system: 'SATA',
    content: { title: 'T', questions: [{ stem: 'Which are true?', options: many(bytes - 200, (i) => ({ text: piece(text, i, 12), correct: i % 2 === 0, rationale: `r ${i}` })) }] },
  }),
  'SATA many questions': (text, bytes) => ({
    system: 'SATA',
    content: {
      title: 'T',
      questions: many(bytes - 100, (i) => ({ stem: `${piece(text, i, 20)}?`, options: [{ text: `a${i}`, correct: true, rationale: 'r' }, { text: `b${i}`, correct: false, rationale: 'r' }, { text: `c${i}`, correct: false, rationale: 'r' }] })),
    },
  }),
  'SPL situation': (text, bytes) => ({
    system: 'SPL',
    content: { title: 'T', situation: text(bytes - 500), learnerRole: 'nurse', decisionPoints: [{ prompt: 'What now?', options: [{ text: 'a', quality: 'best', feedback: 'f' }, { text: 'b', quality: 'poor', feedback: 'f' }] }], debrief: 'd' },
  }),
  'SPL many options': (text, bytes) => ({
    system: 'SPL',
    content: {
      title: 'T',
      situation: 's',
      learnerRole: 'nurse',
      decisionPoints: [{ prompt: 'What now?', options: many(bytes - 300, (i) => ({ text: piece(text, i, 12), quality: i === 0 ? 'best' : 'poor', feedback: `f ${i}` })) }],
      debrief: 'd',
    },
  }),
};

async function critic() {
  const { builtinCritique } = await load<typeof BuiltinCritic>('content/critic/builtin');
  const { renderCriticism } = await load<typeof CriticFindings>('content/critic/findings');
  const sizes = sizesOf(CONTENT_MAX);
  const shapes = Object.entries(SHAPES).filter(([s]) => !args.shape || s.includes(args.shape));
  // Warm up the readings (mathjs, alex's lists) as the server does at start-up.
  const { preloadCritic } = await load<{ preloadCritic: () => Promise<number> }>('content/critic/warm-up');
  await preloadCritic();
  builtinCritique({ criticType: 'comprehensive', system: 'KE', content: keFrame({}), competencyName: 'P', competencyDescription: '', gradeLevel: 'Grade 8', language: 'en' });
  for (const [shape, make] of shapes) {
    for (const [kind, gen] of kindsWanted) {
      const text = (bytes: number) => fitted(gen, bytes);
      const items = new Map<number, ReturnType<Shape>>();
      for (const s of sizes) items.set(s, make(text, s));
      if (args['per-check']) {
        for (const [check, run] of Object.entries(await checks()).filter(([c]) => !args.check || c.includes(args.check))) sweep(`critic: ${check}`, shape, kind, sizes, (s) => run(items.get(s)!.system, items.get(s)!.content));
        continue;
      }
      sweep('critic', shape, kind, sizes, (s) => {
        const { system, content } = items.get(s)!;
        const r = builtinCritique({ criticType: 'comprehensive', system, content, competencyName: 'Photosynthesis', competencyDescription: 'How plants make glucose.', gradeLevel: 'Grade 8', language: 'en' });
        return renderCriticism({ type: 'comprehensive', competencyName: 'Photosynthesis', system, findings: r.findings, notes: r.notes });
      });
    }
  }
}

/** Each check of a comprehensive critique on its own, in a per-critique scope of its own (--per-check). */
async function checks(): Promise<Record<string, (system: 'KE' | 'SPL' | 'SATA', content: unknown) => unknown>> {
  const m = async (f: string) => (await import(`${root}/content/critic/${f}${ext}`)) as Record<string, (...a: unknown[]) => unknown>;
  const [tech, assess, arith, quant, answers, ped, bias, stereo, fact, find, text] = await Promise.all(
    ['technical', 'assessment', 'arithmetic', 'quantities', 'quantity-answers', 'pedagogical', 'bias', 'stereotypes', 'factual', 'findings', 'text'].map(m),
  );
  const scoped = (fn: () => unknown) => text!.withSharedSentences!(() => find!.withSharedStrings!(fn));
  const cls = { gradeLevel: 'Grade 8', language: 'en', competencyName: 'P', competencyDescription: '' };
  const all: Record<string, (system: 'KE' | 'SPL' | 'SATA', content: unknown) => unknown> = {
    technical: (s, c) => tech!.technicalFindings!(s, c),
    assessment: (s, c) => assess!.assessmentFindings!(s, c, 'en'),
    'factual (all)': (s, c) => fact!.factualFindings!(s, c, 'en'),
    'factual: arithmetic': (s, c) => arith!.arithmeticFindings!(s, c, 'en'),
    'factual: quantities': (s, c) => quant!.quantityFindings!(s, c, 'en'),
    'factual: answered questions': (s, c) => answers!.answeredQuestionFindings!(s, c, 'en', new Set()),
    pedagogical: (s, c) => ped!.pedagogicalFindings!(s, c, cls),
    'bias (all)': (_s, c) => bias!.biasFindings!(c, 'en'),
    'bias: stereotypes': (_s, c) => stereo!.stereotypeFindings!(find!.stringsOf!(c), 'en'),
  };
  return Object.fromEntries(Object.entries(all).map(([k, f]) => [k, (s: 'KE' | 'SPL' | 'SATA', c: unknown) => scoped(() => f(s, c))]));
}

// The criticism chat: userMessage <= 2000 characters over up to 200 findings.
async function chat() {
  const { builtinChatAnswer } = await load<typeof CriticChat>('content/critic/chat');
  const { builtinCritique } = await load<typeof BuiltinCritic>('content/critic/builtin');
  const content = keFrame({ sections: many(30_000, (i) => ({ heading: `H${i}`, body: 'He is a nurse. She is an engineer. 2 + 2 = 5.' })) });
  const findings = builtinCritique({ criticType: 'comprehensive', system: 'KE', content, competencyName: 'P', competencyDescription: '', gradeLevel: 'Grade 8', language: 'en' }).findings.slice(0, 200);
  const history = Array.from({ length: 40 }, (_, i) => ({ role: (i % 2 ? 'assistant' : 'user') as 'user' | 'assistant', content: rep('Finding 1 ', 4000) }));
  for (const [kind, gen] of kindsWanted) {
    sweep('chat', `${findings.length} findings`, kind, sizesOf(2000), (s) => builtinChatAnswer({ userMessage: gen(s), findings, originalContent: content, chatHistory: history }));
  }
}

// A conversation turn: text <= 4000 characters (visible text, then the engine's analysis).
async function engineParts() {
  const engine = await load<typeof Engine>('conversations/engine/index');
  const { builtinScenarioLibrary } = await load<typeof Library>('conversations/scenarios/library');
  const { visibleText } = await load<typeof VisibleText>('conversations/visible-text');
  const library = builtinScenarioLibrary();
  return { engine, library, visibleText };
}

async function turn() {
  const { engine, library, visibleText } = await engineParts();
  const scenarios = library.list().filter((s) => (s.failure_patterns?.length ?? 0) > 0).slice(0, 1);
  const scenario = args.shape ? library.list().find((s) => s.scenario_id.includes(args.shape!)) ?? scenarios[0]! : scenarios[0]!;
  const langs = ['en', 'de', 'es', 'fr'];
  for (const locale of langs) {
    for (const [kind, gen] of kindsWanted) {
      sweep('turn', `${scenario.scenario_id} ${locale}`, kind, sizesOf(4000), (s) => {
        const { session } = engine.start({ scenario, role: 'learner', locale, coachEnabled: true, now: 0 });
        const text = visibleText(gen(s));
        const prepared = engine.prepareTurn(session, text, 1);
        return engine.commitTurn(session, text, prepared, 'ok', 2);
      });
    }
  }
}

// The report at /end over many long turns (at most 200 turns of 4000 characters).
async function endReport() {
  const { engine, library, visibleText } = await engineParts();
  const scenario = library.list()[0]!;
  for (const [kind, gen] of kindsWanted) {
    const text = visibleText(gen(4000));
    let built: Map<number, ReturnType<typeof engine.start>['session']> | undefined;
    const sessionOf = (turns: number) => {
      built ??= new Map();
      let s = built.get(turns);
      if (!s) {
        s = engine.start({ scenario, role: 'learner', locale: 'en', coachEnabled: true, now: 0 }).session;
        for (let i = 0; i < turns; i++) s = engine.commitTurn(s, text, engine.prepareTurn(s, text, i + 1), 'I see.', i + 1);
        built.set(turns, s);
      }
      return s;
    };
    const sizes = [50, 100, 200];
    // The turns themselves, then the report over them.
    sweep('turns', scenario.scenario_id, kind, sizes, (n, r) => (r === 0 ? (built = undefined, sessionOf(n)) : sessionOf(n)));
    sweep('report', scenario.scenario_id, kind, sizes, (n) => engine.buildReport(sessionOf(n), 1e6));
  }
}

// A map request: problem <= 4000 and context <= 4000, or three structural fields of 200.
async function maps() {
  const { generateBuiltin } = await load<typeof MapGeneration>('maps/generation/index');
  const { requestKeyMaterial } = await load<typeof RequestKey>('maps/request-key');
  generateBuiltin({ form: 'freeText', problem: 'How do plants make food?' }, { lang: 'en', includeLearningPath: true });
  for (const lang of ['en', 'de'] as const) {
    for (const [kind, gen] of kindsWanted) {
      sweep('map', `free text ${lang}`, kind, sizesOf(4000), (s, r) => {
        const problem = `${gen(s - 2)} ${r}`;
        requestKeyMaterial({ input: { form: 'freeText', problem }, lang, includeLearningPath: true, provider: 'builtin', context: problem });
        return generateBuiltin({ form: 'freeText', problem }, { lang, includeLearningPath: true, context: problem });
      });
      sweep('map', `structural ${lang}`, kind, sizesOf(200), (s, r) =>
        generateBuiltin({ form: 'structural', domain: gen(s), subdomain: `${gen(s - 2)} ${r}`, key: gen(s) }, { lang, includeLearningPath: true, context: gen(s * 20) }),
      );
    }
  }
}

async function curriculum() {
  const gen = await load<typeof MapGeneration>('maps/generation/index');
  const { builtinSuggest } = await load<typeof Suggest>('maps/generation/suggest');
  const mapsMod = await import(`${root}/maps/generation/curriculum${ext}`);
  for (const [kind, g] of kindsWanted) {
    sweep('curriculum', '200 concepts of n chars', kind, sizesOf(200), (s, r) =>
      mapsMod.builtinCurriculum({ domain: g(s), subdomain: g(s), concepts: Array.from({ length: 200 }, (_, i) => `${g(s - 6)} ${i} ${r}`), targetCount: 30, lang: 'en' }),
    );
    sweep('curriculum', 'n concepts of 200 chars', kind, [50, 100, 200], (n, r) =>
      mapsMod.builtinCurriculum({ domain: 'Biology', subdomain: 'Plants', concepts: Array.from({ length: n }, (_, i) => `${g(190)} ${i} ${r}`), targetCount: 30, lang: 'en' }),
    );
    sweep('suggest', 'domain, subdomain', kind, sizesOf(200), (s) => builtinSuggest({ domain: g(s), subdomain: g(s), count: 30, lang: 'en' }));
  }
  void gen;
}

async function generate() {
  const { generateBuiltin } = await load<typeof ContentGeneration>('content/generation/builtin');
  for (const mode of ['KE', 'SPL', 'SATA'] as const) {
    for (const [kind, g] of kindsWanted) {
      sweep('generate', mode, kind, sizesOf(2000), (s, r) =>
        generateBuiltin({ mode, competencyName: g(Math.min(200, s / 10)), competencyDescription: `${g(s - 2)} ${r}`, subject: 'Biology', gradeLevel: 'Grade 8', language: 'en', scenarioContext: g(s), customPrompt: g(s), variant: r }),
      );
    }
  }
}

const entries: Record<string, () => Promise<void>> = { critic, chat, turn, report: endReport, map: maps, curriculum, generate };
for (const [name, run] of Object.entries(entries)) {
  if (args.only && !args.only.split(',').includes(name)) continue;
  await run();
}
const bad = rows.filter((r) => Math.max(...r.ms) > 200 || (r.ms.length >= 2 && r.ms.at(-2)! > 0.5 && r.ms.at(-1)! / r.ms.at(-2)! > 2.6));
console.log(`\n${rows.length} sweeps, ${bad.length} over 200 ms or superlinear:`);
for (const r of bad) console.log(`  ${r.entry} | ${r.shape} | ${r.kind} | ${r.ms.map((m) => m.toFixed(0)).join(' / ')} ms`);
