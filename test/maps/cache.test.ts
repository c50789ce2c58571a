// The normalised request key (pure functions). The memory cache's bounds are tested in service.test.ts.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseText, requestKey, requestKeyMaterial, type RequestKeyParts } from '../../src/maps/request-key.js';

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

  it('takes its ASCII shortcut only where the full normalisation would give the same text', () => {
    const full = (t: string) => t.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
    // Mostly ASCII with awkward spacing, plus the odd accent, combining mark or non-breaking space.
    const char = fc.oneof(
      { weight: 8, arbitrary: fc.constantFrom(...'aZ09 -_.,!?~'.split('')) },
      { weight: 1, arbitrary: fc.constantFrom('\t', '\n', '\u00a0', 'é', 'e\u0301', 'Å', 'ﬁ', '\u2003') },
    );
    fc.assert(fc.property(fc.array(char, { maxLength: 40 }).map((cs) => cs.join('')), (t) => normaliseText(t) === full(t)), { numRuns: 2000 });
    for (const t of ['', 'Physics', 'Quadratic equations', ' Physics', 'Physics ', 'a  b', 'e\u0301t\u00e9', 'caf\u00e9']) expect(normaliseText(t)).toBe(full(t));
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
