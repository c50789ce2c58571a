// The JSON Schema of a batch request's output, converted once per zod schema (every item of a job
// usually shares one).
import type { z } from 'zod';
import { toProviderSchema } from '../json-schema.js';

const converted = new WeakMap<z.ZodType, ReturnType<typeof toProviderSchema>>();

export function providerSchemaOf(schema: z.ZodType): ReturnType<typeof toProviderSchema> {
  let out = converted.get(schema);
  if (!out) converted.set(schema, (out = toProviderSchema(schema)));
  return out;
}
