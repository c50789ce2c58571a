// The LRU's bounds and order, and the normalised request key (pure functions).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LruCache } from '../../src/maps/cache.js';
import { normaliseText, requestKey, requestKeyMaterial, type RequestKeyParts } from '../../src/maps/request-key.js';

describe('LruCache', () => {
  it('evicts the least recently used entry beyond the entry bound', () => {
    const c = new LruCache<number>(2);
    c.set('a', 1);
    c.set('b', 2);
    expect(c.get('a')).toBe(1); // a is now newest
    c.set('c', 3);
    expect(c.get('b')).toBeUndefined();
    expect(c.get('a')).toBe(1);
    expect(c.get('c')).toBe(3);
    expect(c.size).toBe(2);
  });

  it('evicts by bytes and refuses an entry larger than the whole budget', () => {
    const c = new LruCache<string>(100, 10, (s) => s.length);
    c.set('a', '12345');
    c.set('b', '12345');
    expect(c.totalBytes).toBe(10);
    c.set('c', '123');
    expect(c.get('a')).toBeUndefined();
    expect(c.totalBytes).toBe(8);
    c.set('huge', '12345678901');
    expect(c.get('huge')).toBeUndefined();
    expect(c.totalBytes).toBe(8);
  });

  it('replacing a key updates its size', () => {
    const c = new LruCache<string>(10, 100, (s) => s.length);
    c.set('a', 'xx');
    c.set('a', 'xxxxx');
    expect(c.totalBytes).toBe(5);
    expect(c.delete('a')).toBe(true);
    expect(c.totalBytes).toBe(0);
  });

  it('never exceeds its bounds (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ maxLength: 3 }), fc.string({ maxLength: 8 }))), (ops) => {
        const c = new LruCache<string>(5, 20, (s) => s.length);
        for (const [k, v] of ops) c.set(k, v);
        return c.size <= 5 && c.totalBytes <= 20;
      }),
    );
  });
});

describe('request key', () => {
  const base: RequestKeyParts = {
    input: { form: 'structural', domain: 'Physics', subdomain: 'Mechanics', key: 'Force' },
    lang: 'en',
    includeLearningPath: true,
    provider: 'builtin:builtin-v1',
  };

  it('normalises case, outer and inner whitespace', () => {
    expect(normaliseText('  Newton’s \t SECOND\nlaw ')).toBe('newton’s second law');
    expect(requestKey({ ...base, input: { form: 'structural', domain: ' physics ', subdomain: 'MECHANICS', key: 'force' } })).toBe(requestKey(base));
  });

  it('differs for every input that changes the map', () => {
    const variants: RequestKeyParts[] = [
      { ...base, lang: 'de' },
      { ...base, includeLearningPath: false },
      { ...base, provider: 'provider_c:claude' },
      { ...base, context: 'for kids' },
      { ...base, bucket: 'gs://b' },
      { ...base, input: { form: 'freeText', problem: 'Physics Mechanics Force' } },
      { ...base, input: { form: 'structural', domain: 'Physics Mechanics', subdomain: '', key: 'Force' } },
    ];
    const keys = new Set([requestKey(base), ...variants.map(requestKey)]);
    expect(keys.size).toBe(variants.length + 1);
  });

  it('is a fixed-length hex string and its material never holds more than the listed parts', () => {
    expect(requestKey(base)).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.parse(requestKeyMaterial(base))).toEqual([1, 'structural', 'physics', 'mechanics', 'force', 'en', true, 'builtin:builtin-v1', '', '']);
  });
});
