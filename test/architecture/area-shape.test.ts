// Every area has the same file shape (ARCHITECTURE.md, "Inside an area"), checked by name, not
// only by existence: the front door mounts the area's endpoints, `area.ts` builds it, and its
// endpoints are declared once in `endpoints.ts` (no routes.ts or openapi.ts beside them).
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
});
