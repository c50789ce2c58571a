// One language per session, and the character's register in every line the learner is told to say.
// Every built-in scenario is played in each of the engine's seven languages with good, closed,
// hostile, dismissive and pushy lines; then every sentence of the coach, the flags and the report
// must be in the session's language (no English sentence, no English-only word), and every line
// to say (a better line, a hint's or the plan's quoted example) must address the character as the
// character addresses the learner: du/Sie, tú/usted, tu/vous, tu/Lei, você/(no pronoun), je/u.
import { describe, expect, it } from 'vitest';
import { buildReport, commitTurn, prepareTurn, start } from '../../../src/conversations/engine/index.js';
import { SUPPORTED_LANGUAGES } from '../../../src/conversations/engine/lang/index.js';
import { engineMessages } from '../../../src/conversations/engine/messages.js';
import type { EngineSession, Formality, Report } from '../../../src/conversations/engine/types.js';
import { builtinScenarioLibrary } from '../../../src/conversations/scenarios/library.js';

/** Per language: a good opening, a closed question (sent three times), hostile, dismissive, pushy, good again. */
const LINES: Record<string, string[]> = {
  en: ['How are things going for you at the moment?', 'Is it expensive?', 'This is ridiculous, you are an idiot.', 'Calm down, it is not a big deal.', 'Sign today, last chance.', 'It sounds like this really worries you.'],
  es: ['¿Cómo van las cosas en este momento?', '¿Es caro?', 'Esto es ridículo, es usted un idiota.', 'Cálmese, no es para tanto.', 'Firme hoy, última oportunidad.', 'Parece que esto le preocupa de verdad.'],
  fr: ['Comment ça se passe en ce moment ?', 'Est-ce cher ?', 'C’est ridicule, vous êtes un idiot.', 'Calmez-vous, ce n’est pas si grave.', 'Signez aujourd’hui, dernière chance.', 'On dirait que cela vous inquiète vraiment.'],
  de: ['Wie läuft es gerade bei Ihnen?', 'Ist das teuer?', 'Das ist lächerlich, Sie Idiot.', 'Beruhigen Sie sich, das ist nicht so schlimm.', 'Unterschreiben Sie heute, letzte Chance.', 'Es klingt so, als ob Sie das wirklich beunruhigt.'],
  pt: ['Como estão as coisas neste momento?', 'É caro?', 'Isso é ridículo, você é um idiota.', 'Calma, não é nada de mais.', 'Assine hoje, última chance.', 'Parece que isso preocupa muito você.'],
  it: ['Come vanno le cose in questo momento?', 'È costoso?', 'È ridicolo, lei è un idiota.', 'Si calmi, non è niente di grave.', 'Firmi oggi, ultima occasione.', 'Sembra che questo la preoccupi davvero.'],
  nl: ['Hoe gaat het op dit moment?', 'Is het duur?', 'Dit is belachelijk, u bent een idioot.', 'Rustig aan, het is niet zo erg.', 'Teken vandaag, laatste kans.', 'Het klinkt alsof dit u echt zorgen baart.'],
};
const script = (l: string[]) => [l[0]!, l[1]!, l[1]!, l[1]!, l[2]!, l[3]!, l[4]!, l[4]!, l[5]!];

/** A whole word of `words` (letters outside ASCII count as letters, unlike \b). */
const anyOf = (words: string, flags = 'u') => new RegExp(`(?<!\\p{L})(${words})(?!\\p{L})`, flags);

/** Words only English uses, that no sentence of the other six languages needs. */
const ENGLISH_ONLY = anyOf('the|and|you|your|with|turn|turns|trust|what|this|they|their|would|should|have', 'iu');

/** Forms that belong to one register, per language: a line to say in the other must not use them. */
const REGISTER: Record<string, Record<Formality, RegExp>> = {
  de: { formal: anyOf('Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer'), informal: anyOf('du|dich|dir|dein[a-z]*|Du|Dir|Dich|Lass|Erzähl') },
  es: { formal: anyOf('usted|Tómese|Cuénteme|Estaría|le', 'iu'), informal: anyOf('tú|te|ti|tu|tus|Tómate|Cuéntame|Estarías', 'iu') },
  fr: { formal: anyOf('vous|votre|vos|Racontez|Prenez|Seriez', 'iu'), informal: anyOf('tu|te|t|toi|ton|ta|tes|Raconte|Prends|Serais', 'iu') },
  it: { formal: anyOf('lei|sua|suo|Sarebbe|racconti|prenda', 'iu'), informal: anyOf('ti|te|tu|tuo|tua|Prenditi|Raccontami|Saresti', 'iu') },
  // Brazilian, like the scenarios: você is informal; the formal lines go without the pronoun.
  pt: { formal: anyOf('senhor|senhora|Conte-me', 'iu'), informal: anyOf('você|pra você|te|tu|ti|Me conta', 'iu') },
  nl: { formal: anyOf('u|uw'), informal: anyOf('je|jij|jou|jouw', 'iu') },
};

/** Quoted spans: „…“ «…» "…" “…” « … ». */
const QUOTED = /„([^“”]*)[“”]|«\s?([^»]*?)\s?»|"([^"]*)"|“([^”]*)”/g;
const quoted = (text: string) => [...text.matchAll(QUOTED)].map((m) => (m[1] ?? m[2] ?? m[3] ?? m[4] ?? '').trim());
const unquoted = (text: string) => text.replace(QUOTED, ' ');

const catalogue = engineMessages();
const ENGLISH = new Set(catalogue.keys.map((k) => catalogue.source('en', k)));

function play(scenarioId: string, lang: string): { session: EngineSession; hints: string[]; report: Report; said: string[] } {
  const scenario = builtinScenarioLibrary().get(scenarioId)!;
  let { session } = start({ scenario, role: 'learner', locale: lang, coachEnabled: true, now: 0, maxUserTurns: 12 });
  const hints: string[] = [];
  const said = script(LINES[lang]!);
  said.forEach((line, i) => {
    const p = prepareTurn(session, line, (i + 1) * 1000);
    if (p.coachHint) hints.push(p.coachHint.message);
    session = commitTurn(session, line, p, p.builtinReply, (i + 1) * 1000);
  });
  return { session, hints, report: buildReport(session, 60_000), said };
}

/** Every sentence the coach, the flags and the report show. */
function shown(hints: string[], report: Report): string[] {
  return [
    ...hints,
    ...report.flags.flatMap((f) => [f.label ?? '', f.description]),
    report.outcome_label,
    ...Object.values(report.kstar),
    ...report.skill_scores.map((s) => s.feedback),
    ...report.improvement_plan,
    report.ai_summary,
    ...report.better_lines.map((b) => b.suggestion),
    ...report.timeline.map((t) => t.user_action),
  ].filter((s) => s !== '');
}

describe.each(SUPPORTED_LANGUAGES.filter((l) => l !== 'en'))('every built-in scenario in %s', (lang) => {
  const scenarios = builtinScenarioLibrary().list();

  it('coach, flags and report speak the language, never English', () => {
    for (const s of scenarios) {
      const { hints, report } = play(s.scenario_id, lang);
      expect(report.flags.length, s.scenario_id).toBeGreaterThan(0);
      for (const text of shown(hints, report)) {
        expect(ENGLISH.has(text), `${s.scenario_id}: English sentence "${text}"`).toBe(false);
        expect(unquoted(text), `${s.scenario_id}: English word in "${text}"`).not.toMatch(ENGLISH_ONLY);
        expect(text, `${s.scenario_id}: unfilled "${text}"`).not.toMatch(/\{\w+\}/);
      }
      for (const f of report.flags) expect(f.label, `${s.scenario_id}: flag ${f.flag} has no label`).toBeTruthy();
    }
  });

  it("every line to say uses the character's register", () => {
    const markers = REGISTER[lang]!;
    const seen = { formal: 0, informal: 0 };
    for (const s of scenarios) {
      const { session, hints, report, said } = play(s.scenario_id, lang);
      const wrong = markers[session.formality === 'informal' ? 'formal' : 'informal'];
      // The learner's own words, quoted back, are theirs: only the engine's examples are checked.
      const learners = (q: string) => said.some((line) => line.includes(q.replace(/…$/, '').trim()));
      const lines = [
        ...report.better_lines.map((b) => unquoted(b.suggestion)),
        ...[...hints, ...report.improvement_plan].flatMap(quoted).filter((q) => !learners(q)),
      ];
      for (const line of lines) expect(line, `${s.scenario_id} (${session.formality}): "${line}"`).not.toMatch(wrong);
      if (report.better_lines.length > 0) seen[session.formality]++;
    }
    // The library has both kinds of relationship in every language, so both registers were checked.
    expect(seen.formal).toBeGreaterThan(0);
    expect(seen.informal).toBeGreaterThan(0);
  });
});

describe('the register of a line to say', () => {
  it('follows the character: a first date is du, a job interview is Sie', () => {
    const date = play('first-date-coffee', 'de');
    const interview = play(builtinScenarioLibrary().list().find((s) => s.type === 'interview')!.scenario_id, 'de');
    expect(date.session.formality).toBe('informal');
    expect(interview.session.formality).toBe('formal');
    const text = (r: Report) => r.better_lines.map((b) => b.suggestion).join(' ');
    expect(text(date.report)).toMatch(anyOf('dir|du|dich'));
    expect(text(date.report)).not.toMatch(/\bIhnen\b/);
    expect(text(interview.report)).toMatch(anyOf('Ihnen|Sie'));
  });
});
