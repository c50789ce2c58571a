// ESLint rule `local/area-boundaries`: the import rule of ARCHITECTURE.md ("Boundaries").
//
//   src/<area>/...            an area (conversations, maps, classes, ...; any folder not listed
//                             as shared below is an area, so a new area is protected at once)
//   src/<shared layer>/...    http, llm, storage, net, openapi, auth, users, shared, web
//   src/<file>.ts             config, clock, logger: shared; app, composition-root, server,
//                             bootstrap: the composition (they wire areas together)
//
// 1. An area may import another area only through its front door, `src/<area>/index.ts`.
// 2. A shared layer (or shared top-level file) may not import from any area.
// 3. The composition files may import areas, through their front doors only.
// 4. An area never builds rate-limit counters: it imports neither express-rate-limit nor the
//    embedded counter store (src/http/clock-window-store.ts); it gets its limiters from the auth
//    layer (`auth.perUserLimit`, `auth.perKeyLimit`, `auth.keyedCount`).
// Relative imports and `import()` with a literal are checked; of packages only rule 4's.
import path from 'node:path';
import { noImportCycle } from './no-import-cycle.js';
import { noProviderBranch } from './no-provider-branch.js';

export const SHARED_LAYERS = new Set(['http', 'llm', 'storage', 'net', 'openapi', 'auth', 'users', 'shared', 'web']);
const SHARED_FILES = new Set(['config', 'clock', 'logger']);
const FRONT_DOOR = /^index\.(ts|js)$/;
const COUNTER_PACKAGES = new Set(['express-rate-limit']);
const COUNTER_MODULES = new Set(['http/clock-window-store']);

/** Where a file sits: its area or layer, and whether it is shared. Undefined outside src/. */
function placeOf(file, srcRoot) {
  const rel = path.relative(srcRoot, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  const parts = rel.split(path.sep);
  if (parts.length === 1) {
    const name = parts[0].replace(/\.(ts|js|d\.ts)$/, '');
    return { kind: SHARED_FILES.has(name) ? 'shared' : 'composition', name, rest: [] };
  }
  const [top, ...rest] = parts;
  return { kind: SHARED_LAYERS.has(top) ? 'shared' : 'area', name: top, rest };
}

export const areaBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Areas import each other only through index.ts; shared layers never import areas (ARCHITECTURE.md).' },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      deepImport:
        'Import the "{{area}}" area through its front door (src/{{area}}/index.ts), not {{target}}: other areas may only use what index.ts exports (ARCHITECTURE.md, Boundaries).',
      sharedImportsArea:
        'The shared layer "{{from}}" must not import from the "{{area}}" area ({{target}}): move the shared shape to a shared module or pass it in from the composition root (ARCHITECTURE.md, Boundaries).',
      areaBuildsCounters:
        'The "{{area}}" area must not build rate-limit counters ({{target}}): take a limiter from the auth layer (auth.perUserLimit, auth.perKeyLimit, auth.keyedCount; ARCHITECTURE.md).',
    },
  },
  create(context) {
    const cwd = context.cwd ?? context.getCwd();
    const srcRoot = path.resolve(cwd, context.options[0]?.srcRoot ?? 'src');
    const filename = context.filename ?? context.getFilename();
    const from = placeOf(filename, srcRoot);
    if (!from) return {};

    function check(node, source) {
      if (typeof source !== 'string') return;
      if (from.kind === 'area' && buildsCounters(source)) {
        context.report({ node, messageId: 'areaBuildsCounters', data: { area: from.name, target: source } });
        return;
      }
      if (!source.startsWith('.')) return;
      const target = placeOf(path.resolve(path.dirname(filename), source), srcRoot);
      if (!target || target.kind !== 'area') return;
      if (from.kind === 'area' && from.name === target.name) return;
      const shown = `src/${path.relative(srcRoot, path.resolve(path.dirname(filename), source)).split(path.sep).join('/')}`;
      if (from.kind === 'shared') {
        context.report({ node, messageId: 'sharedImportsArea', data: { from: from.name, area: target.name, target: shown } });
        return;
      }
      const isFrontDoor = target.rest.length === 1 && FRONT_DOOR.test(target.rest[0]);
      if (!isFrontDoor) context.report({ node, messageId: 'deepImport', data: { area: target.name, target: shown } });
    }

    function buildsCounters(source) {
      if (COUNTER_PACKAGES.has(source)) return true;
      if (!source.startsWith('.')) return false;
      const rel = path.relative(srcRoot, path.resolve(path.dirname(filename), source)).split(path.sep).join('/');
      return COUNTER_MODULES.has(rel.replace(/\.(ts|js)$/, ''));
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};

export default { meta: { name: 'local' }, rules: { 'area-boundaries': areaBoundaries, 'no-import-cycle': noImportCycle, 'no-provider-branch': noProviderBranch } };
