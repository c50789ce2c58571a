// Escapes text for inline markdown, so text a user wrote (a competency name, a quote from the
// content) is shown as written and cannot add headings, links, emphasis or HTML to a review.
// One place for the whole area; the review renderer and the chat both use it.
// `&` is backslash-escaped too, so no entity (&lt;) is read in user text.
const SPECIAL = /[\\`*_{}[\]()#+\-.!|<>~&]/g;

export function escapeMarkdown(text: string): string {
  return text
    .replace(/\r?\n+/g, ' ')
    .replace(SPECIAL, (c) => `\\${c}`);
}

/** Inline code that cannot be broken out of: a fence longer than any backtick run inside. */
export function codeSpan(text: string): string {
  const longest = Math.max(0, ...(text.match(/`+/g) ?? []).map((r) => r.length));
  const fence = '`'.repeat(longest + 1);
  return longest ? `${fence} ${text} ${fence}` : `${fence}${text}${fence}`;
}
