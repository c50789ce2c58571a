// The shipped library: every file is complete and valid, the spread over categories and
// difficulty is what the product promises, and every failure condition is in the engine's language.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { conditionProblem } from '../../../src/conversations/engine/conditions.js';
import { DEFAULT_SCENARIO_DIR, builtinScenarioLibrary, loadScenarioLibrary } from '../../../src/conversations/scenarios/library.js';
import { BUILTIN_CATEGORIES, BuiltinScenarioSchema, DIFFICULTIES, EVALUATION_CRITERIA, type BuiltinScenario } from '../../../src/conversations/scenarios/schema.js';
import { CURRENT_VOICES } from '../../../src/conversations/scenarios/voices.js';
import { CONDITION_VARIABLES, UNIT_VARIABLES, checkCondition } from './condition-grammar.js';

interface RawFile {
  file: string;
  category: string;
  raw: unknown;
}

// Read the files directly (not through the loader) so a loader bug cannot hide a bad file.
const files: RawFile[] = readdirSync(DEFAULT_SCENARIO_DIR, { withFileTypes: true })
  .filter((d) => d.isDirectory() && d.name !== 'cards') // cards/<lang>.json: titles in other languages (cards.test.ts)
  .flatMap((d) =>
    readdirSync(path.join(DEFAULT_SCENARIO_DIR, d.name))
      .filter((f) => f.endsWith('.json') && !/\.[a-z]{2}\.json$/.test(f)) // <id>.<language>.json are translations
      .map((f) => {
        const file = path.join(DEFAULT_SCENARIO_DIR, d.name, f);
        return { file, category: d.name, raw: JSON.parse(readFileSync(file, 'utf8')) as unknown };
      }),
  );
const scenarios: BuiltinScenario[] = files.map((f) => BuiltinScenarioSchema.parse(f.raw));
const label = (f: RawFile) => path.relative(DEFAULT_SCENARIO_DIR, f.file);

describe('shipped scenario files', () => {
  it.each(files.map((f) => [label(f), f] as const))('%s validates against BuiltinScenarioSchema and sits where its content says', (_name, f) => {
    const parsed = BuiltinScenarioSchema.safeParse(f.raw);
    expect(parsed.success, parsed.success ? '' : JSON.stringify(parsed.error.issues)).toBe(true);
    const s = parsed.data!;
    expect(s.type).toBe(f.category);
    expect(path.basename(f.file)).toBe(`${s.scenario_id}.json`);
    expect(s.scenario_id).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('has at least 30 scenarios, 3 or more in each of the 10 categories and nothing outside them', () => {
    expect(scenarios.length).toBeGreaterThanOrEqual(30);
    for (const category of BUILTIN_CATEGORIES) {
      expect(scenarios.filter((s) => s.type === category).length, category).toBeGreaterThanOrEqual(3);
    }
    expect(new Set(files.map((f) => f.category))).toEqual(new Set(BUILTIN_CATEGORIES));
  });

  it('uses unique ids, titles and character names', () => {
    for (const key of ['scenario_id', 'title'] as const) {
      const values = scenarios.map((s) => s[key]);
      expect(new Set(values).size, key).toBe(values.length);
    }
    const names = scenarios.map((s) => s.npc_profile.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('gives every scenario 3-6 phases with unique ids and at least one critical phase', () => {
    for (const s of scenarios) {
      expect(s.phases.length, s.scenario_id).toBeGreaterThanOrEqual(3);
      expect(s.phases.length, s.scenario_id).toBeLessThanOrEqual(6);
      expect(new Set(s.phases.map((p) => p.id)).size, s.scenario_id).toBe(s.phases.length);
      expect(s.phases.some((p) => p.critical === true), `${s.scenario_id} has no critical phase`).toBe(true);
      // A scenario where everything is critical marks nothing.
      expect(s.phases.every((p) => p.critical === true), `${s.scenario_id} marks every phase critical`).toBe(false);
    }
  });

  it('gives every scenario 2-4 failure patterns with unique flags', () => {
    for (const s of scenarios) {
      expect(s.failure_patterns.length, s.scenario_id).toBeGreaterThanOrEqual(2);
      expect(s.failure_patterns.length, s.scenario_id).toBeLessThanOrEqual(4);
      const flags = s.failure_patterns.map((p) => p.flag);
      expect(new Set(flags).size, s.scenario_id).toBe(flags.length);
      for (const flag of flags) expect(flag, s.scenario_id).toMatch(/^[a-z][a-z0-9_]*$/);
    }
  });

  const conditions = scenarios.flatMap((s) => s.failure_patterns.map((p) => [s.scenario_id, p.condition] as const));

  it.each(conditions)('%s: "%s" parses with the engine condition parser', (_id, condition) => {
    expect(conditionProblem(condition)).toBeUndefined();
  });

  it.each(conditions)('%s: "%s" follows the documented grammar with meaningful thresholds', (_id, condition) => {
    const { clauses } = checkCondition(condition);
    expect(clauses.length).toBeGreaterThan(0);
    for (const c of clauses) {
      if (UNIT_VARIABLES.has(c.variable)) expect(c.value, `${c.variable} is a 0..1 share`).toBeLessThanOrEqual(1);
      else expect(Number.isInteger(c.value), `${c.variable} counts whole turns or words`).toBe(true);
    }
  });

  it('the reference grammar checker itself rejects what the language does not allow', () => {
    const c = checkCondition('pushy_turns >= 2 and trust < 0.4 or not (turn > 3)');
    expect(c.clauses).toHaveLength(3);
    expect(c.evaluate({ pushy_turns: 2, trust: 0.3, turn: 9 })).toBe(true);
    expect(c.evaluate({ pushy_turns: 2, trust: 0.5, turn: 9 })).toBe(false);
    expect(c.evaluate({ turn: 2 })).toBe(true);
    for (const bad of ['trust < ', 'trust << 1', 'mood > 1', 'closed_questions > open_questions', 'trust < 0.4 and', '(turn > 1', 'turn > 1 && trust < 1']) {
      expect(() => checkCondition(bad), bad).toThrow();
    }
    expect(CONDITION_VARIABLES).toHaveLength(21);
  });

  it('fires no failure pattern at the start, nor after one short, neutral opening turn', () => {
    for (const s of scenarios) {
      const { trust, resistance, commitment_level } = s.initial_state;
      const start = { trust, resistance, commitment_level, skepticism: 0.5, engagement: 0.5 };
      const firstTurn = { ...start, turn: 1, last_turn_words: 25, talk_ratio: 0.5, open_questions: 1, empathy_turns: 1 };
      for (const p of s.failure_patterns) {
        const c = checkCondition(p.condition);
        expect(c.evaluate(start), `${s.scenario_id}/${p.flag} at the start`).toBe(false);
        expect(c.evaluate(firstTurn), `${s.scenario_id}/${p.flag} after one turn`).toBe(false);
      }
    }
  });

  it('weights the five evaluation criteria to a total of 100', () => {
    for (const s of scenarios) {
      const total = EVALUATION_CRITERIA.reduce((sum, c) => sum + s.evaluation_criteria[c], 0);
      expect(total, s.scenario_id).toBe(100);
    }
  });

  it('names a current voice and a short avatar for every character', () => {
    for (const s of scenarios) {
      expect(CURRENT_VOICES, s.scenario_id).toContain(s.npc_profile.voice);
      expect([...s.npc_profile.avatar].length, s.scenario_id).toBeLessThanOrEqual(8);
    }
  });

  it('spreads difficulty: every level present, no level more than half the library', () => {
    for (const s of scenarios) expect(DIFFICULTIES, s.scenario_id).toContain(s.difficulty);
    for (const level of DIFFICULTIES) {
      const n = scenarios.filter((s) => s.difficulty === level).length;
      expect(n, level).toBeGreaterThanOrEqual(Math.floor(scenarios.length / 5));
      expect(n, level).toBeLessThanOrEqual(scenarios.length / 2);
    }
    // Harder scenarios start colder: advanced characters trust less than beginner ones on average.
    const meanTrust = (level: string) => {
      const xs = scenarios.filter((s) => s.difficulty === level).map((s) => s.initial_state.trust);
      return xs.reduce((a, b) => a + b, 0) / xs.length;
    };
    expect(meanTrust('advanced')).toBeLessThan(meanTrust('beginner'));
  });

  it('keeps the hidden motive out of the learner briefing', () => {
    for (const s of scenarios) {
      expect(s.context, s.scenario_id).not.toContain(s.objectives.hidden);
      expect(s.objectives.hidden.length, s.scenario_id).toBeGreaterThan(80);
    }
  });
});

describe('loading the shipped library', () => {
  const library = loadScenarioLibrary();

  it('loads every file', () => {
    expect(library.size).toBe(files.length);
    expect(library.list()).toHaveLength(files.length);
  });

  it('finds scenarios by id and answers undefined for unknown ids', () => {
    for (const s of scenarios) expect(library.get(s.scenario_id)?.title).toBe(s.title);
    expect(library.get('no-such-scenario')).toBeUndefined();
    expect(library.get('__proto__')).toBeUndefined();
  });

  it('groups by category in the fixed category order, beginner before advanced', () => {
    const groups = library.byCategory();
    expect([...groups.keys()]).toEqual([...BUILTIN_CATEGORIES]);
    for (const [category, list] of groups) {
      expect(list.every((s) => s.type === category)).toBe(true);
      const ranks = list.map((s) => DIFFICULTIES.indexOf(s.difficulty!));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    }
    expect(library.list()).toEqual([...groups.values()].flat());
  });

  it('hands out frozen scenarios so one session cannot change another', () => {
    const s = library.get(scenarios[0]!.scenario_id)!;
    expect(Object.isFrozen(s)).toBe(true);
    expect(Object.isFrozen(s.npc_profile)).toBe(true);
    expect(Object.isFrozen(s.phases[0])).toBe(true);
    expect(() => {
      (s as { title: string }).title = 'changed';
    }).toThrow(TypeError);
    expect(Object.isFrozen(library.list())).toBe(true);
    expect(Object.isFrozen(library.byCategory().get('sales'))).toBe(true);
  });

  it('shares one instance per process through builtinScenarioLibrary()', () => {
    expect(builtinScenarioLibrary()).toBe(builtinScenarioLibrary());
    expect(builtinScenarioLibrary().size).toBe(files.length);
  });
});
