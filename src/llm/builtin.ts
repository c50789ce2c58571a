// The `builtin` provider: every task the gateway offers, answered by the deterministic engine of
// the area that owns the task (ModelTask.builtin: the conversation engine's line, the built-in map
// generator, the knowledge-base content generator, the recomputed critique and its chat). It has
// no generic text generation, so a task's remote half is never given it; calling generateText or
// generateObject on it directly is a programming error.
import { BUILTIN_MODEL_ID } from './gateway.js';
import { LlmError } from './errors.js';
import type { LanguageModel } from './types.js';

export const builtinModel: LanguageModel = {
  provider: 'builtin',
  model: BUILTIN_MODEL_ID,
  generateText() {
    return Promise.reject(new LlmError('The builtin provider has no generic text generation; run a task on it', 'builtin'));
  },
  generateObject() {
    return Promise.reject(new LlmError('The builtin provider has no generic structured generation; run a task on it', 'builtin'));
  },
  run: (task, input) => task.builtin(input),
};
