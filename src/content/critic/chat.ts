// The built-in criticism chat: answers a follow-up about a finding (by number, JSON pointer or
// topic) from the review's findings as data (sent back with the request, or recomputed from the
// content by the same deterministic checks), never by parsing the markdown review. It quotes what
// the content says there, so the teacher never repeats the content or the review. A follow-up
// that names nothing ("how do I fix it?") refers to the finding the previous answer was about.
import type { ChatMessage } from '../../llm/types.js';
import { escapeMarkdown, markdownCode } from '../../shared/markdown.js';
import { quoteAt, type Finding } from './findings.js';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

const words = (s: string) => new Set((s.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w.replace(/s$/, '')));
const STOP = new Set(['what', 'this', 'that', 'with', 'about', 'finding', 'there', 'does', 'should', 'would', 'could', 'which', 'where', 'from', 'have', 'mean', 'means', 'explain', 'more', 'tell', 'please']);

function pick(findings: Finding[], message: string): Finding[] {
  const n = /(?:finding|#|number|no\.?|item|point|issue)\s*(\d+)/i.exec(message)?.[1] ?? /^\s*(\d+)\s*[.?]?\s*$/.exec(message)?.[1];
  if (n) return findings[Number(n) - 1] ? [findings[Number(n) - 1]!] : [];
  const ord = ORDINALS.findIndex((o) => new RegExp(`\\b${o}\\b`, 'i').test(message));
  if (ord >= 0 && findings[ord]) return [findings[ord]];
  const ptr = /(?:^|\s|`)(\/[\w~.-]+(?:\/[\w~.-]+)*)/.exec(message)?.[1];
  if (ptr) return findings.filter((f) => f.location === ptr || f.location.startsWith(`${ptr}/`) || (f.location !== '' && ptr.startsWith(`${f.location}/`)));
  const asked = [...words(message)].filter((w) => !STOP.has(w));
  const scored = findings.map((f) => {
    const have = words(`${f.title} ${f.explanation} ${f.check} ${f.type.replace(/_/g, ' ')} ${f.severity}`);
    return { f, score: asked.filter((w) => have.has(w)).length };
  });
  const best = Math.max(0, ...scored.map((s) => s.score));
  return best > 0 ? scored.filter((s) => s.score === best).map((s) => s.f) : [];
}

function describe(findings: Finding[], f: Finding, content: unknown): string {
  const n = findings.indexOf(f) + 1;
  const at = quoteAt(content, f.location);
  return [
    `**Finding ${n}: ${escapeMarkdown(f.title)}** (${f.severity}, ${f.type}, at ${markdownCode(f.location || '/')})`,
    '',
    `Why it matters: ${escapeMarkdown(f.explanation)}`,
    ...(at ? ['', `The content there now: "${escapeMarkdown(at)}"`] : []),
    '',
    `What to do: ${escapeMarkdown(f.fix)}`,
  ].join('\n');
}

export function builtinChatAnswer(input: { userMessage: string; findings: Finding[]; originalContent: unknown; chatHistory: ChatMessage[] }): string {
  const { findings, originalContent: content } = input;
  if (!findings.length) return 'The review found no problems, so there is nothing to follow up. Ask for another review type (for example `comprehensive`) to look further.';
  let chosen = pick(findings, input.userMessage);
  if (!chosen.length) {
    const lastAnswer = [...input.chatHistory].reverse().find((m) => m.role === 'assistant')?.content ?? '';
    const n = /Finding (\d+)/.exec(lastAnswer)?.[1];
    if (n && findings[Number(n) - 1] && !/\b(all|list|summary|overview|every)\b/i.test(input.userMessage)) chosen = [findings[Number(n) - 1]!];
  }
  if (chosen.length) return chosen.slice(0, 3).map((f) => describe(findings, f, content)).join('\n\n---\n\n');
  const list = findings.map((f, i) => `${i + 1}. ${escapeMarkdown(f.title)} (${f.severity}, ${markdownCode(f.location || '/')})`).join('\n');
  return `The review has ${findings.length} finding(s):\n\n${list}\n\nAsk about one by number ("finding 2"), by location ("/questions/0/options/1") or by topic ("the reading level").`;
}
