// What a model is asked to return. Every field is required (OpenAI strict structured output needs
// that); the graph engine repairs whatever the model gets wrong after validation.
import { z } from 'zod';
import { EDGE_TYPES, NODE_TYPES } from '../../map-schema.js';

export const ModelMapSchema = z.object({
  nodes: z.array(
    z.object({
      id: z.string(),
      label: z.string(),
      type: z.enum(NODE_TYPES),
      description: z.string(),
      isCenter: z.boolean(),
    }),
  ),
  edges: z.array(z.object({ from: z.string(), to: z.string(), type: z.enum(EDGE_TYPES) })),
  learningPath: z.array(z.string()),
  learningPhases: z.array(z.object({ name: z.string(), nodeIds: z.array(z.string()) })),
});
export type ModelMap = z.infer<typeof ModelMapSchema>;

export const ModelScoreSchema = z.object({
  coverage: z.number(),
  prerequisites: z.number(),
  granularity: z.number(),
  coherence: z.number(),
  reasons: z.array(z.string()),
});
export type ModelScore = z.infer<typeof ModelScoreSchema>;

export const ModelSuggestionsSchema = z.object({
  suggestions: z.array(z.object({ label: z.string(), description: z.string(), type: z.enum(NODE_TYPES) })),
});
