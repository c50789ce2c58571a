// The verification (and signing) keys, resolved once from configuration. HS256 always, with
// JWT_SECRET or the secret created in DATA_DIR; RS256 in addition when JWT_PUBLIC_KEY is set.
import { createPublicKey, createSecretKey, type KeyObject } from 'node:crypto';
import path from 'node:path';
import type { RandomSource } from '../clock.js';
import { ConfigError, type AppConfig } from '../config.js';
import { GENERATED_SECRET_BYTES, SECRET_FILE_NAME, readOrCreateSecret } from './secret-file.js';

export interface JwtKeys {
  /** HS256: verifies tokens and signs the ones this service issues (dev-login, npm run token). */
  hmac: KeyObject;
  /** RS256 public key, when configured; tokens from an external issuer. */
  rsaPublic?: KeyObject;
}

export function resolveJwtKeys(config: Pick<AppConfig, 'auth' | 'dataDir'>, random: RandomSource): JwtKeys {
  const secret = config.auth.jwtSecret
    ? Buffer.from(config.auth.jwtSecret, 'utf8')
    : readOrCreateSecret(
        path.join(config.dataDir, SECRET_FILE_NAME),
        () => random.bytes(GENERATED_SECRET_BYTES),
        () => random.bytes(6).toString('hex'),
      );
  return {
    hmac: createSecretKey(secret),
    rsaPublic: config.auth.jwtPublicKey ? parseRsaPublicKey(config.auth.jwtPublicKey) : undefined,
  };
}

/** Accepts a PEM with real newlines or with `\n` escapes (one-line .env values). */
export function parseRsaPublicKey(pem: string): KeyObject {
  let key: KeyObject;
  try {
    key = createPublicKey(pem.replace(/\\n/g, '\n'));
  } catch {
    throw new ConfigError('Invalid setting JWT_PUBLIC_KEY: not a PEM public key');
  }
  if (key.asymmetricKeyType !== 'rsa') {
    throw new ConfigError(`Invalid setting JWT_PUBLIC_KEY: expected an RSA key, got ${key.asymmetricKeyType ?? 'unknown'}`);
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (bits < 2048) throw new ConfigError(`Invalid setting JWT_PUBLIC_KEY: RSA key of ${bits} bits is too short (at least 2048)`);
  return key;
}
