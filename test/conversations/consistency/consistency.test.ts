// Replays at least 1,000 sessions from three sources through the engine and runs the consistency
// checker (checker.ts) over each: coach, mood and report must never contradict each other, the
// transcript or the character. Sources:
// - the labelled corpus (test/fixtures/pedagogy), every language, 8 lines per session, each
//   session against the next built-in scenario, in the corpus's language;
// - real therapy transcripts (AnnoMI, Wu et al., ICASSP 2022): the therapist's lines as the
//   learner's turns (up to 40 per transcript), against the built-in coaching and medical scenarios;
// - the built-in scenarios' skilled and poor transcripts (test/fixtures/transcripts).
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadCorpus } from '../../../scripts/eval-pedagogy.js';
import { loadAnnoMI } from '../../../scripts/annomi.js';
import { builtinScenarioLibrary } from '../../../src/conversations/scenarios/library.js';
import { playTranscript, transcriptsFor } from '../scenarios/transcripts.js';
import { checked, checkSession, type Violation } from './checker.js';

const DATA = path.resolve(import.meta.dirname, '../../../../shared/data/annomi-dev.csv');
const PER_SESSION = 8;
const MAX_REAL_TURNS = 40;

describe('consistency of coach, mood and report over replayed sessions', () => {
  const scenarios = builtinScenarioLibrary().list();
  const found: Array<Violation & { source: string }> = [];
  let sessions = 0;
  const play = (source: string, scenario: (typeof scenarios)[number], lines: readonly string[], locale?: string) => {
    const { session, report } = playTranscript(scenario, lines, locale);
    sessions++;
    for (const v of checkSession(session, report)) found.push({ ...v, source });
  };

  it('the corpus, in every language', () => {
    let k = 0;
    for (const [lang, items] of loadCorpus()) {
      for (let i = 0; i < items.length; i += PER_SESSION) play(`corpus ${lang} ${i}`, scenarios[k++ % scenarios.length]!, items.slice(i, i + PER_SESSION).map((it) => it.text), lang);
    }
  }, 120_000);

  it('real therapy transcripts, the therapist as the learner', () => {
    const helping = scenarios.filter((s) => s.type === 'coaching' || s.type === 'medical');
    const byTranscript = new Map<number, string[]>();
    for (const u of loadAnnoMI(DATA)) {
      const list = byTranscript.get(u.transcript) ?? [];
      if (list.length < MAX_REAL_TURNS) list.push(u.text);
      byTranscript.set(u.transcript, list);
    }
    let k = 0;
    for (const [t, lines] of byTranscript) play(`AnnoMI ${t}`, helping[k++ % helping.length]!, lines, 'en');
  }, 120_000);

  it('the built-in scenarios\' skilled and poor transcripts', () => {
    let n = 0;
    for (const s of scenarios) {
      const t = transcriptsFor(s.scenario_id);
      if (!t) continue;
      play(`${s.scenario_id} skilled`, s, t.skilled);
      play(`${s.scenario_id} poor`, s, t.poor);
      n += 2;
    }
    expect(n).toBe(66);
  }, 60_000);

  it('at least 1,000 sessions, 0 violations', () => {
    expect(sessions).toBe(1964);
    // Every rule had cases to check.
    for (const [what, n] of Object.entries(checked)) expect(n, what).toBeGreaterThan(20);
    const byRule = [1, 2, 3, 4].map((r) => `rule ${r}: ${found.filter((v) => v.rule === r).length}`).join(', ');
    expect(byRule).toBe('rule 1: 0, rule 2: 0, rule 3: 0, rule 4: 0');
    expect(found.slice(0, 20).map((v) => `rule ${v.rule} ${v.source} turn ${v.turn}: ${v.detail}`)).toEqual([]);
    expect(found.length).toBe(0);
  });
});
