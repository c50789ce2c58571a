// The built-in scenario library: resources/scenarios/<category>/<scenario_id>.json, read and
// validated once at start-up. A bad file stops start-up with one line naming the file, because a
// library that silently drops a scenario breaks every integrator who links to its id.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { formatZodIssues } from '../../shared/zod-issues.js';
import { BUILTIN_CATEGORIES, BuiltinScenarioSchema, DIFFICULTIES, type BuiltinScenario } from './schema.js';
import { resolveVoice } from './voices.js';
import { deepFreeze } from './freeze.js';
import { translationProblem } from './localize.js';
import { ScenarioTranslationSchema, type ScenarioTranslation } from './translation-schema.js';

export type BuiltinCategory = (typeof BUILTIN_CATEGORIES)[number];

// src/ (tsx) and dist/ (tsc) both sit one level below the project root, so this holds for both.
export const DEFAULT_SCENARIO_DIR = fileURLToPath(new URL('../../../resources/scenarios/', import.meta.url));

const SCENARIO_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Thrown when a scenario file cannot be used; the message is one line naming the file. */
export class ScenarioLibraryError extends Error {
  override name = 'ScenarioLibraryError';
  constructor(
    readonly file: string,
    readonly problem: string,
  ) {
    super(`Invalid built-in scenario ${file}: ${problem}`);
  }
}

export interface ScenarioLibrary {
  /** The scenario with this id (voice already mapped to the current set), or undefined. */
  get(id: string): BuiltinScenario | undefined;
  /** Every scenario: categories in BUILTIN_CATEGORIES order, then by difficulty and title. */
  list(): readonly BuiltinScenario[];
  /** Every category in BUILTIN_CATEGORIES order (empty ones included), each in list() order. */
  byCategory(): ReadonlyMap<BuiltinCategory, readonly BuiltinScenario[]>;
  readonly size: number;
}

/**
 * Reads and validates every `<category>/<id>.json` below `dir`. Other files (README, .gitkeep)
 * are ignored. Throws ScenarioLibraryError on the first unusable file.
 */
export function loadScenarioLibrary(dir: string = DEFAULT_SCENARIO_DIR): ScenarioLibrary {
  const byId = new Map<string, { scenario: BuiltinScenario; file: string }>();
  const { scenarios, translations } = scenarioFiles(dir);
  for (const file of scenarios) {
    const scenario = readScenario(file, translations.get(file) ?? []);
    const previous = byId.get(scenario.scenario_id);
    if (previous) {
      throw new ScenarioLibraryError(shown(file), `duplicate scenario_id "${scenario.scenario_id}" (also in ${shown(previous.file)})`);
    }
    byId.set(scenario.scenario_id, { scenario, file });
  }
  return createLibrary([...byId.values()].map((e) => e.scenario));
}

let builtin: ScenarioLibrary | undefined;

/** The shipped library, loaded on first use and shared by every app built in this process. */
export function builtinScenarioLibrary(): ScenarioLibrary {
  builtin ??= loadScenarioLibrary();
  return builtin;
}

/** Builds the lookup structures from already-validated scenarios (exported for tests). */
export function createLibrary(scenarios: readonly BuiltinScenario[]): ScenarioLibrary {
  const sorted = [...scenarios].sort(compareScenarios);
  const byId = new Map(sorted.map((s) => [s.scenario_id, s]));
  const groups = new Map<BuiltinCategory, BuiltinScenario[]>(BUILTIN_CATEGORIES.map((c) => [c, []]));
  for (const s of sorted) groups.get(s.type)!.push(s);
  Object.freeze(sorted);
  for (const list of groups.values()) Object.freeze(list);
  return {
    get: (id) => byId.get(id),
    list: () => sorted,
    byCategory: () => groups,
    size: sorted.length,
  };
}

function compareScenarios(a: BuiltinScenario, b: BuiltinScenario): number {
  return (
    BUILTIN_CATEGORIES.indexOf(a.type) - BUILTIN_CATEGORIES.indexOf(b.type) ||
    difficultyRank(a) - difficultyRank(b) ||
    a.title.localeCompare(b.title, 'en') ||
    a.scenario_id.localeCompare(b.scenario_id, 'en')
  );
}

function difficultyRank(s: BuiltinScenario): number {
  return s.difficulty ? DIFFICULTIES.indexOf(s.difficulty) : DIFFICULTIES.length;
}

/** The folder of the scenarios' cards in other languages (cards.ts). */
const CARDS_FOLDER = 'cards';

/** `<scenario_id>.<language>.json`: a translation beside its scenario. */
const TRANSLATION_FILE = /^(.+)\.([a-z]{2})\.json$/;

/**
 * Scenario files, and per scenario file its translation files. Sorted so the load order, and so
 * the first error reported, is the same on every machine.
 */
function scenarioFiles(dir: string): { scenarios: string[]; translations: Map<string, string[]> } {
  let entries: string[];
  try {
    entries = readdirSync(dir).sort();
  } catch (err) {
    throw new ScenarioLibraryError(shown(dir), `cannot read the scenario folder (${(err as NodeJS.ErrnoException).code ?? String(err)})`);
  }
  const files: string[] = [];
  const translations = new Map<string, string[]>();
  for (const entry of entries) {
    const full = path.join(dir, entry);
    if (!statSync(full).isDirectory()) {
      if (entry.endsWith('.json')) throw new ScenarioLibraryError(shown(full), 'scenario files belong in a category folder (<category>/<scenario_id>.json)');
      continue;
    }
    // The scenarios' cards in other languages (cards.ts), not a category.
    if (entry === CARDS_FOLDER) continue;
    if (!(BUILTIN_CATEGORIES as readonly string[]).includes(entry)) {
      throw new ScenarioLibraryError(shown(full), `unknown category folder "${entry}" (expected one of ${BUILTIN_CATEGORIES.join(', ')})`);
    }
    const names = readdirSync(full).sort();
    for (const name of names) {
      if (!name.endsWith('.json')) continue;
      const t = TRANSLATION_FILE.exec(name);
      if (!t) {
        files.push(path.join(full, name));
        continue;
      }
      const of = path.join(full, `${t[1]}.json`);
      if (!names.includes(`${t[1]}.json`)) throw new ScenarioLibraryError(shown(path.join(full, name)), `a translation of "${t[1]}", but there is no ${t[1]}.json beside it`);
      translations.set(of, [...(translations.get(of) ?? []), path.join(full, name)]);
    }
  }
  return { scenarios: files, translations };
}

function readJson(file: string): unknown {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch (err) {
    throw new ScenarioLibraryError(shown(file), `not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
}

function readTranslation(scenario: BuiltinScenario, file: string): ScenarioTranslation {
  const parsed = ScenarioTranslationSchema.safeParse(readJson(file));
  if (!parsed.success) {
    const problems = formatZodIssues(parsed.error.issues);
    throw new ScenarioLibraryError(shown(file), `${problems[0]}${problems.length > 1 ? ` (and ${problems.length - 1} more)` : ''}`);
  }
  const t = parsed.data;
  const lang = TRANSLATION_FILE.exec(path.basename(file))![2]!;
  if (t.language !== lang) throw new ScenarioLibraryError(shown(file), `language "${t.language}" does not match the file name (.${lang}.json)`);
  if (t.language === (scenario.language ?? 'en')) throw new ScenarioLibraryError(shown(file), `the scenario itself is written in "${t.language}"`);
  const problem = translationProblem(scenario, t);
  if (problem) throw new ScenarioLibraryError(shown(file), problem);
  return t;
}

function readScenario(file: string, translationFiles: readonly string[]): BuiltinScenario {
  const where = shown(file);
  const parsed = BuiltinScenarioSchema.safeParse(readJson(file));
  if (!parsed.success) {
    const problems = formatZodIssues(parsed.error.issues);
    const more = problems.length > 1 ? ` (and ${problems.length - 1} more problem${problems.length > 2 ? 's' : ''})` : '';
    throw new ScenarioLibraryError(where, `${problems[0]}${more}`);
  }
  const scenario = parsed.data;
  const problem = placementProblem(scenario, file) ?? structureProblem(scenario);
  if (problem) throw new ScenarioLibraryError(where, problem);
  const voice = resolveVoice(scenario.npc_profile.voice, scenario.type);
  const translations: Record<string, ScenarioTranslation> = {};
  for (const f of translationFiles) {
    const t = readTranslation(scenario, f);
    translations[t.language] = t;
  }
  const withVoice = { ...scenario, npc_profile: { ...scenario.npc_profile, voice } };
  return deepFreeze(translationFiles.length > 0 ? { ...withVoice, translations } : withVoice);
}

/** The path tells where a scenario lives, so it must agree with the content. */
function placementProblem(s: BuiltinScenario, file: string): string | undefined {
  if (!SCENARIO_ID.test(s.scenario_id)) return `scenario_id "${s.scenario_id}" must be kebab-case (lower-case words joined by "-")`;
  const folder = path.basename(path.dirname(file));
  if (folder !== s.type) return `type "${s.type}" does not match its category folder "${folder}"`;
  const name = path.basename(file, '.json');
  if (name !== s.scenario_id) return `scenario_id "${s.scenario_id}" does not match the file name "${name}.json"`;
  return undefined;
}

/** Rules the engine relies on that a schema cannot express per item. */
function structureProblem(s: BuiltinScenario): string | undefined {
  const phaseIds = new Set<string>();
  for (const [i, phase] of s.phases.entries()) {
    if (phaseIds.has(phase.id)) return `phases[${i}].id: duplicate phase id "${phase.id}"`;
    phaseIds.add(phase.id);
  }
  if (!s.phases.some((p) => p.critical)) return 'phases: mark at least one phase "critical": true';
  const flags = new Set<string>();
  for (const [i, pattern] of s.failure_patterns.entries()) {
    if (flags.has(pattern.flag)) return `failure_patterns[${i}].flag: duplicate flag "${pattern.flag}"`;
    flags.add(pattern.flag);
  }
  return undefined;
}

/** Relative to the working directory (resources/scenarios/...) when inside it, else absolute. */
function shown(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel === '' || rel.startsWith('..') || path.isAbsolute(rel) ? path.resolve(file) : rel;
}

