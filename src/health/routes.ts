// GET /api/direct/health: liveness plus what the service can use (configured providers).
import type { Express } from 'express';
import { z } from 'zod';
import type { AppContext } from '../context.js';
import { API_VERSION, jsonExample } from '../openapi/registry.js';

export const HealthSchema = z
  .object({
    status: z.literal('ok'),
    version: z.string(),
    uptimeSeconds: z.number(),
    providers: z.object({
      configured: z.array(z.enum(['provider_a', 'provider_b', 'provider_c'])),
      default: z.string(),
      builtin: z.literal(true),
    }),
  })
  .meta({ id: 'Health' });

export function mountHealth(app: Express, ctx: AppContext): void {
  const startedAt = ctx.clock.now();
  ctx.openapi.registerPath({
    method: 'get',
    path: '/api/direct/health',
    summary: 'Health check',
    description: 'Answers 200 while the service is up; lists the model providers that have server credentials.',
    responses: { 200: { description: 'Healthy', ...jsonExample(HealthSchema, { status: 'ok', version: API_VERSION, uptimeSeconds: 3600, providers: { configured: ['provider_b'], default: 'provider_b', builtin: true } }) } },
  });
  app.get('/api/direct/health', (_req, res) => {
    const body: z.infer<typeof HealthSchema> = {
      status: 'ok',
      version: API_VERSION,
      uptimeSeconds: Math.round((ctx.clock.now() - startedAt) / 1000),
      providers: {
        configured: ctx.llm.configured().filter((p): p is 'provider_a' | 'provider_b' | 'provider_c' => p !== 'builtin'),
        default: ctx.config.llm.defaultProvider,
        builtin: true,
      },
    };
    res.json(body);
  });
}
