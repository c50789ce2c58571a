// Record-store settings: the external LRS needs its credentials (one clear line naming the
// missing setting), and the factory picks the LRS only when XAPI_ENDPOINT is set.
import { describe, expect, it } from 'vitest';
import { ManualClock, seededRandom } from '../../src/clock.js';
import { ConfigError, loadConfig } from '../../src/config.js';
import { openDatabase } from '../../src/storage/database.js';
import { sqliteEngine } from '../../src/storage/sql-engine.js';
import { createStatementStore } from '../../src/xapi/index.js';

describe('record store configuration', () => {
  it('refuses an LRS endpoint without credentials, naming the setting', () => {
    expect(() => loadConfig({ XAPI_ENDPOINT: 'https://lrs.example/xAPI' })).toThrow(new ConfigError('Invalid setting XAPI_USERNAME: required when XAPI_ENDPOINT is set'));
    expect(() => loadConfig({ XAPI_ENDPOINT: 'https://lrs.example/xAPI', XAPI_USERNAME: 'u' })).toThrow(/XAPI_PASSWORD/);
    expect(() => loadConfig({ XAPI_ENDPOINT: 'not a url', XAPI_USERNAME: 'u', XAPI_PASSWORD: 'p' })).toThrow(/XAPI_ENDPOINT/);
    expect(() => loadConfig({ XAPI_TIMEOUT_MS: '5' })).toThrow(/XAPI_TIMEOUT_MS/);
  });

  it('builds the embedded store by default and the LRS client when configured', async () => {
    const records = sqliteEngine(openDatabase(':memory:'));
    const deps = { records, clock: new ManualClock(), random: seededRandom(1) };
    expect(createStatementStore(loadConfig({}), deps).kind).toBe('embedded');
    const cfg = loadConfig({ XAPI_ENDPOINT: 'https://lrs.example/xAPI', XAPI_USERNAME: 'u', XAPI_PASSWORD: 'p', XAPI_TIMEOUT_MS: '2500', XAPI_MAX_RETRIES: '4' });
    expect(cfg.xapi).toMatchObject({ timeoutMs: 2500, maxRetries: 4 });
    expect(createStatementStore(cfg, deps).kind).toBe('lrs');
    await records.close();
  });

  it('reads the learner account home page and the outbox backoff (a cap below the first pause is refused)', () => {
    expect(loadConfig({}).xapi).toMatchObject({ accountHomePage: 'https://learning-platform.example', outboxRetryMs: 5000, outboxMaxRetryMs: 300_000 });
    const cfg = loadConfig({ XAPI_ACCOUNT_HOMEPAGE: 'https://lms.example/', XAPI_OUTBOX_RETRY_MS: '2000', XAPI_OUTBOX_MAX_RETRY_MS: '8000' });
    expect(cfg.xapi).toMatchObject({ accountHomePage: 'https://lms.example', outboxRetryMs: 2000, outboxMaxRetryMs: 8000 });
    expect(() => loadConfig({ XAPI_OUTBOX_RETRY_MS: '2000', XAPI_OUTBOX_MAX_RETRY_MS: '500' })).toThrow(/XAPI_OUTBOX_RETRY_MS: 2000 is above XAPI_OUTBOX_MAX_RETRY_MS/);
    expect(() => loadConfig({ XAPI_OUTBOX_RETRY_MS: '0' })).toThrow(/XAPI_OUTBOX_RETRY_MS/);
    expect(() => loadConfig({ XAPI_ACCOUNT_HOMEPAGE: 'lms' })).toThrow(/XAPI_ACCOUNT_HOMEPAGE/);
  });
});
