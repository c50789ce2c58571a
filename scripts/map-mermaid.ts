// Prints a map response as a Mermaid flowchart, for the README's example figure:
//   npx tsx scripts/map-mermaid.ts '{"domain":"Mathematics","subdomain":"Arithmetic","key":"Fractions","audience":{"age":10}}'
// It sends the request through the real app (built-in generator, in-process), so the figure is a
// real response.
import request from 'supertest';
import { buildTestApp } from '../test/helpers/app.js';

const body = JSON.parse(process.argv[2] ?? '{"domain":"Mathematics","subdomain":"Arithmetic","key":"Fractions","audience":{"age":10}}') as Record<string, unknown>;
const { app } = await buildTestApp({ dataDir: `/tmp/map-mermaid-${process.pid}` });
const res = await request(app).post('/api/direct/map').send(body);
const map = res.body.map as { nodes: Array<{ id: string; label: string; type: string; isCenter?: boolean }>; edges: Array<{ from: string; to: string; type: string }>; learningPath: string[] };
const id = (s: string) => s.replace(/[^A-Za-z0-9]/g, '_');
const lines = ['flowchart LR'];
for (const n of map.nodes) {
  const text = `${map.learningPath.indexOf(n.id) + 1}. ${n.label}`.replace(/"/g, "'");
  lines.push(n.isCenter ? `  ${id(n.id)}(["${text}"])` : n.type === 'prerequisite' ? `  ${id(n.id)}[/"${text}"/]` : n.type === 'skill' ? `  ${id(n.id)}["${text}"]` : `  ${id(n.id)}("${text}")`);
}
for (const e of map.edges) lines.push(`  ${id(e.from)} -->${e.type === 'requires' ? '' : `|${e.type}|`} ${id(e.to)}`);
console.log(lines.join('\n'));
console.error(`quality ${res.body.quality?.score}; warnings: ${JSON.stringify(res.body.warnings)}`);
