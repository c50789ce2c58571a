// One typed table of error codes, each with one status: errors raised by code carry that status,
// and the OpenAPI document lists every code under the status the table gives it.
import { describe, expect, it } from 'vitest';
import { ERROR_STATUS, appError, type ErrorCode } from '../../src/http/errors.js';
import { buildOpenApiDocument } from '../../src/http/openapi-registry.js';
import { buildTestApp } from '../helpers/app.js';

describe('error codes', () => {
  it('raise with the status of the table and nothing else', () => {
    for (const code of Object.keys(ERROR_STATUS) as ErrorCode[]) {
      const err = appError(code, 'message');
      expect(err.status, code).toBe(ERROR_STATUS[code]);
      expect(err.code).toBe(code);
    }
    expect(appError('rate_limited', 'slow down', undefined, { headers: { 'Retry-After': '5' } }).headers).toEqual({ 'Retry-After': '5' });
  });

  it('are documented in the OpenAPI document under their own status', async () => {
    const doc = buildOpenApiDocument((await buildTestApp()).root.openapi) as unknown as {
      paths: Record<string, Record<string, { responses?: Record<string, { description?: string }> }>>;
    };
    const wrong: string[] = [];
    let checked = 0;
    for (const [path, ops] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(ops)) {
        for (const [status, response] of Object.entries(op.responses ?? {})) {
          for (const [, code] of (response.description ?? '').matchAll(/`([a-z_]+)`/g)) {
            if (!(code! in ERROR_STATUS)) continue;
            checked++;
            if (String(ERROR_STATUS[code as ErrorCode]) !== status) wrong.push(`${method.toUpperCase()} ${path} ${status}: ${code}`);
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(30);
    expect(wrong).toEqual([]);
  });
});
