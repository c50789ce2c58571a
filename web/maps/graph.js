// Concept-map drawing: a deterministic layered layout (bands = learning phases, or dependency
// levels when there is no learning path) rendered as inline SVG, plus node selection that
// highlights a node's edges. No external libraries.
import { svg as s } from '../shared/dom.js';

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

const G = { nodeW: 156, nodeH: 46, gapX: 14, gapY: 30, pad: 12, header: 28, bandGap: 10 };

/** Node width for a drawing `width` wide: narrower on phones so two nodes fit side by side. */
export function nodeWidthFor(width) {
  return Math.max(110, Math.min(G.nodeW, Math.floor((width - 2 * G.pad - G.gapX) / 2)));
}

/** Bands of node ids: the learning phases in order, else levels of the requires/enables order. */
export function bandsOf(map) {
  const ids = map.nodes.map((n) => n.id);
  if (map.learningPhases && map.learningPhases.length > 0) {
    const seen = new Set();
    const bands = map.learningPhases.map((p) => {
      const nodeIds = p.nodeIds.filter((id) => ids.includes(id) && !seen.has(id));
      nodeIds.forEach((id) => seen.add(id));
      return { name: p.name, nodeIds };
    });
    const rest = ids.filter((id) => !seen.has(id));
    if (rest.length) bands.push({ name: 'Other', nodeIds: rest });
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
    if (nodeIds.length) bands.push({ name: `Level ${l + 1}`, nodeIds });
  }
  return bands;
}

/** Positions for a drawing `width` wide: {bands: [{name, y, height}], pos: Map(id -> {x, y}), height}. */
export function layout(map, width) {
  const nodeW = nodeWidthFor(width);
  const cols = Math.max(1, Math.floor((width - 2 * G.pad + G.gapX) / (nodeW + G.gapX)));
  const pos = new Map();
  const bands = [];
  let y = 0;
  for (const band of bandsOf(map)) {
    const rows = Math.ceil(band.nodeIds.length / cols);
    const height = G.header + rows * (G.nodeH + G.gapY) - G.gapY + 2 * G.pad;
    band.nodeIds.forEach((id, i) => {
      const row = Math.floor(i / cols);
      const inRow = Math.min(cols, band.nodeIds.length - row * cols);
      const rowWidth = inRow * nodeW + (inRow - 1) * G.gapX;
      const x0 = (width - rowWidth) / 2;
      pos.set(id, { x: x0 + (i % cols) * (nodeW + G.gapX), y: y + G.header + G.pad + row * (G.nodeH + G.gapY) });
    });
    bands.push({ name: band.name, y, height });
    y += height + G.bandGap;
  }
  return { bands, pos, nodeW, height: Math.max(60, y - G.bandGap) };
}

/** Splits a label into at most two lines of about `max` characters, ellipsis if longer. */
export function wrapLabel(label, max = 21) {
  if (label.length <= max) return [label];
  const words = label.split(/\s+/);
  let first = '';
  while (words.length && (first + ' ' + words[0]).trim().length <= max) first = (first + ' ' + words.shift()).trim();
  if (!first) {
    first = label.slice(0, max);
    words.splice(0, words.length, label.slice(max));
  }
  let second = words.join(' ');
  if (second.length > max) second = second.slice(0, max - 1) + '…';
  return second ? [first, second] : [first];
}

/**
 * The path of an edge, kept inside the drawing (`height` tall): a cubic curve never leaves the
 * box of its end and control points, so clamping the control points keeps the whole arc in view.
 */
export function edgePath(a, b, nodeW, height = Infinity) {
  const ax = a.x + nodeW / 2;
  const bx = b.x + nodeW / 2;
  if (Math.abs(a.y - b.y) < 1) {
    // Same row: an arc above the nodes; a curve with both control points `lift` above its ends
    // rises 3/4 of `lift`, so the lift is capped by the room above, else the arc goes below.
    const want = 26 + Math.min(60, Math.abs(ax - bx) / 6);
    const above = ((a.y - 4) * 4) / 3;
    if (above >= 24) {
      const lift = Math.min(want, above);
      return `M ${ax} ${a.y} C ${ax} ${a.y - lift}, ${bx} ${b.y - lift}, ${bx} ${b.y - 2}`;
    }
    const bottom = a.y + G.nodeH;
    const lift = Math.min(want, ((height - 4 - bottom) * 4) / 3);
    return `M ${ax} ${bottom} C ${ax} ${bottom + lift}, ${bx} ${bottom + lift}, ${bx} ${bottom + 2}`;
  }
  const down = b.y > a.y;
  const y1 = down ? a.y + G.nodeH : a.y;
  const y2 = down ? b.y - 2 : b.y + G.nodeH + 2;
  const my = (y1 + y2) / 2;
  return `M ${ax} ${y1} C ${ax} ${my}, ${bx} ${my}, ${bx} ${y2}`;
}

/**
 * Draws `map` into a new <svg> `width` wide. `onSelect(id | null)` is called on selection changes.
 * Nodes are buttons with one tab stop for the whole graph (roving tabindex): Tab enters at the
 * first step, arrow keys move to the next or previous node in learning-path order, Home and End
 * jump to the ends; click, Enter or Space selects; Escape clears.
 */
export function renderGraph(map, width, onSelect) {
  const { bands, pos, nodeW, height } = layout(map, width);
  // About 7 px per character at 12 px; the step badge takes some room on the left.
  const maxChars = Math.floor((nodeW - 30) / 6.6);
  const step = new Map((map.learningPath || []).map((id, i) => [id, i + 1]));
  const byId = new Map(map.nodes.map((n) => [n.id, n]));
  const svg = s('svg', {
    class: 'graph',
    width,
    height,
    viewBox: `0 0 ${width} ${height}`,
    role: 'group',
    'aria-label': `Concept map with ${map.nodes.length} nodes and ${map.edges.length} edges`,
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
        s('rect', { x: 2, y: b.y, width: width - 4, height: b.height, rx: 10 }),
        s('text', { x: G.pad, y: b.y + 19, class: 'band-label', text: `${i + 1}. ${b.name}` })),
    );
  });

  const edgeLayer = s('g', { class: 'edges' });
  const edgeEls = [];
  for (const e of map.edges) {
    const a = pos.get(e.from);
    const b = pos.get(e.to);
    if (!a || !b) continue;
    const el = s('path', {
      class: `edge edge-${e.type}`,
      d: edgePath(a, b, nodeW, height),
      'marker-end': e.type === 'related' ? undefined : `url(#arrow-${e.type})`,
      'data-from': e.from,
      'data-to': e.to,
      'data-testid': 'map-edge',
    });
    el.append(s('title', { text: `${byId.get(e.from)?.label} ${e.type} ${byId.get(e.to)?.label}` }));
    edgeEls.push(el);
    edgeLayer.append(el);
  }
  svg.append(edgeLayer);

  const nodeLayer = s('g', { class: 'nodes' });
  const nodeEls = new Map();
  for (const n of map.nodes) {
    const p = pos.get(n.id);
    if (!p) continue;
    const lines = wrapLabel(n.label, maxChars);
    const stepNo = step.get(n.id);
    const g = s('g', {
      class: `node node-${n.type}${n.isCenter ? ' node-center' : ''}`,
      transform: `translate(${p.x} ${p.y})`,
      tabindex: -1,
      role: 'button',
      'aria-pressed': 'false',
      'aria-label': `${n.label}, ${n.type}${n.isCenter ? ', key concept' : ''}${stepNo ? `, step ${stepNo}` : ''}`,
      'data-id': n.id,
      'data-testid': 'map-node',
    });
    g.append(s('title', { text: n.description ? `${n.label}: ${n.description}` : n.label }));
    g.append(s('rect', { width: nodeW, height: G.nodeH, rx: 9, class: 'node-box' }));
    const textY = lines.length === 1 ? G.nodeH / 2 + 4 : G.nodeH / 2 - 3;
    lines.forEach((line, i) => g.append(s('text', { x: nodeW / 2 + (stepNo ? 10 : 0), y: textY + i * 14, class: 'node-label', 'text-anchor': 'middle', text: line })));
    if (stepNo) {
      g.append(s('circle', { cx: 14, cy: 14, r: 10, class: 'step' }));
      g.append(s('text', { x: 14, y: 18, class: 'step-num', 'text-anchor': 'middle', text: String(stepNo), 'data-testid': 'map-step' }));
    }
    nodeEls.set(n.id, g);
    nodeLayer.append(g);
  }
  svg.append(nodeLayer);

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
export function renderLegend(container) {
  const list = document.createElement('ul');
  list.className = 'legend-list';
  for (const { type, label } of NODE_TYPES) {
    const li = document.createElement('li');
    li.append(s('svg', { width: 26, height: 16, 'aria-hidden': 'true', class: `legend-swatch node-${type}` }, s('rect', { x: 1, y: 1, width: 24, height: 14, rx: 4, class: 'node-box' })));
    li.append(label);
    list.append(li);
  }
  for (const { type, label } of EDGE_TYPES) {
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
