// What an operator sees when a setting or the data directory is wrong: one line naming the setting
// (or the file and the setting it comes from) and why, never a stack.
import net from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import express from 'express';
import { afterAll, describe, expect, it } from 'vitest';
import { buildDeps } from '../../src/bootstrap.js';
import { loadConfig } from '../../src/config.js';
import { startHttpServer } from '../../src/http/http-server.js';
import { createLogger } from '../../src/logger.js';
import { entryOutput } from '../helpers/process.js';

const scratch = mkdtempSync(path.join(tmpdir(), 'lp-startup-lines-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('TRUST_PROXY', () => {
  it('accepts what Express accepts, and Express takes every value it accepts', () => {
    for (const value of ['', 'false', 'true', '1', '2', 'loopback', 'loopback, uniquelocal', '10.0.0.1', '10.0.0.0/8', '10.0.0.0/255.0.0.0', '::1', 'fd00::/8', 'loopback,172.16.0.0/12']) {
      const trust = loadConfig({ TRUST_PROXY: value }).server.trustProxy;
      expect(() => express().set('trust proxy', trust), value).not.toThrow();
    }
  });

  it('refuses anything else with one line naming the setting and the entry', () => {
    for (const [value, entry] of [
      ['maybe', 'maybe'],
      ['loopback, 10.0.0.300', '10.0.0.300'],
      ['10.0.0.0/33', '10.0.0.0/33'],
      ['proxy.internal', 'proxy.internal'],
    ] as const) {
      // Each of these is one Express itself would refuse, later and without naming the setting.
      expect(() => express().set('trust proxy', value), value).toThrow();
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(`Invalid setting TRUST_PROXY: "${entry}" is not `);
    }
  });

  it('stops the real entry with exit code 1 and that one line', async () => {
    const { code, lines } = await entryOutput({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(scratch, 'entry'), TRUST_PROXY: 'maybe' });
    expect(code).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^Invalid setting TRUST_PROXY: "maybe" is not /)]);
  }, 30_000);
});

describe('a lower bound above its upper bound', () => {
  it('is refused with one line naming both settings, for every such pair', () => {
    expect(() => loadConfig({ BATCH_POLL_MIN_MS: '70000', BATCH_POLL_MAX_MS: '60000' })).toThrow(
      'Invalid setting BATCH_POLL_MIN_MS: 70000 is above BATCH_POLL_MAX_MS (60000); provider batches are polled first after the one, backing off up to the other',
    );
    // The other side at its default is said to be so (the operator may not have set it).
    expect(() => loadConfig({ BATCH_POLL_MIN_MS: '120000' })).toThrow('Invalid setting BATCH_POLL_MIN_MS: 120000 is above BATCH_POLL_MAX_MS (60000, its default); ');
    expect(() => loadConfig({ XAPI_OUTBOX_RETRY_MS: '2000', XAPI_OUTBOX_MAX_RETRY_MS: '500' })).toThrow(/^Invalid setting XAPI_OUTBOX_RETRY_MS: 2000 is above XAPI_OUTBOX_MAX_RETRY_MS \(500\); /);
    expect(() => loadConfig({ HEADERS_TIMEOUT_MS: '10000' })).toThrow(/^Invalid setting HEADERS_TIMEOUT_MS: 10000 is above REQUEST_TIMEOUT_MS \(4000, its default\); /);
    // Equal is a fixed value, not a mistake.
    expect(loadConfig({ BATCH_POLL_MIN_MS: '60000', XAPI_OUTBOX_RETRY_MS: '300000', HEADERS_TIMEOUT_MS: '4000' }).batch).toMatchObject({ pollMinMs: 60_000, pollMaxMs: 60_000 });
  });

  it('stops the real entry with exit code 1 and that one line', async () => {
    const { code, lines } = await entryOutput({ PORT: '0', HOST: '127.0.0.1', DATA_DIR: path.join(scratch, 'entry-poll'), BATCH_POLL_MIN_MS: '70000', BATCH_POLL_MAX_MS: '60000' });
    expect(code).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^Invalid setting BATCH_POLL_MIN_MS: 70000 is above BATCH_POLL_MAX_MS \(60000\); /)]);
  }, 30_000);
});

describe('DATA_DIR', () => {
  const silent = createLogger('silent');

  it('a DATA_DIR that cannot be created is named', () => {
    const file = path.join(scratch, 'a-file');
    writeFileSync(file, 'not a directory');
    const config = loadConfig({ DATA_DIR: file });
    expect(() => buildDeps(config, silent)).toThrow(new RegExp(`^cannot create DATA_DIR ${file}: EEXIST`));
  });

  it('a SQLite file that cannot be opened is named, with the setting it is under', () => {
    const dir = path.join(scratch, 'db-is-a-directory');
    mkdirSync(path.join(dir, 'app.db'), { recursive: true });
    const config = loadConfig({ DATA_DIR: dir });
    expect(() => buildDeps(config, silent)).toThrow(`cannot open the SQLite file ${path.join(dir, 'app.db')} (DATA_DIR): unable to open database file`);
  });
});

describe('HOST and PORT', () => {
  const silent = createLogger('silent');
  const server = loadConfig({}).server;

  it('a port in use is one line naming the address and the settings', async () => {
    const taken = net.createServer();
    await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
    const port = (taken.address() as net.AddressInfo).port;
    try {
      await expect(startHttpServer(express(), server, silent, { port, host: '127.0.0.1' })).rejects.toThrow(`cannot listen on 127.0.0.1:${port} (HOST, PORT): EADDRINUSE`);
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('a host name that does not resolve is one line too', async () => {
    await expect(startHttpServer(express(), server, silent, { port: 0, host: 'nohost.invalid' })).rejects.toThrow(/^cannot listen on nohost\.invalid:0 \(HOST, PORT\): (ENOTFOUND|EAI_AGAIN)$/);
  });
});
