// The pages' one set of DOM helpers: build elements without innerHTML (text is always text).

/** Attributes for h() and svg(): `class`, `text` (the text content), `dataset`, others as given. */
function setAttrs(el, attrs) {
  for (const [k, v] of Object.entries(attrs || {})) {
    if (v === undefined || v === null || v === false) continue;
    if (k === 'class') el.setAttribute('class', v);
    else if (k === 'text') el.textContent = v;
    else if (k === 'dataset') Object.assign(el.dataset, v);
    else el.setAttribute(k, v === true ? '' : String(v));
  }
}

function build(el, attrs, children) {
  setAttrs(el, attrs);
  for (const c of children.flat(Infinity)) if (c !== null && c !== undefined && c !== false) el.append(c);
  return el;
}

/** h('li', {class: 'msg', dataset: {testid: 'x'}}, 'text', child) */
export function h(tag, attrs, ...children) {
  return build(document.createElement(tag), attrs, children);
}

const SVG_NS = 'http://www.w3.org/2000/svg';

/** The same for SVG elements: svg('circle', {cx: 4, cy: 4, r: 2}) */
export function svg(tag, attrs, ...children) {
  return build(document.createElementNS(SVG_NS, tag), attrs, children);
}

export const $ = (id) => document.getElementById(id);

/** 0..1 -> 0..100, rounded and clamped. */
export const pct = (v) => Math.max(0, Math.min(100, Math.round((Number(v) || 0) * 100)));

/** Copies text; falls back to selecting the element when the clipboard API is unavailable. */
export async function copyText(text, el) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const range = document.createRange();
    range.selectNodeContents(el);
    const sel = window.getSelection();
    sel.removeAllRanges();
    sel.addRange(range);
    return false;
  }
}
