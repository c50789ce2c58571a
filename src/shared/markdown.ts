// Putting text that came from a user (or from a model echoing one) into markdown we build. Without
// this, a competency named `<script>...` or a value `](javascript:...)` becomes live HTML or a
// link wherever the markdown is rendered. CommonMark lets a backslash make any ASCII punctuation
// literal; raw HTML cannot start without `<`, a link or image without `[`, emphasis without `*`
// or `_`, a code span without a backtick. Line breaks become spaces, so a value cannot start a
// heading, list or block quote of its own.

/** The characters that can start markup in the middle of a line. */
const INLINE_MARKUP = /[\\`*_[\]<>&]/g;

/** `text` as literal inline markdown: one line, markup characters backslash-escaped. */
export function escapeMarkdown(text: string): string {
  return text.replace(/\s*[\r\n]+\s*/g, ' ').replace(INLINE_MARKUP, (c) => `\\${c}`);
}

/** The reverse of escapeMarkdown's escaping (reading back markdown this service wrote). */
export function unescapeMarkdown(text: string): string {
  return text.replace(/\\([\\`*_[\]<>&])/g, '$1');
}

/**
 * `text` as an inline code span: fenced with one backtick more than its longest run of backticks
 * (so it cannot close the span early), padded when it starts or ends with one. HTML and links are
 * not interpreted inside a code span, so nothing else needs escaping.
 */
export function markdownCode(text: string): string {
  const line = text.replace(/[\r\n]+/g, ' ');
  const longest = Math.max(0, ...(line.match(/`+/g) ?? []).map((run) => run.length));
  const fence = '`'.repeat(longest + 1);
  const pad = line.startsWith('`') || line.endsWith('`') ? ' ' : '';
  return `${fence}${pad}${line}${pad}${fence}`;
}

/** The text of an inline code span written by markdownCode (or a plain `...` span). */
export function readMarkdownCode(span: string): string {
  const m = /^(`+)( ?)([\s\S]*?)\2\1$/.exec(span.trim());
  return m ? m[3]! : span;
}
