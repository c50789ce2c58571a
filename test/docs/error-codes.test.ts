// The docs name failures as a status and a code ("400 `version_limit`", "401 `invalid_token` /
// `token_expired`"). Each such code must be one the service answers, with that status
// (src/http/error-codes.ts): a caller matching on the code the docs name must see it.
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../src/http/error-codes.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCS = ['README.md', ...readdirSync(path.join(ROOT, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

/** "<status> `code`", with any codes that follow it joined by "/", "," or "or". */
export function statedCodes(text: string): Array<{ status: number; code: string; quote: string }> {
  const out: Array<{ status: number; code: string; quote: string }> = [];
  for (const m of text.matchAll(/\b([45]\d\d) `([a-z_]+)`((?:\s*(?:\/|,|or)\s*`[a-z_]+`)*)/g)) {
    for (const code of [m[2]!, ...[...(m[3] ?? '').matchAll(/`([a-z_]+)`/g)].map((c) => c[1]!)]) out.push({ status: Number(m[1]), code, quote: m[0] });
  }
  return out;
}

describe('status and error code pairs in README.md and docs/', () => {
  it('reads a status with the codes after it', () => {
    expect(statedCodes('is 401 `invalid_token` / `token_expired`, and 409 `email_taken`').map((s) => `${s.status} ${s.code}`)).toEqual([
      '401 invalid_token',
      '401 token_expired',
      '409 email_taken',
    ]);
  });

  for (const file of DOCS) {
    it(`${file}: every "<status> \`code\`" is a code the service answers with that status`, () => {
      const wrong = statedCodes(readFileSync(path.join(ROOT, file), 'utf8'))
        .filter((s) => (ERROR_STATUS as Record<string, number>)[s.code] !== s.status)
        .map((s) => `${s.quote} (the service: ${(ERROR_STATUS as Record<string, number>)[s.code] ?? 'no such code'})`);
      expect(wrong).toEqual([]);
    });
  }
});
