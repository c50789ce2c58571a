// Settings that are valid but risky in production, reported once at start-up (as `warn` lines).
import type { AppConfig } from './config.js';

export interface StartupWarning {
  setting: string;
  message: string;
}

export function startupWarnings(config: AppConfig): StartupWarning[] {
  const warnings: StartupWarning[] = [];
  if (config.isProduction && !config.server.publicBaseUrl) {
    warnings.push({
      setting: 'PUBLIC_BASE_URL',
      message:
        config.server.allowedHosts.length > 0
          ? 'PUBLIC_BASE_URL is unset: links such as embed_url are built from the Host header (limited to ALLOWED_HOSTS); set PUBLIC_BASE_URL'
          : 'PUBLIC_BASE_URL is unset: links such as embed_url are built from whatever Host header a client sends; set PUBLIC_BASE_URL, or ALLOWED_HOSTS to accept only your own host names',
    });
  }
  return warnings;
}
