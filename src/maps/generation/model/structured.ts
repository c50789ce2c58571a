// A structured call that survives a model answer slightly off the schema: the raw JSON is handed
// to the graph engine, which repairs maps anyway, instead of failing the request.
import type { z } from 'zod';
import { LlmOutputValidationError } from '../../../llm/errors.js';
import type { LanguageModel, StructuredRequest, StructuredResult } from '../../../llm/types.js';

export interface Salvaged<T> extends StructuredResult<T> {
  /** The answer did not satisfy the schema and was passed on as parsed JSON. */
  salvaged: boolean;
}

export async function generateLenient<S extends z.ZodType>(
  model: LanguageModel,
  req: StructuredRequest<S>,
  accept: (raw: unknown) => boolean,
): Promise<Salvaged<unknown>> {
  try {
    return { ...(await model.generateObject(req)), salvaged: false };
  } catch (err) {
    if (!(err instanceof LlmOutputValidationError)) throw err;
    const parsed = parseLoose(err.rawText);
    if (parsed === undefined || !accept(parsed)) throw err;
    return {
      object: parsed,
      rawText: err.rawText,
      usage: { inputTokens: 0, outputTokens: 0 },
      generator: { provider: model.provider, model: model.model },
      warnings: [`The model's answer did not match the schema (${err.issues.slice(0, 3).join('; ')}); it was repaired`],
      salvaged: true,
    };
  }
}

/** JSON from a model's text: bare, in a code fence, or the outermost {...}. */
export function parseLoose(text: string): unknown {
  const candidates = [text, /```(?:json)?\s*([\s\S]*?)```/.exec(text)?.[1], text.slice(text.indexOf('{'), text.lastIndexOf('}') + 1)];
  for (const c of candidates) {
    if (!c?.trim()) continue;
    try {
      const v = JSON.parse(c) as unknown;
      return v;
    } catch {
      /* next candidate */
    }
  }
  return undefined;
}
