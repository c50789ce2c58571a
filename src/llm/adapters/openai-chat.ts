// provider_a (Azure OpenAI) and provider_b (OpenAI): one chat-completions adapter. The two differ
// only in how the client is built (src/llm/clients.ts) and in the token-limit parameter name.
import type OpenAI from 'openai';
import type { ChatCompletion, ChatCompletionCreateParamsNonStreaming, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import type { z } from 'zod';
import { execute, type CallContext } from '../call.js';
import { LlmOutputValidationError } from '../errors.js';
import { toProviderSchema } from '../json-schema.js';
import { parseOutput } from '../output.js';
import type { LanguageModel, StructuredRequest, StructuredResult, TextRequest, TextResult, Usage } from '../types.js';

export interface ChatAdapterSpec {
  client: OpenAI;
  /** Azure: the deployment name; OpenAI: the model id. */
  model: string;
  /** Azure's 2024 API versions know `max_tokens`; OpenAI's newer models require `max_completion_tokens`. */
  tokenParam: 'max_tokens' | 'max_completion_tokens';
}

export function createChatCompletionsModel(spec: ChatAdapterSpec, ctx: CallContext): LanguageModel {
  const generator = { provider: ctx.provider, model: spec.model };

  const send = async (req: TextRequest, responseFormat?: ChatCompletionCreateParamsNonStreaming['response_format']) => {
    const warnings: string[] = [];
    if (req.thinking) warnings.push(`thinking is not supported by ${ctx.provider}; ignored`);
    const body: ChatCompletionCreateParamsNonStreaming = {
      model: spec.model,
      messages: toMessages(req),
      ...(req.temperature !== undefined ? { temperature: req.temperature } : {}),
      ...(req.maxOutputTokens !== undefined ? { [spec.tokenParam]: req.maxOutputTokens } : {}),
      ...(responseFormat ? { response_format: responseFormat } : {}),
    };
    const { response } = await execute<ChatCompletion>(ctx, req, usageOf, (signal, timeoutMs) =>
      spec.client.chat.completions.create(body, { signal, timeout: timeoutMs, maxRetries: 0 }),
    );
    const message = response.choices[0]?.message;
    return { text: message?.content ?? '', refusal: message?.refusal ?? undefined, finish: response.choices[0]?.finish_reason, usage: usageOf(response), warnings };
  };

  const model: LanguageModel = {
    provider: ctx.provider,
    model: spec.model,
    run: (task, input) => task.remote(model, input),

    async generateText(req: TextRequest): Promise<TextResult> {
      const out = await send(req);
      return { text: out.text, usage: out.usage, generator, warnings: out.warnings };
    },

    async generateObject<S extends z.ZodType>(req: StructuredRequest<S>): Promise<StructuredResult<z.output<S>>> {
      const { schema, wrapped, strict } = toProviderSchema(req.schema);
      const out = await send(req, { type: 'json_schema', json_schema: { name: schemaName(req.schemaName), schema, strict } });
      if (out.refusal) {
        const issue = `the model refused: ${out.refusal}`;
        throw new LlmOutputValidationError(`${ctx.provider} ${issue}`, ctx.provider, out.text || out.refusal, [issue]);
      }
      try {
        const object = parseOutput(out.text, req.schema, ctx.provider, wrapped);
        return { object, rawText: out.text, usage: out.usage, generator, warnings: out.warnings };
      } catch (err) {
        if (err instanceof LlmOutputValidationError && out.finish === 'length') err.issues.push('the output was cut off at the token limit (finish_reason: length)');
        throw err;
      }
    },
  };
  return model;
}

function toMessages(req: TextRequest): ChatCompletionMessageParam[] {
  const messages: ChatCompletionMessageParam[] = req.system ? [{ role: 'system', content: req.system }] : [];
  for (const m of req.messages) messages.push({ role: m.role, content: m.content });
  return messages;
}

function usageOf(r: ChatCompletion): Usage {
  return { inputTokens: r.usage?.prompt_tokens ?? 0, outputTokens: r.usage?.completion_tokens ?? 0 };
}

/** OpenAI: name must match ^[a-zA-Z0-9_-]{1,64}$. */
export function schemaName(name: string): string {
  return name.replace(/[^a-zA-Z0-9_-]/g, '_').slice(0, 64) || 'output';
}
