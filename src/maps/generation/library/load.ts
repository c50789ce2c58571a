// Reads the curated library (resources/maps-library) once, at start-up: index.json names the
// domains in lookup order, each <id>.json is checked against its schema, then as a whole: ids
// unique, every relation and subdomain names a concept of its own domain, every file listed. A
// broken file stops start-up with one line naming it.
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { readCheckedJson } from '../../../shared/json-file.js';
import { CuratedDomainSchema, LibraryIndexSchema, type CuratedDomain } from './schema.js';

export class CuratedLibraryError extends Error {
  override name = 'CuratedLibraryError';
}

export const LIBRARY_DIR = fileURLToPath(new URL('../../../../resources/maps-library/', import.meta.url));

const fail = (line: string) => new CuratedLibraryError(line);

function checkDomain(d: CuratedDomain, file: string): void {
  const known = new Set<string>();
  for (const c of d.concepts) {
    if (known.has(c.id)) throw new CuratedLibraryError(`${file}: concept ${c.id} listed twice`);
    known.add(c.id);
  }
  for (const c of d.concepts) {
    for (const ref of [...c.requires, ...c.enables, ...c.related, ...c.isA]) {
      if (!known.has(ref)) throw new CuratedLibraryError(`${file}: concept ${c.id} refers to unknown ${ref}`);
    }
  }
  for (const s of d.subdomains) {
    for (const id of s.concepts) if (!known.has(id)) throw new CuratedLibraryError(`${file}: subdomain ${s.id} lists unknown ${id}`);
  }
}

export function loadLibrary(dir = LIBRARY_DIR): CuratedDomain[] {
  const { domains: ids } = readCheckedJson(dir, 'index.json', LibraryIndexSchema, fail);
  const files = new Set(readdirSync(dir).filter((f) => f.endsWith('.json') && f !== 'index.json'));
  const domains = ids.map((id) => {
    const file = `${id}.json`;
    if (!files.delete(file)) throw new CuratedLibraryError(`index.json: ${id} is listed twice or has no ${file}`);
    const domain = readCheckedJson(dir, file, CuratedDomainSchema, fail);
    if (domain.id !== id) throw new CuratedLibraryError(`${file}: id ${domain.id} differs from its file name`);
    checkDomain(domain, file);
    return domain;
  });
  if (files.size) throw new CuratedLibraryError(`index.json: ${[...files].join(', ')} not listed`);
  return domains;
}
