// The request body's `config.llm` (docs/maps.md, Provider), one schema for validation, types and the OpenAPI
// document. Areas embed it (`config: z.object({ llm: LlmSelectionSchema.optional() })`).
import { z } from 'zod';

export const SELECTABLE_PROVIDERS = ['provider_a', 'provider_b', 'provider_c', 'builtin'] as const;

const secret = (what: string) => z.string().trim().min(1).max(1024).describe(what);

export const LlmSelectionSchema = z
  .object({
    provider: z
      .enum(SELECTABLE_PROVIDERS)
      .optional()
      .describe('provider_a (Azure OpenAI, default), provider_b (OpenAI), provider_c (Anthropic), or builtin (offline deterministic engine).'),
    providerAApiKey: secret('Azure OpenAI key for this request; overrides the server key.').optional(),
    providerAEndpoint: z
      .url()
      .max(2048)
      .optional()
      .describe('Azure OpenAI endpoint, e.g. https://my-resource.openai.azure.com. Must be https on a public address, and needs providerAApiKey: the server key is never sent to a request-supplied endpoint.'),
    providerADeployment: z
      .string()
      .regex(/^[A-Za-z0-9_-][A-Za-z0-9._-]{0,63}$/, 'letters, digits, ".", "_" and "-" only (at most 64)')
      .optional()
      .describe('Azure deployment name; defaults to the server setting.'),
    providerAApiVersion: z
      .string()
      .regex(/^[A-Za-z0-9._-]{1,40}$/, 'an API version such as 2024-08-01-preview')
      .optional()
      .describe('Azure API version; default 2024-08-01-preview.'),
    providerBApiKey: secret('OpenAI key for this request; overrides the server key.').optional(),
    providerCApiKey: secret('Anthropic key for this request; overrides the server key.').optional(),
  })
  .strict()
  .meta({ id: 'LlmConfig', description: 'Model provider for this request. Keys given here override the server keys; a provider with no key from either is served by the built-in engine.' });

export type LlmSelection = z.infer<typeof LlmSelectionSchema>;
