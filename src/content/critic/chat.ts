// The built-in criticism chat: answers a follow-up about a finding (by number, JSON pointer or
// topic) from the review's own findings, with what the content says there, so the teacher never
// repeats the content or the review. A follow-up that names nothing ("how do I fix it?") refers
// to the finding the previous answer was about.
import type { ChatMessage } from '../../llm/types.js';
import { escapeMarkdown as md, markdownCode, readMarkdownCode, unescapeMarkdown } from '../../shared/markdown.js';
import { resolvePointer, type Finding } from './findings.js';

const ORDINALS = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

/**
 * The findings of a review in this service's markdown (built-in or model critic), as plain text:
 * the escaping renderCriticism applied is undone here and applied again on the way out, so a
 * review the client edited cannot smuggle markup into the answer either.
 */
export function parseCriticism(markdown: string): Finding[] {
  const out: Finding[] = [];
  for (const block of markdown.split(/^## /m).slice(1)) {
    const title = /^\d+\.\s*(.*)$/m.exec(block)?.[1]?.trim();
    const raw = (name: string) => new RegExp(`^- \\*\\*${name}:\\*\\* (.*)$`, 'm').exec(block)?.[1]?.trim() ?? '';
    const field = (name: string) => unescapeMarkdown(raw(name));
    if (!title) continue;
    out.push({
      title: unescapeMarkdown(title),
      severity: (field('Severity') || 'info') as Finding['severity'],
      check: (field('Check') || 'technical') as Finding['check'],
      where: readMarkdownCode(raw('Where')).replace(/^\/$/, ''),
      problem: field('Problem'),
      fix: field('Suggested fix'),
    });
  }
  return out;
}

const words = (s: string) => new Set((s.toLowerCase().match(/\p{L}{4,}/gu) ?? []).map((w) => w.replace(/s$/, '')));
const STOP = new Set(['what', 'this', 'that', 'with', 'about', 'finding', 'there', 'does', 'should', 'would', 'could', 'which', 'where', 'from', 'have', 'mean', 'means', 'explain', 'more', 'tell', 'please']);

function pick(findings: Finding[], message: string): Finding[] {
  const n = /(?:finding|#|number|no\.?|item|point|issue)\s*(\d+)/i.exec(message)?.[1] ?? /^\s*(\d+)\s*[.?]?\s*$/.exec(message)?.[1];
  if (n) return findings[Number(n) - 1] ? [findings[Number(n) - 1]!] : [];
  const ord = ORDINALS.findIndex((o) => new RegExp(`\\b${o}\\b`, 'i').test(message));
  if (ord >= 0 && findings[ord]) return [findings[ord]];
  const ptr = /(?:^|\s|`)(\/[\w~.-]+(?:\/[\w~.-]+)*)/.exec(message)?.[1];
  if (ptr) return findings.filter((f) => f.where === ptr || f.where.startsWith(`${ptr}/`) || (f.where !== '' && ptr.startsWith(`${f.where}/`)));
  const asked = [...words(message)].filter((w) => !STOP.has(w));
  const scored = findings.map((f) => {
    const have = words(`${f.title} ${f.problem} ${f.check} ${f.severity}`);
    return { f, score: asked.filter((w) => have.has(w)).length };
  });
  const best = Math.max(0, ...scored.map((s) => s.score));
  return best > 0 ? scored.filter((s) => s.score === best).map((s) => s.f) : [];
}

function excerpt(content: unknown, where: string): string | undefined {
  const v = resolvePointer(content, where);
  if (v === undefined) return undefined;
  const text = typeof v === 'string' ? v : JSON.stringify(v);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}

function describe(findings: Finding[], f: Finding, content: unknown): string {
  const n = findings.indexOf(f) + 1;
  const at = excerpt(content, f.where);
  return [
    `**Finding ${n}: ${md(f.title)}** (${md(f.severity)}, at ${markdownCode(f.where || '/')})`,
    '',
    `Why it matters: ${md(f.problem)}`,
    ...(at !== undefined ? ['', `The content there now: "${md(at)}"`] : []),
    '',
    `What to do: ${md(f.fix)}`,
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
  const list = findings.map((f, i) => `${i + 1}. ${md(f.title)} (${md(f.severity)}, ${markdownCode(f.where || '/')})`).join('\n');
  return `The review has ${findings.length} finding(s):\n\n${list}\n\nAsk about one by number ("finding 2"), by location ("/questions/0/options/1") or by topic ("the reading level").`;
}
