// Placeholder gateway: every request is served by builtin. Replaced by the provider adapters.
import type { AppConfig } from '../config.js';
import { builtinModel } from './builtin.js';
import type { LlmGateway } from './gateway.js';

export function createLlmGateway(_config: AppConfig): LlmGateway {
  return { resolve: () => builtinModel, configured: () => [] };
}
