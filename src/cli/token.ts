// npm run token -- --email E --role R [--name N] [--ttl 8h] [--sub ID]
// Prints a signed HS256 JWT for local use, with the same secret the server uses (JWT_SECRET, or
// the secret in DATA_DIR, created there if this runs before the server ever did). Compiled with the
// server into dist/cli/token.js, so it runs with plain `node` (the Docker image has no dev tools).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { resolveJwtKeys } from '../auth/keys.js';
import { SECRET_FILE_NAME } from '../auth/secret-file.js';
import { signJwt } from '../auth/jwt.js';
import { subjectForEmail } from '../auth/schemas.js';
import { parseTtl } from '../auth/ttl.js';
import { cryptoRandom, systemClock } from '../clock.js';
import { loadConfig, loadDotEnv } from '../config.js';
import { normaliseRole } from '../users/roles.js';

const USAGE = 'usage: npm run token -- --email E --role teacher|learner|admin [--name N] [--ttl 8h] [--sub ID]';

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      role: { type: 'string' },
      name: { type: 'string' },
      ttl: { type: 'string', default: '8h' },
      sub: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const email = values.email?.trim().toLowerCase();
  if (!email || !/^[^\s@]+@[^\s@]+$/.test(email)) throw new Error(`--email must be an e-mail address\n${USAGE}`);
  const role = normaliseRole(values.role);
  if (!role) throw new Error(`--role must be teacher (educator), learner (student) or admin\n${USAGE}`);
  const ttl = parseTtl(values.ttl);

  loadDotEnv();
  const config = loadConfig();
  if (ttl > config.auth.maxTokenAgeSeconds) {
    throw new Error(`--ttl ${values.ttl}: the server accepts tokens of at most ${config.auth.maxTokenAgeSeconds} s (JWT_MAX_AGE)\n${USAGE}`);
  }
  // No secret in DATA_DIR yet: this run creates one, and a server already running with another
  // DATA_DIR (or with JWT_SECRET) will refuse the token as a bad signature. Said on stderr, so
  // `TOKEN=$(npm run -s token ...)` still captures only the token.
  const secretFile = path.resolve(config.dataDir, SECRET_FILE_NAME);
  if (!config.auth.jwtSecret && !existsSync(secretFile)) {
    console.error(`note: created a new JWT secret in ${secretFile}; only a server started with DATA_DIR=${path.dirname(secretFile)} accepts this token (or set the same JWT_SECRET for both)`);
  }
  const keys = resolveJwtKeys(config, cryptoRandom);
  const token = await signJwt({ sub: values.sub ?? subjectForEmail(email), email, name: values.name ?? null, role }, keys.hmac, systemClock.now(), ttl);
  process.stdout.write(`${token}\n`);
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
});
