// The character's avatar as inline SVG: a coloured disc with a head-and-shoulders figure and the
// character's initials. Scenarios give an emoji (e.g. a person at work), which needs an emoji font
// the reader may not have (it shows as an empty box); the SVG needs none. An https image URL from
// an inline scenario is shown as an image.
import { esc } from '../web/html.js';

/** Background hues that keep white initials above 4.5:1 (checked against WCAG in the page tests). */
const TONES = ['#2349b8', '#17703f', '#8a4b00', '#6a3fb0', '#b0261b', '#1f5aa6', '#5b4636'];

export function initials(name: string): string {
  return (
    name
      .split(/\s+/)
      .filter(Boolean)
      .slice(0, 2)
      .map((w) => [...w][0]!.toUpperCase())
      .join('') || '?'
  );
}

function tone(name: string): string {
  let h = 0;
  for (const ch of name) h = (h * 31 + ch.codePointAt(0)!) >>> 0;
  return TONES[h % TONES.length]!;
}

/** `value` is the scenario's avatar (emoji, text or https URL); `name` the character's name. */
export function avatarHtml(value: string, name: string, size = 56): string {
  if (/^https:\/\/\S+$/.test(value)) return `<img class="avatar" src="${esc(value)}" alt="" width="${size}" height="${size}">`;
  const letters = initials(name);
  return `<svg class="avatar" data-testid="avatar" viewBox="0 0 56 56" width="${size}" height="${size}" aria-hidden="true" focusable="false">\
<circle cx="28" cy="28" r="28" fill="${tone(name)}"/>\
<path d="M12 50c2-9 8-13 16-13s14 4 16 13" fill="#fff" fill-opacity=".22"/>\
<circle cx="28" cy="22" r="9" fill="#fff" fill-opacity=".22"/>\
<text x="28" y="34" text-anchor="middle" font-size="${letters.length > 1 ? 19 : 22}" font-weight="700" fill="#fff">${esc(letters)}</text></svg>`;
}
