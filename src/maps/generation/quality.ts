// The built-in Q2L estimate: the same four criteria the model scores (coverage of the key,
// soundness of prerequisites, granularity, path coherence), measured from the map's structure.
// Used for built-in maps and when a model's score call fails.
import type { ConceptMap, Quality } from '../map-schema.js';
import type { MapInput } from './types.js';

export function heuristicQuality(map: ConceptMap, input: MapInput): Quality {
  const reasons: string[] = [];
  const n = map.nodes.length;
  if (!n) return { score: 0, reasons: ['The map is empty'], method: 'builtin' };
  const order = map.edges.filter((e) => e.type === 'requires' || e.type === 'enables');
  const centre = map.nodes.find((n) => n.isCenter);

  // Coverage: the key is present and connected.
  let coverage = 1;
  if (input.form === 'structural') {
    const degree = centre ? map.edges.filter((e) => e.from === centre.id || e.to === centre.id).length : 0;
    coverage = centre ? Math.min(1, 0.4 + degree * 0.15) : 0;
    reasons.push(centre ? `The key is the centre with ${degree} direct links` : 'The key is missing');
  }

  // Soundness of prerequisites: the key has prerequisites, and order edges exist at all.
  const before = centre ? order.filter((e) => e.to === centre.id).length : 0;
  const soundness = order.length === 0 ? 0.3 : Math.min(1, 0.5 + before * 0.15 + order.length / (2 * n));
  reasons.push(order.length ? `${order.length} prerequisite/sequence links${centre ? `, ${before} leading into the key` : ''}` : 'No prerequisite links: the order is by type and label only');

  // Granularity: 8 to 20 nodes is a teachable map.
  const granularity = n >= 8 && n <= 20 ? 1 : n < 8 ? 0.4 + n * 0.075 : Math.max(0.5, 1 - (n - 20) / 40);
  reasons.push(`${n} concepts${n < 8 ? ' (few)' : n > 20 ? ' (many)' : ''}`);

  // Path coherence: consecutive steps are connected, and most nodes take part in some link.
  const linked = new Set(map.edges.flatMap((e) => [e.from, e.to]));
  const isolated = map.nodes.filter((x) => !linked.has(x.id)).length;
  const coherence = 1 - isolated / n;
  if (isolated) reasons.push(`${isolated} concepts are not linked to any other`);

  const score = Math.round(((coverage + soundness + granularity + coherence) / 4) * 100) / 100;
  return { score, reasons, method: 'builtin' };
}
