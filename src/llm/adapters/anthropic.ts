// provider_c (Anthropic Messages API). Structured output is a forced tool call (the tool's
// input_schema is the schema); Anthropic refuses a forced tool_choice together with extended
// thinking, so with thinking the schema goes into the system prompt and the text is parsed.
import type Anthropic from '@anthropic-ai/sdk';
import type { Message, MessageCreateParamsNonStreaming } from '@anthropic-ai/sdk/resources/messages';
import type { z } from 'zod';
import { execute, type CallContext } from '../call.js';
import { LlmOutputValidationError } from '../errors.js';
import { toProviderSchema } from '../json-schema.js';
import { parseOutput, validateOutput } from '../output.js';
import type { CallOptions, LanguageModel, StructuredRequest, StructuredResult, TextRequest, TextResult, Usage } from '../types.js';
import { schemaName } from './openai-chat.js';

export interface AnthropicAdapterSpec {
  client: Anthropic;
  modelPrimary: string;
  modelBatch: string;
  /** ENABLE_EXTENDED_THINKING: when false, a `thinking` request is ignored with a warning. */
  thinkingEnabled: boolean;
}

/** Output budget when the caller sets none (max_tokens is required by the API). */
export const DEFAULT_MAX_TOKENS = 4096;
/** The API's minimum thinking budget. */
export const MIN_THINKING_BUDGET = 1024;

export function createAnthropicModel(spec: AnthropicAdapterSpec, baseCtx: CallContext): LanguageModel {
  const modelFor = (o: CallOptions) => (o.tier === 'batch' ? spec.modelBatch : spec.modelPrimary);

  const send = async (req: TextRequest, extra: (thinking: boolean) => Partial<MessageCreateParamsNonStreaming>) => {
    const warnings: string[] = [];
    const model = modelFor(req);
    let budget: number | undefined;
    if (req.thinking && !spec.thinkingEnabled) warnings.push('extended thinking is disabled on this server (ENABLE_EXTENDED_THINKING=false); ignored');
    else if (req.thinking) {
      budget = Math.max(MIN_THINKING_BUDGET, Math.floor(req.thinking.budgetTokens));
      if (budget !== req.thinking.budgetTokens) warnings.push(`thinking budget raised to the minimum of ${MIN_THINKING_BUDGET} tokens`);
      if (req.temperature !== undefined) warnings.push('temperature is not allowed with extended thinking; ignored');
    }
    const outputTokens = req.maxOutputTokens ?? DEFAULT_MAX_TOKENS;
    const body: MessageCreateParamsNonStreaming = {
      model,
      // With thinking, max_tokens covers thinking and answer, and must exceed the budget.
      max_tokens: budget ? budget + outputTokens : outputTokens,
      messages: req.messages.map((m) => ({ role: m.role, content: m.content })),
      ...(req.system ? { system: req.system } : {}),
      ...(budget ? { thinking: { type: 'enabled', budget_tokens: budget } } : req.temperature !== undefined ? { temperature: req.temperature } : {}),
      ...extra(budget !== undefined),
    };
    const ctx = { ...baseCtx, model };
    const { response } = await execute<Message>(ctx, req, usageOf, (signal, timeoutMs) =>
      spec.client.messages.create(body, { signal, timeout: timeoutMs, maxRetries: 0 }),
    );
    const text = response.content.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('');
    const thoughts = response.content.flatMap((b) => (b.type === 'thinking' ? [b.thinking] : []));
    return {
      response,
      text,
      reasoning: thoughts.length ? thoughts.join('\n\n') : undefined,
      usage: usageOf(response),
      generator: { provider: baseCtx.provider, model: response.model || model },
      warnings,
    };
  };

  const model: LanguageModel = {
    provider: baseCtx.provider,
    model: spec.modelPrimary,
    run: (task, input) => task.remote(model, input),

    async generateText(req: TextRequest): Promise<TextResult> {
      const out = await send(req, () => ({}));
      return { text: out.text, usage: out.usage, generator: out.generator, warnings: out.warnings, ...(out.reasoning ? { reasoning: out.reasoning } : {}) };
    },

    async generateObject<S extends z.ZodType>(req: StructuredRequest<S>): Promise<StructuredResult<z.output<S>>> {
      const { schema, wrapped } = toProviderSchema(req.schema);
      const tool = schemaName(req.schemaName);
      const out = await send(req, (thinking) =>
        thinking
          ? { system: [req.system, jsonInstruction(schema)].filter(Boolean).join('\n\n') }
          : {
              tools: [{ name: tool, description: 'Record the answer. Its input is the complete result.', input_schema: schema as Anthropic.Tool.InputSchema }],
              tool_choice: { type: 'tool', name: tool },
            },
      );
      const base = { usage: out.usage, generator: out.generator, warnings: out.warnings, ...(out.reasoning ? { reasoning: out.reasoning } : {}) };
      const call = out.response.content.find((b) => b.type === 'tool_use' && b.name === tool);
      if (call && call.type === 'tool_use') {
        const rawText = JSON.stringify(call.input);
        return { object: validateOutput(call.input, rawText, req.schema, baseCtx.provider, wrapped), rawText, ...base };
      }
      if (!out.text.trim()) {
        const issue = `the model returned neither a ${tool} tool call nor text (stop_reason: ${out.response.stop_reason ?? 'unknown'})`;
        throw new LlmOutputValidationError(`${baseCtx.provider} ${issue}`, baseCtx.provider, '', [issue]);
      }
      return { object: parseOutput(out.text, req.schema, baseCtx.provider, wrapped), rawText: out.text, ...base };
    },
  };
  return model;
}

function jsonInstruction(schema: object): string {
  return `Answer with one JSON object only (no prose, no code fence) that matches this JSON Schema:\n${JSON.stringify(schema)}`;
}

function usageOf(m: Message): Usage {
  return { inputTokens: m.usage?.input_tokens ?? 0, outputTokens: m.usage?.output_tokens ?? 0 };
}
