// provider_c: one Anthropic Message Batch per job on PROVIDERC_MODEL_BATCH (half the price of
// real-time calls). Submit once (the batch id is stored before anything else happens), poll
// with backoff until `processing_status` is `ended`, then read the JSONL results, matched to
// items by `custom_id`, never by position.
import type Anthropic from '@anthropic-ai/sdk';
import type { MessageBatchIndividualResponse } from '@anthropic-ai/sdk/resources/messages/batches';
import { toProviderSchema } from '../../llm/json-schema.js';
import { ModelMapSchema, mapSystemPrompt, mapUserPrompt } from '../../maps/index.js';
import { pollUntil, retrying } from '../poll.js';
import { REASONS, type BatchDriver, type DriverContext } from './types.js';

const TOOL = 'concept_map';
const MAX_TOKENS = 4096;

export function messageBatchDriver(client: Anthropic): BatchDriver {
  // A canceled Message Batch ends with the requests it finished as results; the rest come back canceled.
  const cancel = async (ctx: DriverContext, batchId: string) => {
    await retrying(ctx.poll, () => client.messages.batches.cancel(batchId, {}, { signal: ctx.poll.signal, maxRetries: 0 }));
  };
  return {
    async cancel(ctx: DriverContext): Promise<void> {
      if (ctx.job.remoteBatchId) await cancel(ctx, ctx.job.remoteBatchId);
    },
    async run(ctx: DriverContext): Promise<void> {
      const { job, poll } = ctx;
      const opts = { signal: poll.signal, maxRetries: 0 };
      let batchId = job.remoteBatchId;
      if (!batchId) {
        if (await ctx.canceled()) return;
        const { schema } = toProviderSchema(ModelMapSchema);
        const requests = ctx.open.map((item) => {
          const { input, lang } = ctx.target(item);
          return {
            custom_id: item.customId,
            params: {
              model: job.model,
              max_tokens: MAX_TOKENS,
              system: mapSystemPrompt(lang),
              messages: [{ role: 'user' as const, content: mapUserPrompt(input, undefined) }],
              tools: [{ name: TOOL, description: 'Record the concept map. Its input is the complete map.', input_schema: schema as Anthropic.Tool.InputSchema }],
              tool_choice: { type: 'tool' as const, name: TOOL },
            },
          };
        });
        const created = await retrying(poll, () => client.messages.batches.create({ requests }, opts));
        batchId = created.id;
        await ctx.setRemote({ batchId });
        ctx.logger.info({ batchId: job.id, remoteBatchId: batchId, requests: requests.length }, 'batch: message batch submitted');
        if (await ctx.canceled()) await cancel(ctx, batchId);
      }
      const id = batchId;
      await pollUntil(poll, () => client.messages.batches.retrieve(id, {}, opts), (b) => b.processing_status === 'ended');

      const byCustomId = new Map(ctx.open.map((item) => [item.customId, item]));
      const lines = await retrying(poll, () => client.messages.batches.results(id, {}, opts));
      for await (const line of lines as AsyncIterable<MessageBatchIndividualResponse>) {
        const item = byCustomId.get(line.custom_id);
        if (!item) continue; // settled before a restart, or not ours
        byCustomId.delete(line.custom_id);
        const result = line.result;
        switch (result.type) {
          case 'succeeded': {
            const blocks = result.message.content;
            const call = blocks.find((b) => b.type === 'tool_use' && b.name === TOOL);
            const text = blocks.flatMap((b) => (b.type === 'text' ? [b.text] : [])).join('');
            const answer = call && call.type === 'tool_use' ? call.input : text;
            await ctx.accept(item, answer, { provider: 'provider_c', model: result.message.model || job.model });
            break;
          }
          case 'errored':
            await ctx.settle(item, { state: 'errored', reason: `provider error: ${result.error?.error?.type ?? 'unknown'}` });
            break;
          case 'canceled':
            await ctx.settle(item, { state: 'canceled', reason: REASONS.canceled });
            break;
          case 'expired':
            await ctx.settle(item, { state: 'expired', reason: REASONS.expired });
            break;
        }
      }
    },
  };
}
