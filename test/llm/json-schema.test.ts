import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { isStrictCompatible, toProviderSchema, unwrap } from '../../src/llm/json-schema.js';
import { parseJsonLoosely, parseOutput } from '../../src/llm/output.js';
import { LlmOutputValidationError } from '../../src/llm/errors.js';

describe('toProviderSchema', () => {
  it('keeps strict mode for closed objects with every property required, dropping unsupported constraints', () => {
    const s = toProviderSchema(z.object({ maxLength: z.string().max(10), tags: z.array(z.enum(['a', 'b'])).max(3), n: z.number().nullable() }));
    expect(s.strict).toBe(true);
    expect(s.wrapped).toBe(false);
    expect(s.schema).toEqual({
      type: 'object',
      properties: { maxLength: { type: 'string' }, tags: { type: 'array', items: { type: 'string', enum: ['a', 'b'] }, maxItems: 3 }, n: { type: ['number', 'null'] } },
      required: ['maxLength', 'tags', 'n'],
      additionalProperties: false,
    });
  });

  it('turns strict off for optional properties, open records and empty schemas', () => {
    expect(toProviderSchema(z.object({ a: z.string().optional() })).strict).toBe(false);
    expect(toProviderSchema(z.object({ a: z.record(z.string(), z.number()) })).strict).toBe(false);
    expect(toProviderSchema(z.object({ a: z.unknown() })).strict).toBe(false);
  });

  it('keeps constraints in the non-strict schema (Anthropic and strict: false get the full schema)', () => {
    const s = toProviderSchema(z.object({ a: z.string().min(2).optional() }));
    expect(s.schema.properties).toEqual({ a: { type: 'string', minLength: 2 } });
  });

  it('wraps non-object roots and unwraps values', () => {
    const s = toProviderSchema(z.array(z.string()));
    expect(s.wrapped).toBe(true);
    expect(s.schema).toMatchObject({ type: 'object', required: ['value'], properties: { value: { type: 'array' } } });
    expect(unwrap({ value: [1] }, true)).toEqual([1]);
    expect(unwrap({ value: [1] }, false)).toEqual({ value: [1] });
  });

  it('handles schemas with transforms (their input shape is what the model writes)', () => {
    const s = toProviderSchema(z.object({ n: z.string().transform(Number) }));
    expect(s.schema.properties).toEqual({ n: { type: 'string' } });
  });

  it('isStrictCompatible rejects a non-object root and unknown keywords', () => {
    expect(isStrictCompatible({ type: 'array', items: { type: 'string' } })).toBe(false);
    expect(isStrictCompatible({ type: 'object', properties: {}, required: [], additionalProperties: false, not: {} })).toBe(false);
  });
});

describe('parseOutput', () => {
  const S = z.object({ a: z.number() });
  it('accepts plain JSON, fenced JSON and JSON inside prose', () => {
    expect(parseOutput('{"a":1}', S, 'p', false)).toEqual({ a: 1 });
    expect(parseOutput('```json\n{"a":2}\n```', S, 'p', false)).toEqual({ a: 2 });
    expect(parseOutput('Here you go: {"a":3} hope it helps', S, 'p', false)).toEqual({ a: 3 });
    expect(parseJsonLoosely('')).toEqual({ ok: false, error: 'empty output' });
  });

  it('throws LlmOutputValidationError with raw text and one line per issue', () => {
    try {
      parseOutput('{"a":"x","b":1}', S.strict(), 'provider_b', false);
      expect.unreachable();
    } catch (err) {
      expect(err).toBeInstanceOf(LlmOutputValidationError);
      const v = err as LlmOutputValidationError;
      expect(v.rawText).toBe('{"a":"x","b":1}');
      expect(v.issues).toEqual(['a: Invalid input: expected number, received string', 'b: unknown field']);
      expect(v.provider).toBe('provider_b');
    }
  });
});
