// Tiny DOM helpers shared by the pages: build elements without innerHTML (text is always text).

/** h('li', {class: 'msg', dataset: {testid: 'x'}}, 'text', child) */
export function h(tag, attrs, ...children) {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') el.className = v;
    else if (k === 'text') el.textContent = v;
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
  for (const c of children.flat(Infinity)) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

const SVG_NS = 'http://www.w3.org/2000/svg';

export function svg(tag, attrs, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs || {})) if (v !== undefined && v !== null) el.setAttribute(k, String(v));
  for (const c of children.flat(Infinity)) if (c) el.append(c);
  return el;
}

/** fmt('Turn {n} of {max}', {n: 2, max: 10}) */
export function fmt(template, vars) {
  return String(template).replace(/\{(\w+)\}/g, (m, k) => (vars && vars[k] !== undefined ? String(vars[k]) : m));
}

export const $ = (id) => document.getElementById(id);

/** 0..1 -> 0..100, rounded and clamped. */
export const pct = (v) => Math.max(0, Math.min(100, Math.round((Number(v) || 0) * 100)));
