// Configuration is read once, from the environment (plus `.env` when present), validated with zod
// and handed to the app as one typed, nested object. Nothing else in src/ reads process.env.
import { existsSync } from 'node:fs';
import path from 'node:path';
import ipaddr from 'ipaddr.js';
import { z } from 'zod';

export const PROVIDER_IDS = ['provider_a', 'provider_b', 'provider_c'] as const;
export type RemoteProviderId = (typeof PROVIDER_IDS)[number];

const str = z.string().trim();
const optionalStr = str.optional().transform((v) => (v === '' ? undefined : v));
const bool = (def: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((v) => (v === undefined || v === '' ? def : v === 'true' || v === '1' || v === 'yes'));
const int = (def: number, min: number, max: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? String(def) : v.trim()))
    .pipe(z.string().regex(/^-?\d+$/, 'expected a whole number').transform(Number))
    .pipe(z.number().int().min(min).max(max));
const list = z
  .string()
  .optional()
  .transform((v) =>
    (v ?? '')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
const url = optionalStr.pipe(z.url().optional());
/** A duration in seconds, written as `3600`, `90s`, `30m`, `8h` or `7d`. */
const duration = (def: string, minS: number, maxS: number) =>
  z
    .string()
    .optional()
    .transform((v) => (v === undefined || v.trim() === '' ? def : v.trim()))
    .pipe(z.string().regex(/^\d+\s*[smhd]?$/i, 'expected a duration such as 3600, 30m, 8h or 1d'))
    .transform((v) => Number(/^\d+/.exec(v)![0]) * ({ s: 1, m: 60, h: 3600, d: 86_400 } as Record<string, number>)[(/[smhd]$/i.exec(v)?.[0] ?? 's').toLowerCase()]!)
    .pipe(z.number().int().min(minS, `must be at least ${minS} s`).max(maxS, `must be at most ${maxS} s`));

/** Every setting the service reads, by its environment name. `.env.example` mirrors this list. */
const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).optional().default('development'),
  PORT: int(3000, 0, 65535),
  HOST: str.optional().default('0.0.0.0'),
  PUBLIC_BASE_URL: url,
  ALLOWED_HOSTS: list,
  TRUST_PROXY: optionalStr,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).optional().default('info'),
  DATA_DIR: str.optional().default('./data'),
  // Unset: records in the embedded SQLite file DATA_DIR/app.db.
  DATABASE_URL: optionalStr.pipe(z.string().regex(/^postgres(ql)?:\/\/./, 'expected a postgres:// or postgresql:// URL').optional()),
  DATABASE_POOL_SIZE: int(10, 1, 1_000),
  // Unset: live state (sessions, locks, quotas, rate-limit counters) in this process's memory.
  REDIS_URL: optionalStr.pipe(z.string().regex(/^rediss?:\/\/./, 'expected a redis:// or rediss:// URL').optional()),
  CORS_ORIGINS: list,
  BODY_LIMIT_KB: int(256, 1, 51_200),
  JSON_MAX_DEPTH: int(64, 2, 1_000),
  HEADERS_TIMEOUT_MS: int(4_000, 100, 600_000),
  REQUEST_TIMEOUT_MS: int(4_000, 100, 3_600_000),
  KEEP_ALIVE_TIMEOUT_MS: int(5_000, 100, 600_000),
  SHUTDOWN_TIMEOUT_MS: int(10_000, 100, 600_000),

  SERVICE_API_KEYS: list,
  DEMO_API_KEY: optionalStr,
  MAP_API_KEYS: list,
  MAP_ANON_MISSES_PER_MINUTE: int(20, 1, 1_000_000_000),
  // 0: anonymous requests may not name their own record store (config.xapi).
  MAP_ANON_SENDS_PER_MINUTE: int(20, 0, 1_000_000_000),
  // 0: logged-in requests may not name their own record store (config.xapi).
  MAP_USER_SENDS_PER_MINUTE: int(60, 0, 1_000_000_000),
  MAP_USER_MISSES_PER_MINUTE: int(60, 1, 1_000_000_000),
  MAP_ANON_TTL_SECONDS: int(3600, 1, 30 * 86_400),
  EMBED_ALLOWED_ORIGINS: list,
  SESSION_MAX_LIVE: int(10_000, 1, 10_000_000),
  // 0: a quarter of SESSION_MAX_LIVE (at least 1).
  SESSION_MAX_LIVE_PER_KEY: int(0, 0, 10_000_000),
  SESSION_MAX_LIVE_PER_IP: int(20, 1, 10_000_000),
  SESSION_MAX_BYTES: int(65_536, 1024, 16_777_216),

  JWT_SECRET: optionalStr,
  JWT_PUBLIC_KEY: optionalStr,
  AUTH_DEV_LOGIN: bool(false),
  JWT_MAX_AGE: duration('24h', 60, 30 * 86_400),

  LLM_PROVIDER: z.enum(PROVIDER_IDS).optional().default('provider_a'),
  LLM_TIMEOUT_MS: int(60_000, 100, 600_000),
  LLM_MAX_RETRIES: int(2, 0, 10),
  LLM_RETRY_BUDGET_MS: int(30_000, 0, 600_000),
  PROVIDERA_API_KEY: optionalStr,
  PROVIDERA_ENDPOINT: url,
  PROVIDERA_DEPLOYMENT: optionalStr,
  /** Azure's Batch API runs on a deployment of type Global-Batch; default: PROVIDERA_DEPLOYMENT. */
  PROVIDERA_DEPLOYMENT_BATCH: optionalStr,
  PROVIDERA_API_VERSION: str.optional().default('2024-08-01-preview'),
  PROVIDERB_API_KEY: optionalStr,
  PROVIDERB_BASE_URL: url,
  PROVIDERB_MODEL: str.optional().default('gpt-4o-mini'),
  PROVIDERC_API_KEY: optionalStr,
  PROVIDERC_BASE_URL: url,
  /** Speech through LLM_PROVIDER (provider_a or provider_b): the model (OpenAI) or deployment (Azure); "off" turns it off. */
  SPEECH_TTS_MODEL: str.optional().default('gpt-4o-mini-tts'),
  SPEECH_STT_MODEL: str.optional().default('gpt-4o-mini-transcribe'),
  PROVIDERC_MODEL_PRIMARY: str.optional().default('claude-sonnet-4-6'),
  PROVIDERC_MODEL_BATCH: str.optional().default('claude-haiku-4-5'),
  ENABLE_EXTENDED_THINKING: bool(true),
  EXTENDED_THINKING_BUDGET: int(10_000, 1024, 128_000),
  ENABLE_BATCH_CURRICULUM: bool(true),
  BATCH_POLL_MIN_MS: int(5_000, 1, 3_600_000),
  BATCH_POLL_MAX_MS: int(60_000, 1, 3_600_000),
  BATCH_CONCURRENCY: int(4, 1, 32),
  // How long an instance holds a running batch job without a heartbeat (extended every third of it).
  BATCH_LEASE_MS: int(30_000, 300, 3_600_000),
  OUTBOUND_ALLOW_PRIVATE: bool(false),

  XAPI_ENDPOINT: url,
  XAPI_USERNAME: optionalStr,
  XAPI_PASSWORD: optionalStr,
  XAPI_ACTIVITY_BASE: str.optional().default('https://learning-platform.example/xapi/activities'),
  XAPI_EXTENSION_BASE: str.optional().default('https://learning-platform.example/xapi/extensions'),
  XAPI_TIMEOUT_MS: int(10_000, 100, 600_000),
  XAPI_MAX_RETRIES: int(2, 0, 10),
  XAPI_EMBEDDED_CAP: int(500, 1, 1_000_000),
  XAPI_EMBEDDED_KB_PER_DAY: int(5120, 1, 100_000_000),
  // The account actor's homePage must be an IRL, or every practice statement would be invalid.
  XAPI_ACCOUNT_HOMEPAGE: str.optional().default('https://learning-platform.example').pipe(z.url({ protocol: /^https?$/ })),
  XAPI_OUTBOX_RETRY_MS: int(5_000, 1, 3_600_000),
  XAPI_OUTBOX_MAX_RETRY_MS: int(300_000, 1, 86_400_000),
  // Bytes of analytics events one caller may store per UTC day (then 429 quota_exceeded).
  ANALYTICS_KB_PER_DAY: int(10_240, 1, 100_000_000),
  SCHOOL_WRITES_PER_MINUTE: int(10, 1, 100_000),
  SCHOOL_READS_PER_HOUR: int(100, 1, 1_000_000),
  SCHOOL_MAX_CLASSES_PER_USER: int(500, 1, 1_000_000),
  CONTENT_READS_PER_MINUTE: int(300, 1, 1_000_000),
  CONTENT_WRITES_PER_MINUTE: int(60, 1, 100_000),
  CLASSES_READS_PER_MINUTE: int(300, 1, 1_000_000),
  CLASSES_WRITES_PER_MINUTE: int(60, 1, 100_000),
  BATCH_READS_PER_MINUTE: int(300, 1, 1_000_000),
  XAPI_READS_PER_MINUTE: int(300, 1, 1_000_000),

  OBJSTORE_BUCKET: optionalStr,
  OBJSTORE_PROJECT_ID: optionalStr,
  OBJSTORE_KEY_FILE: optionalStr,
  STORAGE_EMULATOR_HOST: optionalStr,
});

/** The names of every setting config reads (`.env.example` lists exactly these; a test checks). */
export const SETTING_NAMES: readonly string[] = Object.keys(envSchema.shape);

export type Env = Record<string, string | undefined>;

/**
 * Settings that bound one thing from below and above: [lower, upper, what the pair means]. A lower
 * above its upper is a mistake, not a choice, so start-up stops and names both (rather than use
 * one of them for both, which leaves the operator believing in a setting that does nothing).
 */
const ORDERED_PAIRS = [
  ['BATCH_POLL_MIN_MS', 'BATCH_POLL_MAX_MS', 'provider batches are polled first after the one, backing off up to the other'],
  ['XAPI_OUTBOX_RETRY_MS', 'XAPI_OUTBOX_MAX_RETRY_MS', 'the outbox retries first after the one, doubling up to the other'],
  ['HEADERS_TIMEOUT_MS', 'REQUEST_TIMEOUT_MS', 'a request\'s headers are part of the whole request, which must arrive within the other'],
] as const;

/** Thrown when a setting is invalid; its message is one line naming the setting. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Env = process.env) {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const setting = String(issue.path[0] ?? 'configuration');
    throw new ConfigError(`Invalid setting ${setting}: ${issue.message}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  if (e.JWT_SECRET !== undefined && Buffer.byteLength(e.JWT_SECRET) < 32) {
    throw new ConfigError('Invalid setting JWT_SECRET: must be at least 32 bytes');
  }
  if (e.DEMO_API_KEY && !e.SERVICE_API_KEYS.includes(e.DEMO_API_KEY)) {
    throw new ConfigError('Invalid setting DEMO_API_KEY: must be one of SERVICE_API_KEYS');
  }
  for (const origin of [...e.CORS_ORIGINS, ...e.EMBED_ALLOWED_ORIGINS]) {
    if (origin !== '*' && !/^https?:\/\/[^/]+$/.test(origin)) {
      throw new ConfigError(`Invalid setting ${e.CORS_ORIGINS.includes(origin) ? 'CORS_ORIGINS' : 'EMBED_ALLOWED_ORIGINS'}: "${origin}" is not an origin like https://example.com`);
    }
  }
  for (const [lower, upper, meaning] of ORDERED_PAIRS) {
    if (e[lower] > e[upper]) {
      const given = env[upper] === undefined || env[upper].trim() === '' ? ', its default' : '';
      throw new ConfigError(`Invalid setting ${lower}: ${e[lower]} is above ${upper} (${e[upper]}${given}); ${meaning}`);
    }
  }
  if (e.XAPI_ENDPOINT && (e.XAPI_USERNAME === undefined || e.XAPI_PASSWORD === undefined)) {
    throw new ConfigError(`Invalid setting ${e.XAPI_USERNAME === undefined ? 'XAPI_USERNAME' : 'XAPI_PASSWORD'}: required when XAPI_ENDPOINT is set`);
  }
  return {
    env: e.NODE_ENV,
    isProduction: e.NODE_ENV === 'production',
    server: {
      port: e.PORT,
      host: e.HOST,
      publicBaseUrl: e.PUBLIC_BASE_URL?.replace(/\/+$/, ''),
      /** Host names (optionally with :port) requests may name; empty: any. */
      allowedHosts: e.ALLOWED_HOSTS,
      trustProxy: parseTrustProxy(e.TRUST_PROXY),
      bodyLimitBytes: e.BODY_LIMIT_KB * 1024,
      /** Deepest nesting of objects/arrays in a JSON body or JSON parameter (deeper: 400 too_deep). */
      jsonMaxDepth: e.JSON_MAX_DEPTH,
      headersTimeoutMs: e.HEADERS_TIMEOUT_MS,
      requestTimeoutMs: e.REQUEST_TIMEOUT_MS,
      keepAliveTimeoutMs: e.KEEP_ALIVE_TIMEOUT_MS,
      shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    },
    log: { level: e.LOG_LEVEL },
    dataDir,
    /** Where durable records live: the embedded SQLite file, or PostgreSQL when DATABASE_URL is set. */
    database: e.DATABASE_URL ? { kind: 'postgres' as const, url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE } : { kind: 'sqlite' as const, file: path.join(dataDir, 'app.db') },
    /** Where live state lives: this process's memory, or Redis (Valkey) shared by every instance when REDIS_URL is set. */
    live: e.REDIS_URL ? { kind: 'redis' as const, url: e.REDIS_URL } : { kind: 'memory' as const },
    cors: { origins: e.CORS_ORIGINS },
    conversations: {
      apiKeys: e.SERVICE_API_KEYS,
      demoApiKey: e.DEMO_API_KEY,
      maxLiveSessions: e.SESSION_MAX_LIVE,
      /** Live sessions one API key may hold (its share of SESSION_MAX_LIVE). */
      maxLivePerKey: e.SESSION_MAX_LIVE_PER_KEY || Math.max(1, Math.floor(e.SESSION_MAX_LIVE / 4)),
      /** Live demo sessions one client address may hold. */
      maxLivePerIp: e.SESSION_MAX_LIVE_PER_IP,
      /** Transcript bytes (UTF-8) after which a session ends with max_size_reached. */
      maxSessionBytes: e.SESSION_MAX_BYTES,
      embedAllowedOrigins: e.EMBED_ALLOWED_ORIGINS,
    },
    maps: {
      apiKeys: e.MAP_API_KEYS,
      /** Map generations (cache misses) one client address may cause per minute without a key or login. */
      anonymousMissesPerMinute: e.MAP_ANON_MISSES_PER_MINUTE,
      /**
       * Statements one client address may have the server send to a request's own record store
       * (`config.xapi`) per minute without a key or login, cache hits included; 0 refuses them.
       */
      anonymousSendsPerMinute: e.MAP_ANON_SENDS_PER_MINUTE,
      /**
       * The same sends one logged-in user may cause per minute, counted by user id (map key or
       * not), cache hits included; 0 refuses them.
       */
      userSendsPerMinute: e.MAP_USER_SENDS_PER_MINUTE,
      /**
       * Map generations (cache misses) one logged-in user may cause per minute, map key or not: each
       * may be a paid model call, and per-address limits do not apply to them.
       */
      userMissesPerMinute: e.MAP_USER_MISSES_PER_MINUTE,
      /** How long an anonymous request's map stays in the memory cache (it is never stored). */
      anonymousTtlMs: e.MAP_ANON_TTL_SECONDS * 1000,
      enableBatch: e.ENABLE_BATCH_CURRICULUM,
    },
    batch: { pollMinMs: e.BATCH_POLL_MIN_MS, pollMaxMs: e.BATCH_POLL_MAX_MS, concurrency: e.BATCH_CONCURRENCY, leaseMs: e.BATCH_LEASE_MS },
    auth: {
      jwtSecret: e.JWT_SECRET,
      jwtPublicKey: e.JWT_PUBLIC_KEY,
      devLogin: e.AUTH_DEV_LOGIN && e.NODE_ENV !== 'production',
      /** Longest accepted token lifetime (exp - iat), in seconds. */
      maxTokenAgeSeconds: e.JWT_MAX_AGE,
    },
    llm: {
      defaultProvider: e.LLM_PROVIDER,
      timeoutMs: e.LLM_TIMEOUT_MS,
      maxRetries: e.LLM_MAX_RETRIES,
      retryBudgetMs: e.LLM_RETRY_BUDGET_MS,
      providerA: {
        apiKey: e.PROVIDERA_API_KEY,
        endpoint: e.PROVIDERA_ENDPOINT,
        deployment: e.PROVIDERA_DEPLOYMENT ?? 'gpt-4o',
        deploymentBatch: e.PROVIDERA_DEPLOYMENT_BATCH ?? e.PROVIDERA_DEPLOYMENT ?? 'gpt-4o',
        apiVersion: e.PROVIDERA_API_VERSION,
      },
      providerB: { apiKey: e.PROVIDERB_API_KEY, baseUrl: e.PROVIDERB_BASE_URL, model: e.PROVIDERB_MODEL },
      providerC: {
        apiKey: e.PROVIDERC_API_KEY,
        baseUrl: e.PROVIDERC_BASE_URL,
        modelPrimary: e.PROVIDERC_MODEL_PRIMARY,
        modelBatch: e.PROVIDERC_MODEL_BATCH,
      },
      extendedThinking: { enabled: e.ENABLE_EXTENDED_THINKING, budgetTokens: e.EXTENDED_THINKING_BUDGET },
      /** Text-to-speech and transcription models (null: off). */
      speech: { ttsModel: offOr(e.SPEECH_TTS_MODEL), sttModel: offOr(e.SPEECH_STT_MODEL) },
    },
    outbound: { allowPrivate: e.OUTBOUND_ALLOW_PRIVATE },
    xapi: {
      endpoint: e.XAPI_ENDPOINT,
      username: e.XAPI_USERNAME,
      password: e.XAPI_PASSWORD,
      activityBase: e.XAPI_ACTIVITY_BASE.replace(/\/+$/, ''),
      extensionBase: e.XAPI_EXTENSION_BASE.replace(/\/+$/, ''),
      timeoutMs: e.XAPI_TIMEOUT_MS,
      maxRetries: e.XAPI_MAX_RETRIES,
      /** Embedded store: statements kept per writer and actor (the writer's oldest go first). */
      embeddedCap: e.XAPI_EMBEDDED_CAP,
      /** Embedded store: bytes of statements one writer may store per UTC day (then 429 quota_exceeded). */
      embeddedBytesPerDay: e.XAPI_EMBEDDED_KB_PER_DAY * 1024,
      accountHomePage: e.XAPI_ACCOUNT_HOMEPAGE.replace(/\/+$/, ''),
      outboxRetryMs: e.XAPI_OUTBOX_RETRY_MS,
      outboxMaxRetryMs: e.XAPI_OUTBOX_MAX_RETRY_MS,
    },
    /** Learning analytics: bytes of events (their stored JSON) one caller may store per UTC day. */
    analytics: { bytesPerDay: e.ANALYTICS_KB_PER_DAY * 1024 },
    school: { writesPerMinute: e.SCHOOL_WRITES_PER_MINUTE, readsPerHour: e.SCHOOL_READS_PER_HOUR, maxClassesPerUser: e.SCHOOL_MAX_CLASSES_PER_USER },
    /**
     * Per-user request limits of the routes no other limit covers (reads, and writes that call no
     * model), per minute: set far above what a person clicking through the pages sends.
     */
    requestLimits: {
      contentReads: e.CONTENT_READS_PER_MINUTE,
      contentWrites: e.CONTENT_WRITES_PER_MINUTE,
      classesReads: e.CLASSES_READS_PER_MINUTE,
      classesWrites: e.CLASSES_WRITES_PER_MINUTE,
      batchReads: e.BATCH_READS_PER_MINUTE,
      xapiReads: e.XAPI_READS_PER_MINUTE,
    },
    objectStore: {
      bucket: e.OBJSTORE_BUCKET,
      projectId: e.OBJSTORE_PROJECT_ID,
      keyFile: e.OBJSTORE_KEY_FILE,
      emulatorHost: e.STORAGE_EMULATOR_HOST,
    },
  };
}

export type AppConfig = ReturnType<typeof loadConfig>;

function parseTrustProxy(v: string | undefined): boolean | number | string {
  if (v === undefined || v === 'false') return false;
  if (v === 'true') return true;
  if (/^\d+$/.test(v)) return Number(v);
  // An address list or a preset such as "loopback". Express would only refuse a bad one once the
  // app is built, with a message that does not name the setting; checked here instead.
  for (const entry of v.split(',').map((s) => s.trim())) {
    if (!isTrustedProxyEntry(entry)) {
      throw new ConfigError(`Invalid setting TRUST_PROXY: "${entry}" is not true, false, a hop count, an address, a subnet (address/bits) or loopback, linklocal, uniquelocal`);
    }
  }
  return v;
}

/** One entry of Express's trust-proxy list, as it parses them: a preset, an address, or address/bits (IPv4: or address/netmask). */
function isTrustedProxyEntry(entry: string): boolean {
  if (['loopback', 'linklocal', 'uniquelocal'].includes(entry)) return true;
  const slash = entry.lastIndexOf('/');
  const address = slash === -1 ? entry : entry.slice(0, slash);
  if (!ipaddr.isValid(address)) return false;
  if (slash === -1) return true;
  const range = entry.slice(slash + 1);
  const kind = ipaddr.parse(address).kind();
  if (/^\d+$/.test(range)) return Number(range) >= 1 && Number(range) <= (kind === 'ipv6' ? 128 : 32);
  return kind === 'ipv4' && ipaddr.IPv4.isValid(range);
}

/** Loads `.env` from the working directory into process.env when the file exists (Node's own loader). */
export function loadDotEnv(file = path.resolve('.env')): void {
  if (existsSync(file)) process.loadEnvFile(file);
}

/** A model name, or null when set to "off" (or empty). */
function offOr(v: string): string | null {
  const t = v.trim();
  return t === '' || t.toLowerCase() === 'off' ? null : t;
}
