// Every supported language is first class for a translated built-in scenario (docs/engine.md,
// "Languages"): the session plays the translation, the report holds no English sentence, and the
// character keeps the one level of formality its translation declares.
import { describe, expect, it } from 'vitest';
import { eng } from 'stopword';
import { buildReport, commitTurn, prepareTurn, start } from '../../../src/conversations/engine/index.js';
import type { Report } from '../../../src/conversations/engine/types.js';
import { builtinScenarioLibrary } from '../../../src/conversations/scenarios/library.js';
import type { BuiltinScenario } from '../../../src/conversations/scenarios/schema.js';

const LANGUAGES = ['es', 'fr', 'de', 'it', 'nl', 'pt'] as const;
type Lang = (typeof LANGUAGES)[number];

/** A learner's session in each language: greeting, questions, a reflection, empathy, a proposal, a request. */
const SCRIPT: Record<Lang, string[]> = {
  es: ['Buenos días, gracias por su tiempo.', '¿Qué es lo que más le preocupa ahora?', 'Parece que esto le preocupa mucho.', 'Entiendo que es una situación difícil para usted.', 'Le propongo empezar con una prueba pequeña y revisarla en un mes.', '¿Podemos acordar ese siguiente paso hoy?'],
  fr: ['Bonjour, merci de prendre le temps.', "Qu'est-ce qui vous inquiète le plus en ce moment ?", 'On dirait que cela vous préoccupe beaucoup.', "Je comprends que c'est une situation difficile pour vous.", 'Je vous propose de commencer par un petit essai et de faire le point dans un mois.', 'Pouvons-nous convenir de cette prochaine étape aujourd’hui ?'],
  de: ['Guten Tag, danke, dass Sie sich Zeit nehmen.', 'Was beschäftigt Sie im Moment am meisten?', 'Es klingt, als ob Sie das sehr beschäftigt.', 'Ich verstehe, dass das eine schwierige Situation für Sie ist.', 'Ich schlage vor, mit einem kleinen Test zu beginnen und ihn nach einem Monat zu prüfen.', 'Können wir uns heute auf diesen nächsten Schritt einigen?'],
  it: ['Buongiorno, grazie per il suo tempo.', 'Che cosa la preoccupa di più in questo momento?', 'Sembra che questo la preoccupi molto.', 'Capisco che è una situazione difficile per lei.', 'Le propongo di iniziare con una piccola prova e di rivederla tra un mese.', 'Possiamo concordare oggi questo prossimo passo?'],
  nl: ['Goedendag, bedankt voor uw tijd.', 'Wat houdt u op dit moment het meest bezig?', 'Het klinkt alsof dit u erg bezighoudt.', 'Ik begrijp dat dit een moeilijke situatie voor u is.', 'Ik stel voor om met een kleine proef te beginnen en die over een maand te bekijken.', 'Kunnen we vandaag dit volgende stap afspreken?'],
  pt: ['Bom dia, obrigado pelo seu tempo.', 'O que mais o preocupa neste momento?', 'Parece que isso o preocupa muito.', 'Entendo que é uma situação difícil para o senhor.', 'Proponho começar com um pequeno teste e revê-lo daqui a um mês.', 'Podemos combinar esse próximo passo hoje?'],
};

/** Pronouns and possessives of each register (the character's address to the learner). */
const REGISTER: Record<Lang, { formal: RegExp; informal: RegExp }> = {
  de: { formal: /(?<![.!?]\s|^)\b(Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer|Ihres)\b/u, informal: /\b(du|dich|dir|dein|deine|deinen|deinem|deiner|deines)\b/iu },
  es: { formal: /\b(usted|ustedes)\b/iu, informal: /(?<![\p{L}])(tú|contigo|ti|tus?|te)(?![\p{L}])/iu },
  // "rendez-vous" is a date, not a way of address.
  fr: { formal: /(?<![\p{L}-])(vous|votre|vos)(?![\p{L}])/iu, informal: /(?<![\p{L}])(tu|toi|ton|ta|tes|t’|t')(?![\p{L}])/iu },
  it: { formal: /(?<![.!?]\s|^)\b(Lei|La|Le|Suo|Sua|Suoi|Sue)\b/u, informal: /(?<![\p{L}])(tu|ti|te|tuo|tua|tuoi|tue)(?![\p{L}])/iu },
  nl: { formal: /\b(u|uw)\b/iu, informal: /\b(je|jij|jou|jouw)\b/iu },
  // "vocês" (plural) addresses the company, not the learner: it marks neither register.
  pt: { formal: /\b(o senhor|a senhora|do senhor|da senhora)\b/iu, informal: /(?<![\p{L}])(você|tu|te|ti|teu|tua|teus|tuas)(?![\p{L}])/iu },
};

const ENGLISH = new Set(eng.map((w: string) => w.toLowerCase()));
const ENGLISH_ONLY = new Set(['the', 'and', 'you', 'your', 'is', 'are', 'with', 'that', 'this', 'what', 'have', 'was', 'for', 'not', 'will', 'would', 'they', 'their', 'it', 'of', 'to', 'in', 'on']);

/** A sentence reads as English when most of its words are English function words we know. */
function englishSentences(texts: readonly string[]): string[] {
  const out: string[] = [];
  for (const t of texts) {
    for (const sentence of t.split(/(?<=[.!?…])\s+/)) {
      const words = sentence.toLowerCase().match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
      const marks = words.filter((w) => ENGLISH_ONLY.has(w)).length;
      if (words.length >= 4 && marks >= 3 && words.filter((w) => ENGLISH.has(w)).length / words.length > 0.35) out.push(sentence);
    }
  }
  return out;
}

function play(s: BuiltinScenario, lang: Lang): { report: Report; npc: string[]; hints: string[] } {
  let { session } = start({ scenario: s, role: 'learner', locale: lang, coachEnabled: true, now: 0 });
  const npc = [session.turns[0]!.text];
  const hints: string[] = [];
  SCRIPT[lang].forEach((text, i) => {
    const p = prepareTurn(session, text, (i + 1) * 10_000);
    npc.push(p.builtinReply);
    if (p.coachHint) hints.push(p.coachHint.message);
    session = commitTurn(session, text, p, p.builtinReply, (i + 1) * 10_000);
  });
  return { report: buildReport(session, 100_000), npc, hints };
}

function reportTexts(r: Report): string[] {
  return [
    r.outcome_label,
    ...Object.values(r.kstar),
    ...r.skill_scores.map((x) => x.feedback),
    ...r.improvement_plan,
    r.ai_summary,
    ...r.timeline.flatMap((t) => [t.npc_response, t.coach_comment]),
    ...(r.better_lines ?? []).map((b) => b.suggestion),
    ...(r.outcome_checklist ?? []).map((o) => o.label),
    ...r.flags.map((f) => f.description),
  ];
}

const scenarios = builtinScenarioLibrary().list();

describe.each(LANGUAGES)('%s sessions', (lang) => {
  const translated = scenarios.filter((s) => s.translations?.[lang]);

  it('every built-in scenario has a translation', () => {
    expect(translated.map((s) => s.scenario_id)).toEqual(scenarios.map((s) => s.scenario_id));
  });

  it.each(translated.map((s) => [s.scenario_id, s] as const))('%s: the report has no English sentence; the title, role and outcome are translated', (_id, s) => {
    const { report, hints } = play(s, lang);
    const t = s.translations![lang]!;
    expect(englishSentences([...reportTexts(report), ...hints])).toEqual([]);
    expect(report.kstar.situation).toContain(t.title);
    expect(report.outcome_checklist?.map((o) => o.label)).toEqual(t.character.outcomes.map((o) => o.label));
  });

  it.each(translated.map((s) => [s.scenario_id, s] as const))('%s: the character holds the formality its translation declares', (_id, s) => {
    const { npc } = play(s, lang);
    const t = s.translations![lang]!;
    const other = t.formality === 'formal' ? REGISTER[lang].informal : REGISTER[lang].formal;
    const mixed = npc.filter((line) => other.test(line));
    expect(mixed).toEqual([]);
  });
});
