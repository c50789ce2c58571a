// The cache identity of a map request: everything that changes the generated map, normalised so
// that trivially different spellings share one entry, and never any credential.
import { createHash } from 'node:crypto';
import type { Lang } from './map-schema.js';
import type { MapInput } from './generation/index.js';

export interface RequestKeyParts {
  input: MapInput;
  lang: Lang;
  includeLearningPath: boolean;
  /** `provider:model` of the resolved model. */
  provider: string;
  context?: string;
  /** `gs://bucket` when the request chose its own bucket; undefined for the server's store. */
  bucket?: string;
}

// Printable ASCII with no leading, trailing or doubled space: NFC, trim and collapsing whitespace
// would all return it unchanged, so only case folding is left (most keys of a cache hit).
const ALREADY_TIDY = /^(?:[!-~]+(?: [!-~]+)*)?$/;

/** Trimmed, case-folded, inner whitespace collapsed. */
export function normaliseText(text: string): string {
  if (ALREADY_TIDY.test(text)) return text.toLowerCase();
  return text.normalize('NFC').trim().replace(/\s+/g, ' ').toLowerCase();
}

export function requestKeyMaterial(p: RequestKeyParts): string {
  const form =
    p.input.form === 'structural'
      ? ['structural', normaliseText(p.input.domain), normaliseText(p.input.subdomain), normaliseText(p.input.key)]
      : ['freeText', normaliseText(p.input.problem)];
  // The audience changes the map, so it is part of the identity (absent: the same key as before it existed).
  const a = p.input.audience;
  const audience = a ? [`audience:${a.grade ?? ''}:${a.age ?? ''}:${a.level ?? ''}`] : [];
  return JSON.stringify([1, ...form, p.lang, p.includeLearningPath, p.provider, normaliseText(p.context ?? ''), p.bucket ?? '', ...audience] as const);
}

/** Hex SHA-256 of the material: fixed length, safe as an object-key segment. */
export function storageKeyOf(material: string): string {
  return createHash('sha256').update(material).digest('hex');
}

export function requestKey(p: RequestKeyParts): string {
  return storageKeyOf(requestKeyMaterial(p));
}
