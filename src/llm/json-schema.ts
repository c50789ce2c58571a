// zod schema -> the JSON Schema a provider is sent. Providers want an object at the root (OpenAI
// json_schema, Anthropic tool input_schema), so other roots are wrapped in `{ value: ... }` and
// unwrapped after parsing. OpenAI's strict mode accepts only a subset of JSON Schema (every
// property required, additionalProperties false, a short keyword list); `strict` is true only when
// the converted schema stays inside that subset, otherwise the request uses strict: false and
// relies on the local zod validation, which always runs.
import { z } from 'zod';

export type JsonSchema = Record<string, unknown>;

export interface ProviderSchema {
  schema: JsonSchema;
  /** The root was not an object and was wrapped as `{ value }`. */
  wrapped: boolean;
  /** Safe to send with OpenAI `strict: true`. */
  strict: boolean;
}

const WRAP_KEY = 'value';

export function toProviderSchema(schema: z.ZodType): ProviderSchema {
  let json = convert(schema);
  delete json.$schema;
  let wrapped = false;
  if (json.type !== 'object') {
    const { definitions, ...inner } = json;
    json = { type: 'object', properties: { [WRAP_KEY]: inner }, required: [WRAP_KEY], additionalProperties: false, ...(definitions ? { definitions } : {}) };
    wrapped = true;
  }
  // Pure value constraints that strict mode does not accept are dropped from what OpenAI sees (zod
  // still enforces them locally); structural gaps (optional properties, open objects) are not
  // papered over, they turn strict off.
  const trimmed = stripConstraints(json);
  return isStrictCompatible(trimmed) ? { schema: trimmed, wrapped, strict: true } : { schema: json, wrapped, strict: false };
}

const DROPPABLE = new Set(['minLength', 'maxLength', 'minProperties', 'maxProperties', 'uniqueItems', 'contentEncoding', 'contentMediaType']);

function stripConstraints(node: unknown): JsonSchema {
  const walk = (n: unknown): unknown => {
    if (Array.isArray(n)) return n.map(walk);
    if (n === null || typeof n !== 'object') return n;
    const out: JsonSchema = {};
    for (const [k, v] of Object.entries(n)) {
      if (DROPPABLE.has(k)) continue;
      if (k === 'format' && typeof v === 'string' && !STRICT_FORMATS.has(v)) continue;
      if (k === 'enum' || k === 'const' || k === 'default') out[k] = v; // data, not schemas
      // Maps from names to schemas: the names are data, each value is a schema.
      else if ((k === 'properties' || k === 'definitions' || k === '$defs') && v && typeof v === 'object') {
        out[k] = Object.fromEntries(Object.entries(v as Record<string, unknown>).map(([name, sub]) => [name, walk(sub)]));
      } else out[k] = walk(v);
    }
    return out;
  };
  return walk(node) as JsonSchema;
}

export function unwrap(value: unknown, wrapped: boolean): unknown {
  return wrapped && value !== null && typeof value === 'object' ? (value as Record<string, unknown>)[WRAP_KEY] : value;
}

function convert(schema: z.ZodType): JsonSchema {
  // Output form first: defaults become required, which is what we want the model to fill in.
  // Schemas with transforms cannot be expressed that way; their input form is what the model
  // must produce anyway.
  try {
    return z.toJSONSchema(schema, { target: 'draft-7' });
  } catch {
    return z.toJSONSchema(schema, { target: 'draft-7', io: 'input', unrepresentable: 'any' });
  }
}

// OpenAI structured outputs: supported keywords (https://platform.openai.com/docs/guides/structured-outputs).
const STRICT_KEYWORDS = new Set([
  'type', 'properties', 'required', 'additionalProperties', 'items', 'enum', 'const', 'anyOf',
  'description', 'title', '$ref', 'definitions', '$defs', 'default',
  'pattern', 'format', 'multipleOf', 'minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum',
  'minItems', 'maxItems',
]);
const STRICT_FORMATS = new Set(['date-time', 'time', 'date', 'duration', 'email', 'hostname', 'ipv4', 'ipv6', 'uuid']);

export function isStrictCompatible(node: unknown, isRoot = true): boolean {
  if (node === null || typeof node !== 'object' || Array.isArray(node)) return false;
  const s = node as JsonSchema;
  if (isRoot && (s.type !== 'object' || 'anyOf' in s)) return false;
  for (const key of Object.keys(s)) if (!STRICT_KEYWORDS.has(key)) return false;
  if (typeof s.format === 'string' && !STRICT_FORMATS.has(s.format)) return false;
  // An empty schema ({} from unrepresentable types) has no type: strict mode rejects it.
  if (!('type' in s) && !('$ref' in s) && !('anyOf' in s) && !('enum' in s) && !('const' in s)) return false;
  const types = Array.isArray(s.type) ? s.type : [s.type];
  if (types.includes('object')) {
    const props = (s.properties ?? {}) as Record<string, unknown>;
    const required = new Set((s.required as string[] | undefined) ?? []);
    if (s.additionalProperties !== false) return false;
    if (Object.keys(props).some((k) => !required.has(k))) return false;
    if (!Object.values(props).every((p) => isStrictCompatible(p, false))) return false;
  }
  if (s.items !== undefined && !isStrictCompatible(s.items, false)) return false;
  if (Array.isArray(s.anyOf) && !s.anyOf.every((p) => isStrictCompatible(p, false))) return false;
  for (const defs of [s.definitions, s.$defs]) {
    if (defs && !Object.values(defs as Record<string, unknown>).every((p) => isStrictCompatible(p, false))) return false;
  }
  return true;
}
