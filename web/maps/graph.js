// Concept-map drawing: a layered layout by dagre (fewer crossings, boxes sized to their labels;
// bands = learning phases, or dependency levels when there is no learning path) rendered as
// inline SVG, plus node selection that highlights a node's edges.
import dagre from '@dagrejs/dagre';
import { svg as s } from '../shared/dom.js';

/** English text, for a caller that passes no translation (`t(key, params)` of web/shared/messages.js). */
const ENGLISH = {
  'graph.aria': ({ nodes, edges }) => `Concept map with ${nodes} nodes and ${edges} edges`,
  'graph.key_concept': () => 'key concept',
  'graph.step': ({ n }) => `step ${n}`,
  'graph.other': () => 'Other',
  'graph.level': ({ n }) => `Level ${n}`,
};
const english = (key, params = {}) => (ENGLISH[key] ? ENGLISH[key](params) : key);

export const NODE_TYPES = [
  { type: 'concept', label: 'Concept (theory)' },
  { type: 'skill', label: 'Skill (practical ability)' },
  { type: 'prerequisite', label: 'Prerequisite (foundation)' },
];
export const EDGE_TYPES = [
  { type: 'requires', label: 'requires: target needs the source first' },
  { type: 'enables', label: 'enables: source leads to the target' },
  { type: 'related', label: 'related: general relationship' },
  { type: 'special-case', label: 'special-case: source is a type of the target' },
];

const G = { pad: 14, header: 24, bandPad: 8, lineH: 15, padX: 10, padY: 9, badge: 26, maxText: 172, minW: 96, font: '12px system-ui, sans-serif' };
/** The smallest the drawing is scaled to fit a narrow screen; below it the frame scrolls. */
const MIN_SCALE = 0.7;

/** Bands of node ids: the learning phases in order, else levels of the requires/enables order. */
export function bandsOf(map, t = english) {
  const ids = map.nodes.map((n) => n.id);
  if (map.learningPhases && map.learningPhases.length > 0) {
    const seen = new Set();
    const bands = map.learningPhases.map((p) => {
      const nodeIds = p.nodeIds.filter((id) => ids.includes(id) && !seen.has(id));
      nodeIds.forEach((id) => seen.add(id));
      return { name: p.name, nodeIds };
    });
    const rest = ids.filter((id) => !seen.has(id));
    if (rest.length) bands.push({ name: t('graph.other'), nodeIds: rest });
    return bands.filter((b) => b.nodeIds.length > 0);
  }
  // Longest-path levels over the ordering edges; bounded iterations keep cycles harmless.
  const level = new Map(ids.map((id) => [id, 0]));
  const ordering = map.edges.filter((e) => (e.type === 'requires' || e.type === 'enables') && level.has(e.from) && level.has(e.to));
  for (let i = 0; i < ids.length; i++) {
    let changed = false;
    for (const e of ordering) {
      if (level.get(e.to) < level.get(e.from) + 1 && level.get(e.from) + 1 < ids.length) {
        level.set(e.to, level.get(e.from) + 1);
        changed = true;
      }
    }
    if (!changed) break;
  }
  const max = Math.max(0, ...level.values());
  const bands = [];
  for (let l = 0; l <= max; l++) {
    const nodeIds = ids.filter((id) => level.get(id) === l);
    if (nodeIds.length) bands.push({ name: t('graph.level', { n: l + 1 }), nodeIds });
  }
  return bands;
}

let measureCtx;
/** Width of `text` in the drawing's font (canvas metrics; a fixed estimate where there is no canvas). */
function textWidth(text) {
  measureCtx ??= globalThis.document?.createElement('canvas').getContext('2d') ?? null;
  if (!measureCtx) return text.length * 6.6;
  // The drawing inherits the page's font family at 12 px (maps.css): measure in the same.
  const family = globalThis.getComputedStyle?.(document.body).fontFamily;
  measureCtx.font = family ? `12px ${family}` : G.font;
  return measureCtx.measureText(text).width;
}

/** Splits a label into lines no wider than `max` px, whole words kept; nothing is ever cut. */
export function wrapLabel(label, max = G.maxText) {
  const lines = [];
  let line = '';
  for (const word of label.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && textWidth(next) > max) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines.length ? lines : [label];
}

/** A node's box, sized to its label: the step badge has a column of its own, left of the text. */
function nodeBox(label, hasStep) {
  const lines = wrapLabel(label);
  const text = Math.max(...lines.map(textWidth));
  const width = Math.max(G.minW, Math.ceil(text + 2 * G.padX + (hasStep ? G.badge : 0)));
  const height = Math.max(40, lines.length * G.lineH + 2 * G.padY);
  return { lines, width, height };
}

/**
 * A layered layout by dagre (Sugiyama: ranks, crossing reduction, then coordinates), top to bottom.
 * Order edges point down; `special-case` points from the general class down to its kind; `related`
 * edges weigh little. Learning phases stay bands: an invisible anchor between consecutive phases
 * holds every node of a phase above every node of the next. Returns
 * {bands: [{name, y, height}], pos: Map(id -> {x, y, width, height, lines}), edges: Map(index -> points), width, height}.
 */
export function layout(map, step = new Map(), t = english) {
  const g = new dagre.graphlib.Graph({ multigraph: true });
  // Longest-path ranking: fewer crossings on the showcase topics than network simplex (12 vs 17 pairs).
  g.setGraph({ rankdir: 'TB', ranker: 'longest-path', nodesep: 16, ranksep: 40, edgesep: 8, marginx: G.pad, marginy: G.pad });
  g.setDefaultEdgeLabel(() => ({}));
  const ids = new Set(map.nodes.map((n) => n.id));
  for (const n of map.nodes) {
    const box = nodeBox(n.label, step.has(n.id));
    g.setNode(n.id, { width: box.width, height: box.height, lines: box.lines });
  }
  const bands = bandsOf(map, t);
  bands.forEach((band, i) => {
    if (i === 0) return;
    const anchor = `\u0000band-${i}`;
    // Room for the next band's header between the two bands.
    g.setNode(anchor, { width: 0, height: G.header });
    for (const id of bands[i - 1].nodeIds) g.setEdge(id, anchor, { weight: 0, minlen: 1 }, `a${i}-${id}`);
    for (const id of band.nodeIds) g.setEdge(anchor, id, { weight: 0, minlen: 1 }, `b${i}-${id}`);
  });
  map.edges.forEach((e, i) => {
    if (!ids.has(e.from) || !ids.has(e.to) || e.from === e.to) return;
    const down = e.type === 'special-case' ? [e.to, e.from] : [e.from, e.to];
    g.setEdge(down[0], down[1], { weight: e.type === 'related' ? 1 : 3, minlen: 1 }, `e${i}`);
  });
  dagre.layout(g);

  const pos = new Map();
  for (const n of map.nodes) {
    const v = g.node(n.id);
    pos.set(n.id, { x: v.x - v.width / 2, y: v.y - v.height / 2, width: v.width, height: v.height, lines: v.lines });
  }
  const edges = new Map();
  // Each edge leaves its source from the middle of the side facing where it goes and enters its
  // target the same way; an edge between adjacent ranks is one curve, a longer one keeps dagre's
  // route through the ranks between.
  const port = (box, toward) => ({ x: box.x + box.width / 2, y: toward > box.y + box.height / 2 ? box.y + box.height : box.y });
  map.edges.forEach((e, i) => {
    const routed = g.edge({ v: e.type === 'special-case' ? e.to : e.from, w: e.type === 'special-case' ? e.from : e.to, name: `e${i}` });
    if (!routed) return;
    const pts = (e.type === 'special-case' ? [...routed.points].reverse() : routed.points).map((p) => ({ x: p.x, y: p.y }));
    const a = pos.get(e.from);
    const b = pos.get(e.to);
    // One curve from port to port reads best; dagre's route is kept only where that curve would
    // run across another node's box.
    const direct = [port(a, b.y + b.height / 2), port(b, a.y + a.height / 2)];
    const others = [...pos.entries()].filter(([id]) => id !== e.from && id !== e.to).map(([, box]) => box);
    const inner = pts.length > 3 && crossesBox(direct, others) ? pts.slice(1, -1) : [];
    const start = inner.length ? port(a, inner[0].y) : direct[0];
    const end = inner.length ? port(b, inner[inner.length - 1].y) : direct[1];
    edges.set(i, [start, ...inner, end]);
  });
  // The drawing's extent: every box and every routed point, moved to start at the margin.
  const xs = [...pos.values()].flatMap((p) => [p.x, p.x + p.width]).concat([...edges.values()].flat().map((p) => p.x));
  const minX = Math.min(...xs);
  for (const p of pos.values()) p.x += G.pad - minX;
  for (const pts of edges.values()) for (const p of pts) p.x += G.pad - minX;
  const width = Math.ceil(Math.max(...xs) - minX + 2 * G.pad);
  const graph = g.graph();
  const out = [];
  for (const band of bands) {
    const boxes = band.nodeIds.map((id) => pos.get(id));
    const top = Math.min(...boxes.map((b) => b.y)) - G.header - G.bandPad;
    const bottom = Math.max(...boxes.map((b) => b.y + b.height)) + G.bandPad;
    out.push({ name: band.name, y: Math.max(0, top), height: bottom - Math.max(0, top) });
  }
  // The first band's header needs room above its nodes too.
  const shift = out.length ? Math.max(0, -Math.min(...bands[0].nodeIds.map((id) => pos.get(id).y - G.header - G.bandPad))) : 0;
  if (shift) {
    for (const p of pos.values()) p.y += shift;
    for (const pts of edges.values()) for (const p of pts) p.y += shift;
    for (const b of out) b.y += shift;
  }
  const lowest = Math.max(...[...pos.values()].map((p) => p.y + p.height), ...[...edges.values()].flat().map((p) => p.y));
  const height = Math.ceil(Math.max(graph.height + shift, lowest + G.pad, ...out.map((b) => b.y + b.height + 2)));
  return { bands: out, pos, edges, width, height };
}

/** Whether the one-curve drawing of an edge (vertical tangents, as edgePath draws it) enters a box. */
function crossesBox([a, b], boxes) {
  const my = (a.y + b.y) / 2;
  for (let i = 1; i < 24; i++) {
    const t = i / 24;
    const u = 1 - t;
    // Cubic Bezier with control points (a.x, my) and (b.x, my).
    const x = u * u * u * a.x + 3 * u * u * t * a.x + 3 * u * t * t * b.x + t * t * t * b.x;
    const y = u * u * u * a.y + 3 * u * u * t * my + 3 * u * t * t * my + t * t * t * b.y;
    if (boxes.some((r) => x > r.x - 2 && x < r.x + r.width + 2 && y > r.y - 2 && y < r.y + r.height + 2)) return true;
  }
  return false;
}

/** A smooth path through an edge's points: vertical tangents at the ends, bends rounded. */
export function edgePath(points) {
  const [a, b] = [points[0], points[points.length - 1]];
  if (points.length === 2) {
    const my = (a.y + b.y) / 2;
    return `M ${a.x} ${a.y} C ${a.x} ${my}, ${b.x} ${my}, ${b.x} ${b.y}`;
  }
  let d = `M ${a.x} ${a.y}`;
  for (let i = 1; i < points.length - 1; i++) {
    const next = points[i + 1];
    const mid = i === points.length - 2 ? next : { x: (points[i].x + next.x) / 2, y: (points[i].y + next.y) / 2 };
    d += ` Q ${points[i].x} ${points[i].y} ${mid.x} ${mid.y}`;
  }
  return d;
}

/**
 * Draws `map` into a new <svg> `width` wide. `onSelect(id | null)` is called on selection changes.
 * Nodes are buttons with one tab stop for the whole graph (roving tabindex): Tab enters at the
 * first step, arrow keys move to the next or previous node in learning-path order, Home and End
 * jump to the ends; click, Enter or Space selects; Escape clears.
 */
export function renderGraph(map, width, onSelect, t = english) {
  const step = new Map((map.learningPath || []).map((id, i) => [id, i + 1]));
  const { bands, pos, edges: routes, width: drawn, height } = layout(map, step, t);
  // Centred when it fits; scaled down to fit a narrow frame, but never below MIN_SCALE (the frame
  // scrolls instead, so labels stay readable).
  const scale = drawn <= width ? 1 : Math.max(MIN_SCALE, width / drawn);
  const canvas = drawn <= width ? width : drawn;
  const offset = (canvas - drawn) / 2;
  const byId = new Map(map.nodes.map((n) => [n.id, n]));
  const svg = s('svg', {
    class: 'graph',
    width: Math.floor(canvas * scale),
    height: Math.ceil(height * scale),
    viewBox: `0 0 ${canvas} ${height}`,
    role: 'group',
    'aria-label': t('graph.aria', { nodes: map.nodes.length, edges: map.edges.length }),
    'data-testid': 'map-graph',
  });
  const defs = s('defs');
  for (const { type } of EDGE_TYPES) {
    defs.append(
      s('marker', { id: `arrow-${type}`, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 7, markerHeight: 7, orient: 'auto-start-reverse', class: `marker marker-${type}` },
        s('path', { d: 'M 0 0 L 10 5 L 0 10 z' })),
    );
  }
  svg.append(defs);

  bands.forEach((b, i) => {
    svg.append(
      s('g', { class: `band band-${i % 2 ? 'odd' : 'even'}`, 'data-testid': 'map-band' },
        s('rect', { x: 2, y: b.y, width: canvas - 4, height: b.height, rx: 10 }),
        s('text', { x: G.pad, y: b.y + 17, class: 'band-label', text: `${i + 1}. ${b.name}` })),
    );
  });
  const content = s('g', { transform: offset ? `translate(${offset} 0)` : undefined });
  svg.append(content);

  const edgeLayer = s('g', { class: 'edges' });
  const edgeEls = [];
  map.edges.forEach((e, i) => {
    const points = routes.get(i);
    if (!points || !pos.has(e.from) || !pos.has(e.to)) return;
    const el = s('path', {
      class: `edge edge-${e.type}`,
      d: edgePath(points),
      'marker-end': e.type === 'related' ? undefined : `url(#arrow-${e.type})`,
      'data-from': e.from,
      'data-to': e.to,
      'data-testid': 'map-edge',
    });
    el.append(s('title', { text: `${byId.get(e.from)?.label} ${e.type} ${byId.get(e.to)?.label}` }));
    edgeEls.push(el);
    edgeLayer.append(el);
  });
  content.append(edgeLayer);

  const nodeLayer = s('g', { class: 'nodes' });
  const nodeEls = new Map();
  for (const n of map.nodes) {
    const p = pos.get(n.id);
    if (!p) continue;
    const stepNo = step.get(n.id);
    const g = s('g', {
      class: `node node-${n.type}${n.isCenter ? ' node-center' : ''}`,
      transform: `translate(${p.x} ${p.y})`,
      tabindex: -1,
      role: 'button',
      'aria-pressed': 'false',
      'aria-label': [n.label, n.type, n.isCenter ? t('graph.key_concept') : '', stepNo ? t('graph.step', { n: stepNo }) : ''].filter(Boolean).join(', '),
      'data-id': n.id,
      'data-testid': 'map-node',
    });
    g.append(s('title', { text: n.description ? `${n.label}: ${n.description}` : n.label }));
    g.append(s('rect', { width: p.width, height: p.height, rx: 9, class: 'node-box' }));
    // The badge has its own column on the left; the label is centred in the rest.
    const column = stepNo ? G.badge : 0;
    const firstY = p.height / 2 - ((p.lines.length - 1) * G.lineH) / 2 + 4;
    p.lines.forEach((line, i) => g.append(s('text', { x: column + (p.width - column) / 2, y: firstY + i * G.lineH, class: 'node-label', 'text-anchor': 'middle', text: line })));
    if (stepNo) {
      g.append(s('circle', { cx: 15, cy: p.height / 2, r: 10, class: 'step' }));
      g.append(s('text', { x: 15, y: p.height / 2 + 4, class: 'step-num', 'text-anchor': 'middle', text: String(stepNo), 'data-testid': 'map-step' }));
    }
    nodeEls.set(n.id, g);
    nodeLayer.append(g);
  }
  content.append(nodeLayer);

  let selected = null;
  const select = (id) => {
    selected = id === selected ? null : id;
    svg.classList.toggle('has-selection', selected !== null);
    for (const [nid, el] of nodeEls) {
      el.classList.remove('selected', 'neighbour');
      el.setAttribute('aria-pressed', String(nid === selected));
    }
    for (const el of edgeEls) {
      const hit = selected !== null && (el.dataset.from === selected || el.dataset.to === selected);
      el.classList.toggle('hl', hit);
      if (hit) {
        nodeEls.get(el.dataset.from)?.classList.add('neighbour');
        nodeEls.get(el.dataset.to)?.classList.add('neighbour');
      }
    }
    if (selected !== null) nodeEls.get(selected).classList.add('selected');
    onSelect?.(selected);
  };
  // Keyboard order: the learning path, then any node it leaves out, in drawing order.
  const order = [...new Set([...(map.learningPath || []).filter((id) => nodeEls.has(id)), ...nodeEls.keys()])];
  const focusNode = (id) => {
    for (const [nid, el] of nodeEls) el.setAttribute('tabindex', nid === id ? '0' : '-1');
    nodeEls.get(id)?.focus();
  };
  if (order.length) nodeEls.get(order[0]).setAttribute('tabindex', '0');
  const MOVES = { ArrowRight: 1, ArrowDown: 1, ArrowLeft: -1, ArrowUp: -1 };
  for (const [id, el] of nodeEls) {
    el.addEventListener('click', (ev) => {
      ev.stopPropagation();
      focusNode(id);
      select(id);
    });
    el.addEventListener('keydown', (ev) => {
      const i = order.indexOf(id);
      if (ev.key === 'Enter' || ev.key === ' ') {
        ev.preventDefault();
        select(id);
      } else if (ev.key === 'Escape' && selected !== null) {
        select(selected);
      } else if (ev.key in MOVES) {
        ev.preventDefault();
        focusNode(order[Math.min(order.length - 1, Math.max(0, i + MOVES[ev.key]))]);
      } else if (ev.key === 'Home' || ev.key === 'End') {
        ev.preventDefault();
        focusNode(order[ev.key === 'Home' ? 0 : order.length - 1]);
      }
    });
  }
  svg.addEventListener('click', () => {
    if (selected !== null) select(selected);
  });
  return svg;
}

/** Legend: swatches for node types and edge styles, as a small HTML list with inline SVG. */
export function renderLegend(container, t) {
  const text = (key, fallback) => (t ? t(key) : fallback);
  const list = document.createElement('ul');
  list.className = 'legend-list';
  for (const { type, label: english } of NODE_TYPES) {
    const label = text(`graph.${type}`, english);
    const li = document.createElement('li');
    li.append(s('svg', { width: 26, height: 16, 'aria-hidden': 'true', class: `legend-swatch node-${type}` }, s('rect', { x: 1, y: 1, width: 24, height: 14, rx: 4, class: 'node-box' })));
    li.append(label);
    list.append(li);
  }
  for (const { type, label: english } of EDGE_TYPES) {
    const label = text(`graph.${type.replace('-', '_')}`, english);
    const li = document.createElement('li');
    li.append(
      s('svg', { width: 34, height: 16, 'aria-hidden': 'true', class: 'legend-swatch' },
        s('path', { d: 'M 2 8 L 30 8', class: `edge edge-${type}`, 'marker-end': type === 'related' ? undefined : `url(#legend-arrow-${type})` }),
        s('defs', {}, s('marker', { id: `legend-arrow-${type}`, viewBox: '0 0 10 10', refX: 9, refY: 5, markerWidth: 6, markerHeight: 6, orient: 'auto', class: `marker marker-${type}` }, s('path', { d: 'M 0 0 L 10 5 L 0 10 z' })))),
    );
    li.append(label);
    list.append(li);
  }
  container.replaceChildren(list);
}
