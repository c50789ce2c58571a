// Local validation of a model's structured output, whatever the provider promised: parse JSON,
// check the zod schema, and on failure keep the raw text and one readable line per issue.
import type { z } from 'zod';
import { formatZodIssues } from '../shared/zod-issues.js';
import { LlmOutputValidationError } from './errors.js';
import { unwrap } from './json-schema.js';

/** Validates an already-parsed value (Anthropic tool input). */
export function validateOutput<S extends z.ZodType>(value: unknown, rawText: string, schema: S, provider: string, wrapped: boolean): z.output<S> {
  const result = schema.safeParse(unwrap(value, wrapped));
  if (result.success) return result.data;
  const issues = formatZodIssues(result.error.issues);
  throw new LlmOutputValidationError(`${provider} output does not match the schema: ${issues.join('; ')}`, provider, rawText, issues);
}

/** Parses text as JSON (tolerating a Markdown code fence or prose around one object), then validates. */
export function parseOutput<S extends z.ZodType>(rawText: string, schema: S, provider: string, wrapped: boolean): z.output<S> {
  const parsed = parseJsonLoosely(rawText);
  if (!parsed.ok) {
    const issue = `output is not valid JSON (${parsed.error})`;
    throw new LlmOutputValidationError(`${provider} ${issue}`, provider, rawText, [issue]);
  }
  return validateOutput(parsed.value, rawText, schema, provider, wrapped);
}

type Parsed = { ok: true; value: unknown } | { ok: false; error: string };

export function parseJsonLoosely(text: string): Parsed {
  const attempts = [text.trim()];
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(text);
  if (fenced) attempts.push(fenced[1]!.trim());
  const first = text.indexOf('{');
  const last = text.lastIndexOf('}');
  if (first >= 0 && last > first) attempts.push(text.slice(first, last + 1));
  let error: string | undefined;
  for (const candidate of attempts) {
    if (!candidate) continue;
    try {
      return { ok: true, value: JSON.parse(candidate) };
    } catch (err) {
      error ??= (err as Error).message;
    }
  }
  return { ok: false, error: error ?? 'empty output' };
}
