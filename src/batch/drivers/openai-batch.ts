// provider_b: one OpenAI Batch per job; provider_a: one Azure OpenAI Batch, the same protocol under
// `{endpoint}/openai` with `api-version` (the `openai` SDK's AzureOpenAI client speaks it). The
// requests go up as a JSONL file (purpose `batch`), the batch is created from it, polled with
// backoff until it is terminal, then the output and error files are read and matched to items by
// `custom_id`, never by line order. File and batch ids are stored as soon as they exist, and a
// batch carries the job id in its metadata, so a restarted server (or a retried create) neither
// uploads nor submits twice. A cancel asks the provider to stop the batch; it ends `cancelled`
// with the requests it finished in its output file, which are kept.
import type OpenAI from 'openai';
import { toFile } from 'openai';
import type { Batch } from 'openai/resources/batches';
import { toProviderSchema } from '../../llm/json-schema.js';
import { ModelMapSchema, mapSystemPrompt, mapUserPrompt } from '../../maps/index.js';
import { pollUntil, retrying } from '../poll.js';
import type { ItemRecord } from '../store.js';
import { REASONS, type BatchDriver, type DriverContext } from './types.js';

const TERMINAL = new Set<Batch['status']>(['completed', 'failed', 'expired', 'cancelled']);
const MAX_TOKENS = 4096;

export interface OpenAIBatchFlavour {
  provider: 'provider_a' | 'provider_b';
  /** The endpoint each request line names: OpenAI `/v1/chat/completions`, Azure `/chat/completions`. */
  endpoint: '/v1/chat/completions' | '/chat/completions';
}

export const OPENAI_BATCH: OpenAIBatchFlavour = { provider: 'provider_b', endpoint: '/v1/chat/completions' };
/** Azure's Batch API: the line's `model` is the batch deployment's name. */
export const AZURE_BATCH: OpenAIBatchFlavour = { provider: 'provider_a', endpoint: '/chat/completions' };

interface OutputLine {
  custom_id?: string;
  response?: { status_code?: number; body?: { model?: string; choices?: Array<{ message?: { content?: string | null; refusal?: string | null } }> } } | null;
  error?: { code?: string | null; message?: string | null } | null;
}

export function openaiBatchDriver(client: OpenAI, flavour: OpenAIBatchFlavour = OPENAI_BATCH): BatchDriver {
  const cancel = async (ctx: DriverContext, batchId: string) => {
    await retrying(ctx.poll, () => client.batches.cancel(batchId, { signal: ctx.poll.signal, maxRetries: 0 }));
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
        let fileId = job.remoteFileId;
        if (!fileId) {
          const jsonl = inputLines(ctx, flavour);
          const uploaded = await retrying(poll, async () =>
            client.files.create({ file: await toFile(Buffer.from(jsonl, 'utf8'), `batch-${job.id}.jsonl`, { type: 'application/jsonl' }), purpose: 'batch' }, opts),
          );
          fileId = uploaded.id;
          await ctx.setRemote({ fileId });
        }
        const input = fileId;
        // A create that failed on the way back (a 5xx, a dropped connection, this process killed)
        // may still have made the batch: look for it by its metadata before making another.
        const created = await retrying(poll, async () => {
          const page = await client.batches.list({ limit: 100 }, opts);
          const existing = page.data.find((b) => b.metadata?.batch_job === job.id && b.input_file_id === input);
          if (existing) return existing;
          // Canceled while the file went up: no batch is made.
          if (await ctx.canceled()) return undefined;
          return client.batches.create({ input_file_id: input, endpoint: flavour.endpoint as '/v1/chat/completions', completion_window: '24h', metadata: { batch_job: job.id } }, opts);
        });
        if (!created) return;
        batchId = created.id;
        await ctx.setRemote({ batchId });
        ctx.logger.info({ batchId: job.id, remoteBatchId: batchId, requests: ctx.open.length, provider: flavour.provider }, 'batch: openai batch submitted');
        // Canceled while the create was on its way: stop the batch now, then collect what it did.
        if (await ctx.canceled()) await cancel(ctx, batchId);
      }
      const id = batchId;
      const final = await pollUntil(poll, () => client.batches.retrieve(id, opts), (b) => TERMINAL.has(b.status));

      const byCustomId = new Map(ctx.open.map((item) => [item.customId, item]));
      for (const fileId of [final.output_file_id, final.error_file_id]) {
        if (!fileId) continue;
        const text = await retrying(poll, async () => (await client.files.content(fileId, opts)).text());
        for (const raw of text.split('\n')) {
          if (!raw.trim()) continue;
          let line: OutputLine;
          try {
            line = JSON.parse(raw) as OutputLine;
          } catch {
            continue; // a damaged line: its item ends as "no result"
          }
          const item = line.custom_id === undefined ? undefined : byCustomId.get(line.custom_id);
          if (!item) continue;
          byCustomId.delete(item.customId);
          await settleLine(ctx, item, line, flavour);
        }
      }
      // What the files did not mention ends by the batch's own terminal state.
      for (const item of byCustomId.values()) {
        if (final.status === 'expired') await ctx.settle(item, { state: 'expired', reason: REASONS.expired });
        else if (final.status === 'cancelled') await ctx.settle(item, { state: 'canceled', reason: REASONS.canceled });
        else if (final.status === 'failed') await ctx.settle(item, { state: 'errored', reason: `the provider refused the batch: ${failureCodes(final)}` });
      }
    },
  };
}

function inputLines(ctx: DriverContext, flavour: OpenAIBatchFlavour): string {
  const { schema, strict } = toProviderSchema(ModelMapSchema);
  return ctx.open
    .map((item) => {
      const { input, lang } = ctx.target(item);
      return JSON.stringify({
        custom_id: item.customId,
        method: 'POST',
        url: flavour.endpoint,
        body: {
          model: ctx.job.model,
          messages: [
            { role: 'system', content: mapSystemPrompt(lang) },
            { role: 'user', content: mapUserPrompt(input, undefined) },
          ],
          response_format: { type: 'json_schema', json_schema: { name: 'concept_map', schema, strict } },
          max_completion_tokens: MAX_TOKENS,
        },
      });
    })
    .join('\n');
}

async function settleLine(ctx: DriverContext, item: ItemRecord, line: OutputLine, flavour: OpenAIBatchFlavour): Promise<void> {
  if (line.error?.code === 'batch_expired') return ctx.settle(item, { state: 'expired', reason: REASONS.expired });
  if (line.error?.code === 'batch_cancelled') return ctx.settle(item, { state: 'canceled', reason: REASONS.canceled });
  const status = line.response?.status_code;
  if (status === 200) {
    const message = line.response?.body?.choices?.[0]?.message;
    if (message?.refusal) return ctx.settle(item, { state: 'errored', reason: REASONS.refusal });
    return ctx.accept(item, message?.content ?? '', { provider: flavour.provider, model: line.response?.body?.model || ctx.job.model });
  }
  const code = line.error?.code ? safeCode(line.error.code) : status ? `HTTP ${status}` : 'unknown';
  await ctx.settle(item, { state: 'errored', reason: `provider error: ${code}` });
}

function failureCodes(batch: Batch): string {
  const codes = (batch.errors?.data ?? []).map((e) => (e.code ? safeCode(e.code) : '')).filter(Boolean);
  return codes.length ? [...new Set(codes)].join(', ') : 'unknown';
}

/** Error codes are identifiers; anything else is dropped rather than echoed. */
function safeCode(code: string): string {
  return /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? code : 'unknown';
}
