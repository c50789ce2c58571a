// Every package the service installs is a choice, and the README says why each exists: a
// dependency added without a line in its "Dependencies and why each exists" table fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** The README's dependency table: every name written as code in its rows (a package may be explained in another's row, as alex's own parts are). */
function explained(): Set<string> {
  const readme = readFileSync(path.join(ROOT, 'README.md'), 'utf8');
  const start = readme.indexOf('## Dependencies and why each exists');
  expect(start).toBeGreaterThan(-1);
  const next = readme.indexOf('\n## ', start + 1);
  const section = readme.slice(start, next === -1 ? undefined : next);
  const names = new Set<string>();
  for (const row of section.split('\n')) {
    if (!row.startsWith('| ')) continue;
    for (const m of row.matchAll(/`([^`]+)`/g)) names.add(m[1]!);
  }
  return names;
}

describe('the README explains every dependency', () => {
  it('names each runtime and development package of package.json in its dependency table', () => {
    const pkg = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8')) as {
      dependencies: Record<string, string>;
      devDependencies: Record<string, string>;
    };
    const names = explained();
    const why = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.devDependencies)];
    // A family written with a star (`nlcst-*`, `@types/*`) names every package it begins.
    const families = [...names].filter((n) => n.endsWith('*')).map((n) => n.slice(0, -1));
    const missing = why.filter((name) => !names.has(name) && !families.some((prefix) => name.startsWith(prefix)));
    expect(missing).toEqual([]);
  });
});
