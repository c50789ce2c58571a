// One marker for a masked secret in every log line: pino's path redaction (logger.ts), the access
// line's credential headers and masked query values (http/middleware) all write the logger's
// REDACTED, and the marker is spelled out in src/ only where it is declared, so changing it
// cannot leave a second spelling behind.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { REDACTED } from '../../src/logger.js';
import { buildTestApp } from '../helpers/app.js';

const SRC = path.resolve(import.meta.dirname, '../../src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? sourceFiles(path.join(dir, e.name)) : e.name.endsWith('.ts') ? [path.join(dir, e.name)] : []));
}

describe('the redaction marker', () => {
  it('is the one every masked value in a log line reads as, whichever path masked it', async () => {
    expect(typeof REDACTED).toBe('string');
    const t = await buildTestApp();
    await request(t.app).get('/api/direct/health?token=sekrit-1').set('Authorization', 'Bearer sekrit-2');
    t.deps.logger.info({ token: 'sekrit-3', config: { xapi: { password: 'sekrit-4' } } }, 'probe');
    const access = t.logs.find((l) => l.msg === 'request completed') as { req: { url: string; headers: Record<string, string> } };
    expect(access.req.headers.authorization).toBe(REDACTED);
    expect(access.req.url).toBe(`/api/direct/health?token=${REDACTED}`);
    const probe = t.logs.find((l) => l.msg === 'probe') as { token: string; config: { xapi: { password: string } } };
    expect(probe.token).toBe(REDACTED);
    expect(probe.config.xapi.password).toBe(REDACTED);
    expect(JSON.stringify(t.logs)).not.toMatch(/sekrit/);
    await t.close();
  });

  it('is spelled out in src/ only where it is declared', () => {
    const spelled = sourceFiles(SRC).filter((f) => readFileSync(f, 'utf8').includes(REDACTED));
    expect(spelled.map((f) => path.relative(SRC, f))).toEqual(['logger.ts']);
  });
});
