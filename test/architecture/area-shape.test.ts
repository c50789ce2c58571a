// Every area has the same file shape (ARCHITECTURE.md, "Inside an area"), checked by name, not
// only by existence: the front door mounts the area's endpoints, `area.ts` builds it, and its
// endpoints are declared once in `endpoints.ts` (no routes.ts or openapi.ts beside them). One job,
// one file, no second way: who may do what is decided in `policy.ts` (never an access.ts, an
// area's auth.ts or a rule function elsewhere), and records become bodies in `presenters.ts`, in
// the endpoints' present steps, never handed to a service to call.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { SHARED_LAYERS } from '../../eslint/area-boundaries.js';

const SRC = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../src');

/** Areas whose construction lives in a sub-folder (the record store builds intake and read together). */
const AREA_FILE: Record<string, string> = { xapi: 'intake/area.ts' };

const areas = readdirSync(SRC).filter((d) => statSync(path.join(SRC, d)).isDirectory() && !SHARED_LAYERS.has(d) && d !== 'cli');
const Cap = (s: string) => s[0]!.toUpperCase() + s.slice(1);

/** Every .ts file under an area, relative to src/. */
function filesOf(dir: string): string[] {
  return readdirSync(path.join(SRC, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? filesOf(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name).split(path.sep).join('/')] : [],
  );
}
const areaFiles = areas.flatMap((a) => filesOf(a));
const base = (file: string) => file.slice(file.lastIndexOf('/') + 1);
const code = (file: string) => readFileSync(path.join(SRC, file), 'utf8');

/**
 * A rule about rights: an exported `may*`, `can*` or `assert*` function (or arrow) that takes the
 * caller (a Principal), a session's access or a computed Access.
 */
const RIGHTS_RULE = /export\s+(?:async\s+)?(?:function\s+((?:may|can|assert)[A-Z]\w*)\s*\(|const\s+((?:may|can|assert)[A-Z]\w*)\s*=\s*(?:async\s*)?\()([^)]*)\)/g;
const rightsRules = (source: string) =>
  [...source.matchAll(RIGHTS_RULE)].filter((m) => /\b(Principal|SessionAccess|Access)\b/.test(m[3]!)).map((m) => (m[1] ?? m[2])!);
/** A function that makes a response body from a record. */
const PRESENTER = /(?:function\s+|const\s+)(present[A-Z]\w*)\b/g;
const read = (area: string, file: string) => readFileSync(path.join(SRC, area, file), 'utf8');

describe('the shape of an area', () => {
  it('knows every area', () => {
    expect(areas).toEqual(expect.arrayContaining(['classes', 'school', 'batch', 'content', 'analytics', 'health', 'xapi', 'conversations', 'maps', 'simulation']));
  });

  for (const area of areas) {
    it(`${area}: index.ts mounts, area.ts builds, endpoints.ts declares; no routes.ts or openapi.ts`, () => {
      expect(read(area, AREA_FILE[area] ?? 'area.ts')).toMatch(new RegExp(`export function create${Cap(area)}Area\\(`));
      const endpoints = read(area, 'endpoints.ts');
      expect(endpoints).toMatch(new RegExp(`export function ${area}Endpoints\\(`));
      expect(endpoints).toMatch(new RegExp(`export function mount${Cap(area)}\\(app: Express`));
      expect(endpoints).toContain('defineEndpoint({');
      expect(read(area, 'index.ts')).toMatch(new RegExp(`export \\{[^}]*\\bmount${Cap(area)}\\b[^}]*\\} from './endpoints\\.js'`));
      for (const gone of ['routes.ts', 'openapi.ts', 'openapi-examples.ts']) expect(existsSync(path.join(SRC, area, gone)), `${area}/${gone}`).toBe(false);
      if (existsSync(path.join(SRC, area, 'migrations.ts'))) expect(read(area, 'migrations.ts')).toMatch(/export const \w+Migrations: Migration\[\]/);
      if (existsSync(path.join(SRC, area, 'presenters.ts'))) expect(read(area, 'presenters.ts')).not.toMatch(/from 'express'/);
    });
  }

  it('who may do what is decided in policy.ts: no access.ts, no rights rule elsewhere, no refusal in an auth.ts', () => {
    expect(areaFiles.filter((f) => base(f) === 'access.ts')).toEqual([]);
    const elsewhere = areaFiles.filter((f) => base(f) !== 'policy.ts').flatMap((f) => rightsRules(code(f)).map((name) => `${f}: ${name}`));
    expect(elsewhere).toEqual([]);
    // A service asks policy about roles rather than comparing them itself.
    expect(areaFiles.filter((f) => base(f) === 'service.ts' && /\b(p|principal)\.role\s*[!=]==/.test(code(f)))).toEqual([]);
    // An area's auth.ts authenticates (who is calling); refusing a known caller is policy's.
    expect(areaFiles.filter((f) => base(f) === 'auth.ts' && /appError\('forbidden'/.test(code(f)))).toEqual([]);
    // The rules the areas keep, so the scan above is known to see them.
    const found = areaFiles.filter((f) => base(f) === 'policy.ts').flatMap((f) => rightsRules(code(f)));
    expect(found).toEqual(expect.arrayContaining(['assertManage', 'assertMayAccept', 'mayEditContent', 'assertAccess', 'mayReadLearnerRecord']));
  });

  it('records become bodies in presenters.ts, in the present step; no service takes or calls a presenter', () => {
    const declaredElsewhere = areaFiles.filter((f) => base(f) !== 'presenters.ts').flatMap((f) => [...code(f).matchAll(PRESENTER)].map((m) => `${f}: ${m[1]}`));
    expect(declaredElsewhere).toEqual([]);
    for (const f of areaFiles.filter((file) => base(file) === 'service.ts')) {
      // No presenter type or callback parameter (`present: ...`, `TurnPresenter<R>`), no present*() call.
      expect(code(f), f).not.toMatch(/\w*Presenter\b|\bpresent\s*:|\bpresent[A-Z]\w*\(/);
    }
    // And no endpoint hands one to a service call: service.x(..., presentY) or service.x(..., (r) => present...).
    const handed = areaFiles
      .filter((f) => /endpoints\.ts$/.test(f))
      .flatMap((f) => [...code(f).matchAll(/service\.\w+\(([^()]|\([^()]*\))*\bpresent[A-Z]\w*/g)].map((m) => `${f}: ${m[0].slice(0, 80)}`));
    expect(handed).toEqual([]);
    // Nor presents in its handle step (handle returns records; present makes the body).
    const inHandle = areaFiles.filter((f) => /endpoints\.ts$/.test(f)).flatMap((f) => [...code(f).matchAll(/^\s*handle:[^\n]*\bpresent[A-Z]\w*/gm)].map((m) => `${f}: ${m[0].trim().slice(0, 80)}`));
    expect(inHandle).toEqual([]);
    // The presenters the scan must see: one file per area that answers JSON bodies it shapes.
    for (const area of ['school', 'classes', 'content', 'conversations', 'batch', 'analytics']) expect(existsSync(path.join(SRC, area, 'presenters.ts')), area).toBe(true);
  });
});
