// ESLint rule `local/no-import-cycle`: no import cycle in the sources, at two levels
// (ARCHITECTURE.md, "Boundaries"):
//
//   files    a.ts imports b.ts, which (through any chain) imports a.ts again; `import type`
//            counts, so a cycle of types is refused too;
//   folders  the top-level folders under src/ (areas and shared layers; a top-level file is its
//            own unit): area A imports B's front door while something in B imports A.
//
// Each import on a cycle is reported, with the cycle it closes. The whole graph comes from
// import-graph.js (read once per run, refreshed when files change).
import path from 'node:path';
import { importGraph, importsOf, pathBetween, resolveImport } from './import-graph.js';

/** The top-level unit of a file: `maps` for src/maps/..., `config.ts` for src/config.ts. */
function unitOf(file, srcRoot) {
  return path.relative(srcRoot, file).split(path.sep)[0];
}

/** unit -> units it imports, with one import that makes each link (to show in the message). */
function unitGraph(files, srcRoot) {
  const links = new Map();
  for (const [file, { imports }] of files) {
    const from = unitOf(file, srcRoot);
    for (const target of imports) {
      const to = unitOf(target, srcRoot);
      if (to === from) continue;
      if (!links.has(from)) links.set(from, new Map());
      if (!links.get(from).has(to)) links.get(from).set(to, [file, target]);
    }
  }
  return links;
}

const unitGraphs = new WeakMap();

export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'No import cycle between files, nor between the top-level folders of src/ (ARCHITECTURE.md).' },
    schema: [{ type: 'object', properties: { srcRoot: { type: 'string' } }, additionalProperties: false }],
    messages: {
      fileCycle:
        'Import cycle: {{cycle}}. Move what both sides need into a module that imports neither (a shared shape belongs beside its owner, or in src/shared/).',
      folderCycle:
        'Folder cycle: {{cycle}} ({{links}}). One side must not know the other: pass it in from the composition root as a port, or move the shared shape to src/shared/.',
    },
  },
  create(context) {
    const cwd = context.cwd ?? context.getCwd();
    const srcRoot = path.resolve(cwd, context.options[0]?.srcRoot ?? 'src');
    const filename = context.filename ?? context.getFilename();
    const rel = path.relative(srcRoot, filename);
    if (rel.startsWith('..') || path.isAbsolute(rel)) return {};

    const files = importGraph(srcRoot);
    // The linted text may be newer than the file on disk (an editor's buffer).
    const own = importsOf(filename, context.sourceCode?.text ?? context.getSourceCode().text);
    const importsFrom = (file) => (file === filename ? own : (files.get(file)?.imports ?? []));
    if (!unitGraphs.has(files)) unitGraphs.set(files, unitGraph(files, srcRoot));
    const units = unitGraphs.get(files);
    const shown = (file) => path.relative(srcRoot, file).split(path.sep).join('/');

    function check(node, source) {
      if (typeof source !== 'string') return;
      const target = resolveImport(filename, source);
      if (!target || !files.has(target)) return;
      const back = pathBetween(importsFrom, target, filename);
      if (back) {
        context.report({ node, messageId: 'fileCycle', data: { cycle: [filename, ...back].map(shown).join(' -> ') } });
        return;
      }
      const [fromUnit, toUnit] = [unitOf(filename, srcRoot), unitOf(target, srcRoot)];
      if (fromUnit === toUnit) return;
      const unitBack = pathBetween((u) => units.get(u)?.keys() ?? [], toUnit, fromUnit);
      if (!unitBack) return;
      const links = unitBack.slice(1).map((u, i) => units.get(unitBack[i]).get(u).map(shown).join(' imports '));
      context.report({ node, messageId: 'folderCycle', data: { cycle: [fromUnit, ...unitBack].join(' -> '), links: links.join('; ') } });
    }

    return {
      ImportDeclaration: (node) => check(node.source, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
      ExportAllDeclaration: (node) => check(node.source, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
    };
  },
};
