// The `builtin` provider: the deterministic offline engine's entry point. It has no generic text
// generation; an area that resolves to it runs its own deterministic generator (e.g. the
// conversation engine, the map generator). Calling it directly is a programming error.
import { BUILTIN_MODEL_ID } from './gateway.js';
import { LlmError } from './errors.js';
import type { LanguageModel } from './types.js';

export const builtinModel: LanguageModel = {
  provider: 'builtin',
  model: BUILTIN_MODEL_ID,
  generateText() {
    return Promise.reject(new LlmError('The builtin provider has no generic text generation; use the area engine', 'builtin'));
  },
  generateObject() {
    return Promise.reject(new LlmError('The builtin provider has no generic structured generation; use the area engine', 'builtin'));
  },
};

export const isBuiltin = (model: LanguageModel) => model.provider === 'builtin';
