// Every language pack is complete and consistent with English (same placeholders everywhere), and
// a whole session in each language speaks that language end to end.
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReport, commitTurn, prepareTurn, start } from '../../../src/conversations/engine/index.js';
import { packFor, SUPPORTED_LANGUAGES } from '../../../src/conversations/engine/lang/index.js';
import { loadPack, PACKS_DIR } from '../../../src/conversations/engine/lang/packs.js';
import { engineMessages } from '../../../src/conversations/engine/messages.js';
import { BUILTIN_CATEGORIES, phasedSales, scenarioOf } from './fixtures.js';

const PLACEHOLDER = /\{(\w+)\}/g;

/** Every string in a pack, keyed by its path ("texts.reactions.open.2"). */
function strings(value: unknown, path: string, out: Map<string, string>): Map<string, string> {
  if (typeof value === 'string') out.set(path, value);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}.${i}`, out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) strings(v, `${path}.${k}`, out);
  return out;
}
const placeholders = (s: string) => [...s.matchAll(PLACEHOLDER)].map((m) => m[1]!).sort();

describe('language packs', () => {
  const en = strings(packFor('en').texts, 'texts', new Map());
  for (const code of SUPPORTED_LANGUAGES) {
    it(`${code}: same texts and placeholders as English, no leftovers from English`, () => {
      const pack = packFor(code);
      expect(pack.code).toBe(code);
      const own = strings(pack.texts, 'texts', new Map());
      // Arrays of variants may differ in length; compare the set of placeholders per list.
      const group = (m: Map<string, string>) => {
        const g = new Map<string, Set<string>>();
        for (const [path, s] of m) {
          const key = path.replace(/\.\d+$/, '');
          const set = g.get(key) ?? new Set<string>();
          for (const p of placeholders(s)) set.add(p);
          g.set(key, set);
        }
        return g;
      };
      const mine = group(own);
      const ref = group(en);
      expect([...mine.keys()].sort()).toEqual([...ref.keys()].sort());
      for (const [key, set] of ref) {
        if (key.startsWith('texts.reactions') || key.startsWith('texts.practitioner')) {
          // Variants may leave out {concern}, but may not invent placeholders.
          for (const p of mine.get(key)!) expect(set.has(p), `${code} ${key} {${p}}`).toBe(true);
        } else {
          expect([...mine.get(key)!].sort(), `${code} ${key}`).toEqual([...set].sort());
        }
      }
      for (const list of Object.values(pack.texts.openings)) expect(list.length).toBeGreaterThan(0);
      for (const list of Object.values(pack.texts.reactions)) expect(list.length).toBeGreaterThan(0);
    });
  }

  it('a pack file missing one list stops start-up with one line naming the file and the list', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lang-packs-'));
    try {
      cpSync(PACKS_DIR, dir, { recursive: true });
      const de = JSON.parse(readFileSync(join(dir, 'de.json'), 'utf8')) as { texts: { reactions: Record<string, unknown> } };
      delete de.texts.reactions.commitMaybe;
      writeFileSync(join(dir, 'de.json'), JSON.stringify(de));
      expect(() => loadPack('de', dir)).toThrow(/^de\.json: texts\.reactions\.commitMaybe: /);
      expect(loadPack('fr', dir)).toEqual(packFor('fr'));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

const LINES: Record<string, string[]> = {
  es: ['Hola Sam, ¿cómo van las cosas?', 'Parece que el precio le preocupa.', 'Entiendo, debe ser difícil.', 'Por ejemplo, clientes como usted ahorran un 30%.', '¿Estaría dispuesto a probarlo?'],
  fr: ['Bonjour Sam, comment ça se passe ?', 'Si je comprends bien, le prix vous inquiète.', 'Je comprends, ça doit être difficile.', 'Par exemple, des clients comme vous économisent 30 %.', 'Seriez-vous prêt à essayer ?'],
  de: ['Hallo Sam, wie läuft es gerade?', 'Es klingt so, als ob der Preis Sie beschäftigt.', 'Ich verstehe, das muss schwer sein.', 'Zum Beispiel sparen Kunden wie Sie 30 Prozent.', 'Wären Sie bereit, es zu testen?'],
  pt: ['Olá Sam, como vão as coisas?', 'Parece que o preço te preocupa.', 'Entendo, deve ser difícil.', 'Por exemplo, clientes como você economizam 30%.', 'Você estaria disposto a experimentar?'],
  it: ['Ciao Sam, come vanno le cose?', 'Se ho capito bene, il prezzo la preoccupa.', 'Capisco, deve essere difficile.', 'Per esempio, clienti come lei risparmiano il 30%.', 'Sarebbe disposto a provarlo?'],
  nl: ['Hallo Sam, hoe gaat het?', 'Het klinkt alsof de prijs u zorgen baart.', 'Ik begrijp het, dat moet moeilijk zijn.', 'Bijvoorbeeld: klanten zoals u besparen 30 procent.', 'Zou u bereid zijn het te proberen?'],
};

describe.each(Object.entries(LINES))('a whole session in %s', (lang, lines) => {
  function run(role: 'learner' | 'counterpart') {
    const started = start({ scenario: phasedSales, role, locale: lang, coachEnabled: true, now: 0, maxUserTurns: 6 });
    let session = started.session;
    const replies = [started.openingMessage];
    const hints: string[] = [];
    lines.forEach((line, i) => {
      const p = prepareTurn(session, line, i + 1);
      replies.push(p.builtinReply);
      if (p.coachHint) hints.push(p.coachHint.message);
      session = commitTurn(session, line, p, p.builtinReply, i + 1);
    });
    return { session, replies, hints, report: buildReport(session, 60_000) };
  }
  const catalogue = engineMessages();
  const english = new Set([...strings(packFor('en').texts, '', new Map()).values(), ...catalogue.keys.map((k) => catalogue.source('en', k))].filter((s) => !s.includes('{')));

  it('replies, hints and report text are in the language, with nothing left unfilled', () => {
    const { session, replies, hints, report } = run('learner');
    expect(session.language).toBe(lang);
    const texts = [...replies, ...hints, report.outcome_label, ...Object.values(report.kstar), ...report.skill_scores.map((s) => s.feedback), ...report.improvement_plan, report.ai_summary];
    for (const t of texts) {
      expect(t, t).not.toMatch(/\{\w+\}/);
      expect(english.has(t), `English text in ${lang}: ${t}`).toBe(false);
    }
    expect(report.timeline.every((t) => !/\{\w+\}/.test(t.user_action))).toBe(true);
    // The learner's empathy and evidence still count in every language.
    expect(session.state.trust).toBeGreaterThan(session.initialState.trust);
    expect(report.kstar.action).toMatch(/\d/);
  });

  it('counterpart role speaks the language too', () => {
    const { replies, report } = run('counterpart');
    for (const t of replies) expect(english.has(t), t).toBe(false);
    expect(report.skill_scores[0]!.feedback).not.toMatch(/\{\w+\}/);
  });

  it('opening lines exist for every category and use the character name', () => {
    for (const category of BUILTIN_CATEGORIES) {
      const { openingMessage } = start({ scenario: scenarioOf(category), role: 'learner', locale: lang, coachEnabled: true, now: 0 });
      expect(openingMessage).toContain('Sam');
      expect(openingMessage).not.toMatch(/\{\w+\}|, \.|,\s*,/);
    }
  });
});

describe('opening lines without a role or a name', () => {
  it('read naturally', () => {
    const bare = { type: 'interview' as const, initial_state: { trust: 0.5, resistance: 0.5, commitment_level: 0.2 } };
    const { openingMessage } = start({ scenario: bare, role: 'learner', coachEnabled: true, now: 0 });
    expect(openingMessage).not.toMatch(/\{\w+\}|, \.|,\s*,|\s{2}/);
  });
});
