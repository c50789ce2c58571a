// The loader against temporary folders: a good file loads (with its voice mapped), and every kind
// of bad file stops loading with one line that names the file and the problem.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DEFAULT_SCENARIO_DIR, ScenarioLibraryError, loadScenarioLibrary } from '../../../src/conversations/scenarios/library.js';

const template = JSON.parse(readFileSync(path.join(DEFAULT_SCENARIO_DIR, 'sales', 'bakery-pos-first-buyer.json'), 'utf8')) as Record<string, unknown>;

function scenario(id: string, patch: Record<string, unknown> = {}): Record<string, unknown> {
  return { ...structuredClone(template), scenario_id: id, ...patch };
}

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Writes `{ 'sales/x.json': content }` into a fresh folder; objects are JSON-encoded. */
function folder(files: Record<string, unknown>): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'scenarios-'));
  dirs.push(dir);
  for (const [rel, content] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, rel)), { recursive: true });
    writeFileSync(path.join(dir, rel), typeof content === 'string' ? content : JSON.stringify(content));
  }
  return dir;
}

function loadError(dir: string): ScenarioLibraryError {
  try {
    loadScenarioLibrary(dir);
  } catch (err) {
    expect(err).toBeInstanceOf(ScenarioLibraryError);
    const e = err as ScenarioLibraryError;
    expect(e.message).not.toContain('\n');
    return e;
  }
  throw new Error('expected loading to fail');
}

describe('loadScenarioLibrary on a temporary folder', () => {
  it('loads valid files, ignores non-JSON files and empty categories', () => {
    const dir = folder({ 'sales/a-one.json': scenario('a-one'), 'sales/README.md': '# notes', 'dating/.gitkeep': '' });
    const lib = loadScenarioLibrary(dir);
    expect(lib.size).toBe(1);
    expect(lib.get('a-one')?.type).toBe('sales');
    expect(lib.byCategory().get('dating')).toEqual([]);
  });

  it('maps a legacy voice to the current set at load time', () => {
    const npc = { ...(template.npc_profile as object), voice: 'Fable' };
    const dir = folder({ 'sales/legacy-voice.json': scenario('legacy-voice', { npc_profile: npc }) });
    expect(loadScenarioLibrary(dir).get('legacy-voice')?.npc_profile.voice).toBe('ballad');
  });

  it('replaces an unknown voice name with the default of the scenario type', () => {
    const npc = { ...(template.npc_profile as object), voice: 'robot-9000' };
    const dir = folder({ 'sales/odd-voice.json': scenario('odd-voice', { npc_profile: npc }) });
    expect(loadScenarioLibrary(dir).get('odd-voice')?.npc_profile.voice).toBe('verse');
  });

  it('names the file and the JSON problem for a file that is not JSON', () => {
    const dir = folder({ 'sales/ok-one.json': scenario('ok-one'), 'sales/broken.json': '{ "scenario_id": "broken", ' });
    const e = loadError(dir);
    expect(e.file).toBe(path.join(dir, 'sales', 'broken.json'));
    expect(e.message).toMatch(/^Invalid built-in scenario .*sales\/broken\.json: not valid JSON/);
  });

  it('names the file and the field for a schema violation', () => {
    const incomplete = scenario('no-objective');
    delete incomplete.training_objective;
    const e = loadError(folder({ 'sales/no-objective.json': incomplete }));
    expect(e.message).toContain('sales/no-objective.json');
    expect(e.message).toContain('training_objective');
  });

  it('reports an unknown field and a bad state value by path', () => {
    const e1 = loadError(folder({ 'sales/extra.json': scenario('extra', { mood: 'x' }) }));
    expect(e1.message).toMatch(/extra\.json: mood: unknown field/);
    const e2 = loadError(folder({ 'sales/bad-trust.json': scenario('bad-trust', { initial_state: { trust: 2, resistance: 0.5, commitment_level: 0.1, emotion: 'calm' } }) }));
    expect(e2.message).toMatch(/bad-trust\.json: initial_state\.trust: /);
  });

  it('counts the further problems of a file in the same line', () => {
    const e = loadError(folder({ 'sales/many.json': { scenario_id: 'many', type: 'sales' } }));
    expect(e.message).toMatch(/many\.json: .+ \(and \d+ more problems\)$/);
  });

  it('rejects a duplicate id in another category folder, naming both files', () => {
    const dir = folder({ 'sales/same-id.json': scenario('same-id'), 'negotiation/same-id.json': scenario('same-id', { type: 'negotiation' }) });
    const e = loadError(dir);
    expect(e.message).toContain('duplicate scenario_id "same-id"');
    expect(e.message).toContain('negotiation/same-id.json');
    expect(e.message).toContain('sales/same-id.json');
  });

  it('rejects a file whose type disagrees with its folder, or whose name disagrees with its id', () => {
    expect(loadError(folder({ 'dating/wrong-folder.json': scenario('wrong-folder') })).message).toContain('does not match its category folder "dating"');
    expect(loadError(folder({ 'sales/file-name.json': scenario('other-name') })).message).toContain('does not match the file name');
  });

  it('rejects ids that are not kebab-case', () => {
    expect(loadError(folder({ 'sales/Bad_Id.json': scenario('Bad_Id') })).message).toContain('must be kebab-case');
  });

  it('rejects an unknown category folder and a file outside any category', () => {
    expect(loadError(folder({ 'therapy/x.json': scenario('x', { type: 'therapy' }) })).message).toContain('unknown category folder "therapy"');
    expect(loadError(folder({ 'loose.json': scenario('loose') })).message).toContain('belong in a category folder');
  });

  it('rejects phase lists without a critical phase or with repeated ids, and repeated flags', () => {
    const phases = (template.phases as Array<Record<string, unknown>>).map(({ critical: _c, ...p }) => p);
    expect(loadError(folder({ 'sales/no-critical.json': scenario('no-critical', { phases }) })).message).toContain('at least one phase "critical": true');
    const twice = [...(template.phases as object[]), (template.phases as object[])[0]];
    expect(loadError(folder({ 'sales/dup-phase.json': scenario('dup-phase', { phases: twice }) })).message).toMatch(/phases\[\d\]\.id: duplicate phase id/);
    const fp = template.failure_patterns as object[];
    expect(loadError(folder({ 'sales/dup-flag.json': scenario('dup-flag', { failure_patterns: [...fp, fp[0]] }) })).message).toMatch(/failure_patterns\[\d\]\.flag: duplicate flag/);
  });

  it('says so in one line when the folder does not exist', () => {
    const e = loadError(path.join(tmpdir(), 'no-such-scenario-folder-xyz'));
    expect(e.message).toContain('cannot read the scenario folder (ENOENT)');
  });
});
