// No provider batch API: the built-in generator (or provider_a, one real-time call per concept)
// works through the concepts in this process, a few at a time. Between concepts every worker
// yields to the event loop, so requests keep being answered while a job runs.
import { LlmError } from '../../llm/errors.js';
import type { LanguageModel } from '../../llm/types.js';
import { generateMap } from '../../maps/index.js';
import type { ItemRecord } from '../store.js';
import type { BatchDriver, DriverContext } from './types.js';

/** Lets queued I/O callbacks (HTTP requests) run before the next concept. */
export const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export function backgroundDriver(model: LanguageModel, concurrency: number): BatchDriver {
  return {
    async run(ctx: DriverContext): Promise<void> {
      const queue = [...ctx.open];
      const signal = ctx.poll.signal;
      const worker = async () => {
        for (let item = queue.shift(); item; item = queue.shift()) {
          await yieldToEventLoop();
          if (signal.aborted) return;
          await one(ctx, model, item, signal);
        }
      };
      await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, queue.length)) }, worker));
      signal.throwIfAborted();
    },
  };
}

async function one(ctx: DriverContext, model: LanguageModel, item: ItemRecord, signal: AbortSignal): Promise<void> {
  const { input, lang } = ctx.target(item);
  let result;
  try {
    result = await generateMap(input, { lang, includeLearningPath: true, model, signal, tier: 'batch' });
  } catch (err) {
    if (signal.aborted) return; // stays open; resumed after a restart
    const kind = err instanceof LlmError ? err.name : 'error';
    ctx.logger.warn({ batchId: ctx.job.id, conceptId: item.conceptId, err: kind }, 'batch: concept generation failed');
    await ctx.settle(item, { state: 'errored', reason: `generation failed (${kind})` });
    return;
  }
  await ctx.accept(item, result.map, result.generator, { warnings: result.warnings, quality: result.quality });
}
