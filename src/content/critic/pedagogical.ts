// Pedagogical checks: objectives that can be observed (a Bloom verb, not "understand"), prose
// readable at the class's grade (per language, readability.ts), and worked examples before check
// questions.
import type { Mode } from '../content-schemas.js';
import { pointer, stringsOf, type Finding } from './findings.js';
import { gradeOf, namesAsShortWords, repeatsAsShortWords, sentenceLengthOf, sharedAsShortWords } from './readability.js';
import { langOf, sentences, words } from './text.js';
import { toText } from '../../shared/text.js';

const BLOOM = new Set(
  ('define list name recall identify label state describe explain summarise summarize classify compare contrast distinguish interpret illustrate ' +
    'apply solve calculate use demonstrate compute construct predict analyse analyze examine differentiate organise organize relate evaluate ' +
    'justify assess argue critique judge design create compose plan formulate develop write produce estimate measure sketch draw convert ' +
    'check verify recognise recognize match sort order outline graph plot model test investigate simplify factorise factorize expand share ' +
    'read discuss debate present choose select decide propose recommend prioritise prioritize record observe find work give count round ' +
    'comprobar verificar medir nombrar reconocer justificar argumentar proponer elegir usar utilizar simplificar convertir representar ' +
    'vérifier mesurer nommer reconnaître justifier argumenter proposer choisir utiliser simplifier convertir repérer citer représenter ' +
    'definir explicar identificar comparar aplicar resolver calcular clasificar distinguir describir analizar evaluar diseñar crear ' +
    'définir expliquer identifier comparer appliquer résoudre calculer classer distinguer décrire analyser évaluer concevoir créer ' +
    // Actions a teacher can watch a learner do, and the Spanish and French for the verbs above:
    // "Rearrange a formula", "Situar los continentes", "Additionner des fractions" say what the
    // learner will do as plainly as "solve" does.
    'add subtract multiply divide double halve rearrange place locate trace tell say follow stop change scan complete adapt adjust ' +
    'link connect retrieve express form determine build perform practise practice show point spell translate transform map rank rewrite ' +
    'substitute balance label name tally mark scale enlarge reduce escalar ampliar reducir agrandir réduire ' +
    // Putting things together into one, or into a comparison ("Combine two percentage changes into
    // one", "Include regular costs when comparing offers"): what the learner does is plain to see.
    'combine include combinar incluir combiner inclure ' +
    'sumar restar multiplicar dividir duplicar reordenar despejar colocar situar ubicar localizar trazar decir seguir detener cambiar ' +
    'completar adaptar ajustar relacionar unir enlazar recuperar encadenar expresar formar determinar hallar encontrar predecir estimar ' +
    'interpretar leer escribir pasar revisar valorar listar enumerar ilustrar resumir contar redondear ordenar organizar examinar ' +
    'diferenciar juzgar criticar componer planificar formular desarrollar producir dibujar comparar emparejar modelizar modelar ' +
    'investigar factorizar compartir discutir debatir presentar seleccionar decidir priorizar registrar observar dar construir demostrar ' +
    'traducir transformar señalar mostrar practicar realizar etiquetar graficar relatar narrar ' +
    'additionner soustraire multiplier diviser doubler réarranger placer situer localiser tracer dire suivre arrêter changer compléter ' +
    'adapter ajuster relier lier récupérer enchaîner exprimer former déterminer trouver prédire prévoir estimer interpréter lire écrire ' +
    'passer réviser énoncer lister énumérer illustrer résumer raconter compter arrondir ordonner organiser examiner différencier juger ' +
    'critiquer composer planifier formuler développer produire dessiner associer trier modéliser étudier factoriser partager discuter ' +
    'débattre présenter sélectionner décider noter observer donner construire démontrer mettre traduire transformer montrer pratiquer ' +
    'réaliser étiqueter rédiger reformuler').split(' '),
);
/** An object pronoun before the verb ("Les situer sur un planisphère", "Se presentar…"): the verb is the next word. */
const CLITIC = /^(?:les?|la|l['’]|se|s['’]|en|y|lo|los|las)\s+/iu;
const VAGUE = new Set(['understand', 'know', 'learn', 'appreciate', 'grasp', 'realise', 'realize', 'comprender', 'entender', 'saber', 'conocer', 'comprendre', 'connaître', 'savoir', 'verstehen', 'wissen']);

/**
 * A vague verb that only frames an action a teacher can watch: "know how to", "savoir" or "saber"
 * with an infinitive (the usual way French and Spanish curricula write a skill: "Savoir calculer
 * une aire" is "be able to calculate"), a watchable verb joined to it ("Understand and apply",
 * "Connaître et utiliser", "Conocer y aplicar"), or knowing by heart, which is recall ("Know the
 * times tables by heart", "par cœur", "de memoria"). The objective is judged by that action;
 * "Understand fractions", "Conocer los planetas" stay vague.
 */
function watchableAfterVague(text: string): boolean {
  const ws = text.toLowerCase().split(/[\s,;]+/).map((w) => w.replace(/[^\p{L}'’-]/gu, '')).filter(Boolean);
  const [verb, next, third] = ws;
  if (!verb || !next) return false;
  if (/\b(?:by heart|off by heart|par c(?:œ|oe)ur|de memoria)\b/iu.test(text)) return true;
  if (/^(?:know|learn)$/.test(verb) && next === 'how' && third === 'to') return true;
  if (/^(?:savoir|saber)$/.test(verb) && /(?:er|ir|re|ar|oir)$/.test(next) && BLOOM.has(next.replace(/^(?:les?|la|l['’]|se|s['’]|lo|los|las)/, ''))) return true;
  // "Understand and apply", "Connaître et utiliser": the second verb is what is watched.
  const joined = ws.findIndex((w, i) => i > 0 && i <= 3 && (w === 'and' || w === 'et' || w === 'y' || w === 'e'));
  return joined > 0 && BLOOM.has(ws[joined + 1] ?? '') && !VAGUE.has(ws[joined + 1] ?? '');
}

/** "Students will be able to explain ..." is judged by "explain". */
const withoutPreamble = (text: string) => text.trim().replace(/^(?:(?:students|learners|pupils|you) (?:will|can|should)(?: be able to)? |(?:los alumnos|el alumno|les élèves|l['’]élève) (?:podrán|sabrán|pourront|sauront) )/i, '');
const firstVerbOf = (text: string) => (withoutPreamble(text).replace(CLITIC, '').split(/\s+/)[0] ?? '').toLowerCase().replace(/[^\p{L}-]/gu, '');

/** The grade a class level names: "Grade 8" -> 8, "K" -> 0, "university" -> 14; undefined when unclear. */
export function gradeNumber(level: string): number | undefined {
  const l = level.toLowerCase();
  const n = /\d+/.exec(l);
  if (n) return Number(n[0]);
  if (/\b(k|kindergarten)\b/.test(l)) return 0;
  if (/universit|college|undergrad|higher/.test(l)) return 14;
  if (/graduate|master|phd/.test(l)) return 17;
  return undefined;
}

function objectivesOf(mode: Mode, c: Record<string, unknown>): Array<{ text: string; path: PropertyKey[] }> {
  if (mode !== 'KE' || !Array.isArray(c.objectives)) return [];
  return c.objectives.map((o, i) => ({ text: typeof o === 'string' ? o : '', path: ['objectives', i] }));
}

/** The prose learners read, one field each, as sentences (each markdown line its own sentence). */
/** A line that is mostly numbers and operators ("8 + 5 = 13 m") is working, not reading. */
function mostlyArithmetic(line: string): boolean {
  const tokens = line.split(/\s+/).filter(Boolean);
  const maths = tokens.filter((t) => /^[\d.,:()]*\d[\d.,:()]*$|^[-+×x÷/*=−<>≈]$/.test(t)).length;
  return tokens.length > 0 && maths / tokens.length >= 0.4;
}

function proseOf(mode: Mode, content: unknown): Array<{ where: string; text: string }> {
  // A worked example's solution is working (numbers, operators, units), which the grade formulas
  // score as long words in long sentences; its problem statement is prose and stays.
  const keep = mode === 'KE' ? /^\/sections\/\d+\/body$|^\/workedExamples\/\d+\/(?!solution$)|^\/keyTerms\/\d+\/definition$|^\/checkQuestions\/\d+\/question$/ : mode === 'SPL' ? /^\/situation$|\/prompt$|\/feedback$|^\/debrief$|\/options\/\d+\/text$/ : /\/stem$|\/rationale$|\/options\/\d+\/text$/;
  return stringsOf(content)
    .filter((s) => keep.test(s.where))
    .map((s) => ({
      where: s.where,
      text: s.text
        .split(/\n+/)
        .map((t) => t.replace(/[*_`>#]/g, '').replace(/^\s*[-+]\s+/, '').trim())
        .filter(Boolean)
        .map((t) => (/[.!?]$/.test(t) ? t : `${t}.`))
        .filter((t) => !mostlyArithmetic(t))
        .join(' '),
    }))
    .filter((s) => s.text);
}

/** Fields read as parts only: a definition, a check question, an option. */
const PART_ONLY = /^\/keyTerms\/\d+\/definition$|^\/checkQuestions\/\d+\/question$|\/options\/\d+\/text$/;
const round1 = (x: number) => Math.round(x * 10) / 10;

/** A field this long (in words) far above the class is a fault on its own (medium). */
const LONG_FIELD_WORDS = 20;

/** From this many sentences a part's own words-per-sentence figure is an average worth using. */
const PART_SENTENCES = 5;

/**
 * How far (in grades) a long field must read above the rest of the prose to be the fault itself.
 * The formulas are rough by a grade or two either way, so two fields of the same writing can differ
 * by up to about four; a field further above than that was written differently from the rest.
 */
const STANDS_OUT = 4;

/**
 * The prose as a whole against the class's grade, and any one long field far above it; reported
 * at the hardest field, so the teacher knows where to start.
 */
function readingLevel(mode: Mode, content: unknown, cls: { gradeLevel: string; language: string }): Finding[] {
  const target = gradeNumber(cls.gradeLevel);
  const lang = langOf(cls.language);
  const found = proseOf(mode, content);
  const read = namesAsShortWords(found.map((p) => p.text), lang);
  const prose = found.map((p, i) => ({ where: p.where, text: read[i]! }));
  // A key term's definition, a check question and an option are read on their own, as parts: a
  // glossary of short technical definitions or a list of terse options is not the lesson's
  // running prose, but one of them written far above the class is.
  const all = prose.filter((p) => !PART_ONLY.test(p.where)).map((p) => p.text).join(' ');
  if (target === undefined || words(all).length < 30) return [];
  const grade = round1(gradeOf(repeatsAsShortWords(all), lang));
  // A part is judged on its words, with the whole's sentence length: a formula's sentence average
  // means nothing over the one or two sentences of a part (one long, plain sentence read as grade
  // 18), while its long words do show (a dense paragraph of jargon still reads far above).
  const wholeSentenceLength = sentenceLengthOf(all, lang);
  const partGrade = (text: string) => round1(sentences(text, lang).length >= PART_SENTENCES ? gradeOf(text, lang) : gradeOf(text, lang, wholeSentenceLength));
  const fields = prose.filter((p) => words(p.text).length >= 8).map((p) => ({ ...p, grade: partGrade(p.text) }));
  const hardestOf = (list: typeof fields) => list.reduce<(typeof fields)[number] | undefined>((h, f) => (!h || f.grade > h.grade ? f : h), undefined);
  // The rest of the running prose, graded with the same sentence length as the part, so that the
  // two differ by their words only.
  const restGrade = (f: (typeof fields)[number]) => {
    const rest = prose.filter((p) => p.where !== f.where && !PART_ONLY.test(p.where)).map((p) => p.text).join(' ');
    return words(rest).length ? round1(gradeOf(repeatsAsShortWords(rest), lang, wholeSentenceLength)) : f.grade;
  };
  // A long field far above the class is the fault to show, even when a shorter field (a line of
  // feedback with two long words) grades higher: the short one alone would not be reported. It is
  // the fault only when it stands out from the rest: in an item written a little above the class
  // throughout, its longest field grades highest too (the formulas are rough, and more so on a
  // field's few sentences), and that is the whole's level, judged as the whole.
  // A field above the class stands out by what it alone says: its long words that the rest of the
  // item uses too are the topic's terms, met across the lesson, and are read as short ones when it
  // is compared with the rest (a section that introduces "caterpillar" and "chrysalis" in a lesson
  // on butterflies is not written above the rest of it).
  const itemText = stringsOf(content);
  const ownGrade = (f: (typeof fields)[number]) => {
    const elsewhere = itemText.filter((s) => s.where !== f.where).map((s) => s.text).join(' ');
    return round1(sentences(f.text, lang).length >= PART_SENTENCES ? gradeOf(sharedAsShortWords(f.text, elsewhere), lang) : gradeOf(sharedAsShortWords(f.text, elsewhere), lang, wholeSentenceLength));
  };
  const standsOut = (f: (typeof fields)[number]) => {
    if (words(f.text).length < LONG_FIELD_WORDS || f.grade <= target + 4) return false;
    const rest = restGrade(f);
    if (f.grade - rest < STANDS_OUT) return false;
    const own = ownGrade(f);
    return own - rest >= STANDS_OUT;
  };
  const longHardest = hardestOf(fields.filter(standsOut));
  const hardest = longHardest ?? hardestOf(fields);
  const formula = lang === 'es' ? 'Fernández-Huerta' : lang === 'fr' ? 'Kandel-Moles' : 'Flesch-Kincaid';
  const rough = lang === 'other' ? ' (the formula is calibrated for English, so treat it as rough for this language)' : '';
  const longHard = longHardest !== undefined;
  if ((grade > target + 2 || longHard) && hardest) {
    const worst = Math.max(grade, hardest.grade);
    const far = grade > target + 4 || longHard;
    return [
      {
        type: 'reading_level',
        check: 'pedagogical',
        // Grade formulas are rough (a grade or two either way, more on the few sentences of a
        // quiz or a scenario): the whole a little above the class, with no part standing out far
        // above the rest, is within that error, so it is told (info), not called a fault.
        severity: grade > target + 4 ? 'high' : longHard ? 'medium' : 'info',
        title: far ? 'Reading level above the class' : 'Reading level a little above the class',
        location: hardest.where,
        quote: '',
        explanation: far
          ? `The prose reads at grade ${grade} as a whole and this part at grade ${hardest.grade} (${formula}), above the class's level "${cls.gradeLevel}" (${target})${rough}.`
          : `The prose reads at grade ${grade} as a whole (${formula}), a little above the class's level "${cls.gradeLevel}" (${target}), within the formula's error; its hardest part reads at grade ${hardest.grade}${rough}.`,
        fix: worst > target ? 'Use shorter sentences and everyday words; define technical terms where they first appear.' : 'Simplify this part.',
      },
    ];
  }
  if (grade < target - 6) {
    // Information only: grade formulas go very low (even negative) on short, plain sentences.
    return [{ type: 'reading_level', check: 'pedagogical', severity: 'info', title: 'Reading level well below the class', location: prose[0]!.where, quote: '', explanation: `The prose reads at grade ${grade} (${formula}), well below "${cls.gradeLevel}" (${target})${rough}.`, fix: 'Add depth: reasons, connections and the subject terms learners at this level should use.' }];
  }
  return [];
}

export function pedagogicalFindings(mode: Mode, content: unknown, cls: { gradeLevel: string; language: string }): Finding[] {
  const out: Finding[] = [];
  const c = (content && typeof content === 'object' ? content : {}) as Record<string, unknown>;
  const objectives = objectivesOf(mode, c);
  if (mode === 'KE' && !objectives.length) out.push({ type: 'structure', check: 'pedagogical', severity: 'high', title: 'No learning objectives', location: '/objectives', quote: '', explanation: 'Without objectives neither teacher nor learner knows what success looks like.', fix: 'Add two to four objectives, each starting with a measurable verb (define, explain, compare, apply...).' });
  // A vague objective among ones a teacher can assess is a headline for them ("Comprendre une
  // échelle", then "Calculer une distance réelle…"): the lesson still says what success looks like,
  // so it is a hint (low). Only when vague objectives are half the list or more is the lesson's
  // success left unstated (medium).
  const vagueCount = objectives.filter((o) => VAGUE.has(firstVerbOf(o.text)) && !watchableAfterVague(withoutPreamble(o.text).replace(CLITIC, ''))).length;
  const vagueSeverity = vagueCount * 2 >= objectives.length ? 'medium' : 'low';
  for (const o of objectives) {
    const verbFirst = withoutPreamble(o.text);
    const first = firstVerbOf(o.text);
    if (VAGUE.has(first) && watchableAfterVague(verbFirst.replace(CLITIC, ''))) continue;
    if (VAGUE.has(first)) {
      out.push({ type: 'objective_verb', check: 'pedagogical', severity: vagueSeverity, title: 'Objective cannot be measured', location: pointer(o.path), quote: '', explanation: `"${first}" cannot be observed, so the objective cannot be assessed.`, fix: 'Start with an observable Bloom verb: define, explain, compare, apply, analyse, evaluate or create.' });
    } else if (first && !BLOOM.has(first)) {
      out.push({ type: 'objective_verb', check: 'pedagogical', severity: 'low', title: 'Objective verb is not a Bloom verb', location: pointer(o.path), quote: '', explanation: `"${first}" is not a verb from Bloom's taxonomy, so the level of the objective is unclear.`, fix: 'Start with a measurable verb (identify, explain, apply, analyse...).' });
    }
  }

  out.push(...readingLevel(mode, content, cls));

  if (mode === 'KE') {
    const examples = Array.isArray(c.workedExamples) ? c.workedExamples.length : 0;
    const questions = Array.isArray(c.checkQuestions) ? c.checkQuestions.length : 0;
    if (questions && !examples) out.push({ type: 'sequencing', check: 'pedagogical', severity: 'medium', title: 'Check questions without worked examples', location: '/workedExamples', quote: '', explanation: 'Learners are tested before they have seen the idea worked through once.', fix: 'Add at least one worked example before the check questions.' });
    const headings = Array.isArray(c.sections) ? c.sections.map((s) => toText((s as Record<string, unknown>)?.heading)) : [];
    const quizAt = headings.findIndex((h) => /quiz|check|test|exercise|pr[uü]f|ejercicio/i.test(h));
    const exampleAt = headings.findIndex((h) => /example|ejemplo|exemple|beispiel/i.test(h));
    if (quizAt >= 0 && exampleAt > quizAt) out.push({ type: 'sequencing', check: 'pedagogical', severity: 'low', title: 'Questions come before examples', location: pointer(['sections', quizAt]), quote: '', explanation: `The section "${headings[quizAt]}" comes before the examples in "${headings[exampleAt]}".`, fix: 'Move the examples before the questions.' });
  }
  return out;
}
