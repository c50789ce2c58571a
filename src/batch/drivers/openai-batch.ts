// provider_b: one OpenAI Batch per job. The requests go up as a JSONL file (purpose `batch`), the
// batch is created from it, polled with backoff until it is terminal, then the output and error
// files are read and matched to items by `custom_id`, never by line order. File and batch ids are
// stored as soon as they exist, and a batch carries the job id in its metadata, so a restarted
// server (or a retried create) neither uploads nor submits twice.
import type OpenAI from 'openai';
import { toFile } from 'openai';
import type { Batch } from 'openai/resources/batches';
import { toProviderSchema } from '../../llm/json-schema.js';
import { ModelMapSchema, mapSystemPrompt, mapUserPrompt } from '../../maps/index.js';
import { pollUntil, retrying } from '../poll.js';
import type { ItemRecord } from '../store.js';
import { REASONS, type BatchDriver, type DriverContext } from './types.js';

const TERMINAL = new Set<Batch['status']>(['completed', 'failed', 'expired', 'cancelled']);
const ENDPOINT = '/v1/chat/completions';
const MAX_TOKENS = 4096;

interface OutputLine {
  custom_id?: string;
  response?: { status_code?: number; body?: { model?: string; choices?: Array<{ message?: { content?: string | null; refusal?: string | null } }> } } | null;
  error?: { code?: string | null; message?: string | null } | null;
}

export function openaiBatchDriver(client: OpenAI): BatchDriver {
  return {
    async run(ctx: DriverContext): Promise<void> {
      const { job, poll } = ctx;
      const opts = { signal: poll.signal, maxRetries: 0 };
      let batchId = job.remoteBatchId;
      if (!batchId) {
        let fileId = job.remoteFileId;
        if (!fileId) {
          const jsonl = inputLines(ctx);
          const uploaded = await retrying(poll, async () =>
            client.files.create({ file: await toFile(Buffer.from(jsonl, 'utf8'), `batch-${job.id}.jsonl`, { type: 'application/jsonl' }), purpose: 'batch' }, opts),
          );
          fileId = uploaded.id;
          ctx.setRemote({ fileId });
        }
        const input = fileId;
        // A create that failed on the way back (a 5xx, a dropped connection, this process killed)
        // may still have made the batch: look for it by its metadata before making another.
        const created = await retrying(poll, async () => {
          const page = await client.batches.list({ limit: 100 }, opts);
          const existing = page.data.find((b) => b.metadata?.batch_job === job.id && b.input_file_id === input);
          return existing ?? client.batches.create({ input_file_id: input, endpoint: ENDPOINT, completion_window: '24h', metadata: { batch_job: job.id } }, opts);
        });
        batchId = created.id;
        ctx.setRemote({ batchId });
        ctx.logger.info({ batchId: job.id, remoteBatchId: batchId, requests: ctx.open.length }, 'batch: openai batch submitted');
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
          await settleLine(ctx, item, line);
        }
      }
      // What the files did not mention ends by the batch's own terminal state.
      for (const item of byCustomId.values()) {
        if (final.status === 'expired') ctx.settle(item, { state: 'expired', reason: REASONS.expired });
        else if (final.status === 'cancelled') ctx.settle(item, { state: 'canceled', reason: REASONS.canceled });
        else if (final.status === 'failed') ctx.settle(item, { state: 'errored', reason: `the provider refused the batch: ${failureCodes(final)}` });
      }
    },
  };
}

function inputLines(ctx: DriverContext): string {
  const { schema, strict } = toProviderSchema(ModelMapSchema);
  return ctx.open
    .map((item) => {
      const { input, lang } = ctx.target(item);
      return JSON.stringify({
        custom_id: item.customId,
        method: 'POST',
        url: ENDPOINT,
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

async function settleLine(ctx: DriverContext, item: ItemRecord, line: OutputLine): Promise<void> {
  if (line.error?.code === 'batch_expired') return ctx.settle(item, { state: 'expired', reason: REASONS.expired });
  if (line.error?.code === 'batch_cancelled') return ctx.settle(item, { state: 'canceled', reason: REASONS.canceled });
  const status = line.response?.status_code;
  if (status === 200) {
    const message = line.response?.body?.choices?.[0]?.message;
    if (message?.refusal) return ctx.settle(item, { state: 'errored', reason: REASONS.refusal });
    return ctx.accept(item, message?.content ?? '', { provider: 'provider_b', model: line.response?.body?.model || ctx.job.model });
  }
  const code = line.error?.code ? safeCode(line.error.code) : status ? `HTTP ${status}` : 'unknown';
  ctx.settle(item, { state: 'errored', reason: `provider error: ${code}` });
}

function failureCodes(batch: Batch): string {
  const codes = (batch.errors?.data ?? []).map((e) => (e.code ? safeCode(e.code) : '')).filter(Boolean);
  return codes.length ? [...new Set(codes)].join(', ') : 'unknown';
}

/** Error codes are identifiers; anything else is dropped rather than echoed. */
function safeCode(code: string): string {
  return /^[A-Za-z0-9_.-]{1,64}$/.test(code) ? code : 'unknown';
}
