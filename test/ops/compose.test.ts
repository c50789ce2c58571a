// compose.yaml, read the way `docker compose` reads it (YAML 1.1 merge keys for the instances'
// shared anchor), since no Docker engine runs where the tests do: three instances behind the
// proxy, each on the compose file's Valkey and PostgreSQL, everything health-checked and started
// in order, and the port the same one the Dockerfile serves. And the Dockerfile as `docker build`
// reads it: what it copies is in the build context, what it runs is in package.json, what it sets
// is a setting the service reads and accepts, and its health check is a route the app answers.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig, SETTING_NAMES } from '../../src/config.js';
import { buildTestApp } from '../helpers/app.js';

const ROOT = path.resolve(import.meta.dirname, '../..');
const read = (file: string) => readFileSync(path.join(ROOT, file), 'utf8');

interface Healthcheck {
  test: string[];
}
interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  env_file?: string[];
  volumes?: string[];
  ports?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: Healthcheck;
  deploy?: { replicas?: number };
  command?: string[];
}
interface ComposeFile {
  services: Record<string, Service>;
  volumes?: Record<string, unknown>;
}

const compose = parse(read('compose.yaml'), { merge: true }) as ComposeFile;
const services = compose.services;
const appNames = Object.keys(services).filter((name) => services[name]!.build !== undefined);
const apps = appNames.map((name) => [name, services[name]!] as const);
const nginx = read('deploy/nginx.conf');
const dockerfile = read('Dockerfile');
const dockerPort = Number(/^EXPOSE (\d+)$/m.exec(dockerfile)?.[1]);

/** `KEY=value` lines of an env file, comments and blanks skipped. */
function envFile(file: string): Record<string, string> {
  const lines = read(file)
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  return Object.fromEntries(lines.map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1)]));
}

describe('compose.yaml', () => {
  it('runs three instances of the image built from the Dockerfile, as three named services', () => {
    expect(appNames).toEqual(['app-1', 'app-2', 'app-3']);
    for (const [, app] of apps) {
      expect(app.build).toBe('.');
      expect(app.deploy?.replicas).toBeUndefined();
    }
  });

  it('points every instance at the compose file’s Valkey and PostgreSQL', () => {
    expect(services.valkey?.image).toBe('valkey/valkey:8');
    expect(services.postgres?.image).toMatch(/^postgres:1[67]$/);
    const pgUser = services.postgres!.environment!.POSTGRES_USER;
    const pgDb = services.postgres!.environment!.POSTGRES_DB;
    for (const [name, app] of apps) {
      const env = app.environment!;
      const redis = new URL(env.REDIS_URL!);
      expect([name, redis.protocol, redis.hostname]).toEqual([name, 'redis:', 'valkey']);
      const db = new URL(env.DATABASE_URL!);
      expect([name, db.protocol, db.hostname, db.port, db.username, db.pathname]).toEqual([name, 'postgres:', 'postgres', '5432', pgUser, `/${pgDb}`]);
      // No secret in the compose file itself: the password comes from the env file.
      expect(db.password).toBe('');
    }
  });

  it('keeps secrets in env files that are not committed, with placeholder examples', () => {
    const files = new Set(Object.values(services).flatMap((s) => s.env_file ?? []));
    expect([...files].sort()).toEqual(['deploy/app.env', 'deploy/postgres.env']);
    expect(read('.gitignore')).toMatch(/^deploy\/\*\.env$/m);
    for (const file of files) {
      expect(existsSync(path.join(ROOT, `${file}.example`)), `${file}.example`).toBe(true);
    }
    const app = envFile('deploy/app.env.example');
    const postgres = envFile('deploy/postgres.env.example');
    for (const secret of [app.PGPASSWORD, app.JWT_SECRET, app.SERVICE_API_KEYS, postgres.POSTGRES_PASSWORD]) expect(secret).toMatch(/^change-me/);
    // The instances log in with the password PostgreSQL was given.
    expect(app.PGPASSWORD).toBe(postgres.POSTGRES_PASSWORD);
    for (const [, app] of apps) expect(app.env_file).toEqual(['deploy/app.env']);
  });

  it('sends round-robin traffic through the proxy to every instance, on the Dockerfile’s port', () => {
    expect(dockerPort).toBe(3000);
    expect(dockerfile).toMatch(new RegExp(`PORT=${dockerPort}\\b`));
    const upstream = /upstream \w+ \{([^}]*)\}/.exec(nginx)?.[1] ?? '';
    const servers = [...upstream.matchAll(/^\s*server ([\w-]+):(\d+);/gm)].map((m) => `${m[1]}:${m[2]}`);
    expect(servers).toEqual(appNames.map((name) => `${name}:${dockerPort}`));
    // Round robin is nginx's default: no other balancing method is named.
    expect(upstream).not.toMatch(/least_conn|ip_hash|hash |random/);
    for (const [, app] of apps) expect(app.environment!.PORT).toBe(String(dockerPort));
    expect(services.proxy?.image).toMatch(/^nginx:/);
    expect(services.proxy?.volumes).toContain('./deploy/nginx.conf:/etc/nginx/conf.d/default.conf:ro');
  });

  it('passes the X-Forwarded-* headers, and the instances trust exactly that one hop', () => {
    for (const header of ['X-Forwarded-For', 'X-Forwarded-Proto', 'X-Forwarded-Host']) expect(nginx).toContain(`proxy_set_header ${header} `);
    for (const [, app] of apps) expect(app.environment!.TRUST_PROXY).toBe('1');
  });

  it('health-checks every service and starts each only after what it needs is healthy', () => {
    for (const [name, service] of Object.entries(services)) expect(service.healthcheck?.test.length, name).toBeGreaterThan(1);
    for (const [, app] of apps) {
      expect(app.depends_on).toEqual({ valkey: { condition: 'service_healthy' }, postgres: { condition: 'service_healthy' } });
      // The instances' check is the Dockerfile's: the same URL on the same port.
      expect(app.healthcheck!.test.join(' ')).toContain(`http://127.0.0.1:${dockerPort}/api/direct/health`);
    }
    expect(dockerfile).toContain('/api/direct/health');
    expect(services.proxy!.depends_on).toEqual(Object.fromEntries(appNames.map((name) => [name, { condition: 'service_healthy' }])));
  });

  it('keeps each engine’s data, and the instances’ shared objects, in named volumes', () => {
    const named = Object.keys(compose.volumes ?? {});
    const mounts = (s: Service) => (s.volumes ?? []).map((v) => v.split(':').slice(0, 2).join(':'));
    expect(mounts(services.postgres!)).toContain('postgres-data:/var/lib/postgresql/data');
    expect(mounts(services.valkey!)).toContain('valkey-data:/data');
    for (const [, app] of apps) expect(mounts(app)).toEqual([`app-objects:${app.environment!.DATA_DIR}/objects`]);
    expect(named.sort()).toEqual(['app-objects', 'postgres-data', 'valkey-data']);
    // The image creates the mount point, so the shared volume starts owned by the service's user.
    expect(dockerfile).toMatch(/mkdir -p \/data\/objects && chown -R node:node \/data/);
  });
});

/** The runtime stage's `ENV` (the last stage is the image). */
function dockerEnv(): Record<string, string> {
  const runtime = dockerfile.slice(dockerfile.lastIndexOf('\nFROM '));
  const block = /^ENV ((?:.*\\\n)*.*)$/m.exec(runtime)?.[1] ?? '';
  return Object.fromEntries([...block.matchAll(/([A-Z_]+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]));
}

/** Whether `.dockerignore` leaves `file` out of the build context (its patterns are anchored at the root). */
function dockerIgnored(file: string): boolean {
  const patterns = read('.dockerignore')
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !l.startsWith('#'));
  return patterns.some((p) => {
    const re = new RegExp(`^${p.replace(/[.+^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}(/|$)`);
    return re.test(file);
  });
}

describe('Dockerfile', () => {
  it('copies only what exists in the build context', () => {
    const copies = [...dockerfile.matchAll(/^COPY (?!--from)(.+) \S+$/gm)].flatMap((m) => m[1]!.split(/\s+/));
    expect(copies.length).toBeGreaterThan(5);
    for (const source of copies) {
      expect(existsSync(path.join(ROOT, source)), source).toBe(true);
      expect(dockerIgnored(source), `${source} is left out by .dockerignore`).toBe(false);
    }
    // The build compiles src/ alone (tsconfig.build.json); nothing there reaches into what the context leaves out.
    expect(JSON.parse(read('tsconfig.build.json')).include).toEqual(['src']);
    for (const excluded of ['test', 'bench', 'deploy', 'data', 'node_modules', '.env']) expect(dockerIgnored(excluded), excluded).toBe(true);
  });

  it('runs scripts package.json has, and starts what npm start starts', () => {
    const pkg = JSON.parse(read('package.json')) as { main: string; scripts: Record<string, string> };
    for (const m of dockerfile.matchAll(/npm run (\S+)/g)) expect(pkg.scripts[m[1]!], m[1]).toBeDefined();
    // npm ci runs `prepare`, which must do nothing where there is no src/ (both stages copy the script for it).
    expect(pkg.scripts.prepare).toContain('scripts/build-if-stale.mjs');
    const cmd = JSON.parse(/^CMD (\[.*\])$/m.exec(dockerfile)![1]!) as string[];
    expect(cmd).toEqual(['node', pkg.main]);
    expect(pkg.scripts.start).toBe(`exec node ${pkg.main}`);
  });

  it('runs as a non-root user, with DATA_DIR on the volume', () => {
    const env = dockerEnv();
    expect(/^USER (\S+)$/m.exec(dockerfile)?.[1]).toBe('node');
    expect(JSON.parse(/^VOLUME (\[.*\])$/m.exec(dockerfile)![1]!)).toEqual([env.DATA_DIR]);
    expect(env.PORT).toBe(String(dockerPort));
    for (const [, app] of apps) expect(app.environment!.DATA_DIR).toBe(env.DATA_DIR);
  });

  it('sets only settings the service reads, and an instance of compose.yaml starts on them', () => {
    const env = dockerEnv();
    expect(Object.keys(env).sort()).toEqual(['DATA_DIR', 'HOST', 'NODE_ENV', 'PORT']);
    const example = envFile('deploy/app.env.example');
    // PGPASSWORD is node-postgres's own; everything else is a setting of the service.
    for (const name of [...Object.keys(env), ...Object.keys(example), ...apps.flatMap(([, app]) => Object.keys(app.environment!))]) {
      if (name !== 'PGPASSWORD') expect(SETTING_NAMES, name).toContain(name);
    }
    // The instance's environment as compose builds it: the image's, then the env file, then `environment`.
    const [, app] = apps[0]!;
    const config = loadConfig({ ...env, ...example, JWT_SECRET: 'x'.repeat(32), ...app.environment });
    expect(config.isProduction).toBe(true);
    expect(config.database.kind).toBe('postgres');
    expect(config.live.kind).toBe('redis');
    expect(config.server.trustProxy).toBe(1);
    expect(config.server.port).toBe(dockerPort);
  });

  it('health-checks a route the app answers 200', async () => {
    // The image's check, the instances' and the proxy's (Valkey and PostgreSQL have their own tools).
    const checks = [/^HEALTHCHECK[^]*?^\s+CMD (.*)$/m.exec(dockerfile)![1]!, ...[...appNames, 'proxy'].map((name) => services[name]!.healthcheck!.test.join(' '))];
    expect(new Set(checks.map((text) => /\/api\/[\w/.-]+/.exec(text)?.[0]))).toEqual(new Set(['/api/direct/health']));
    const t = await buildTestApp();
    try {
      await request(t.app).get('/api/direct/health').expect(200);
    } finally {
      await t.close();
    }
  });
});
