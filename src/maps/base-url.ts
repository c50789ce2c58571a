// Absolute base URL for links in docs, help and pages: PUBLIC_BASE_URL when set, otherwise derived
// from the request (Express honours TRUST_PROXY for protocol and host).
import type { Request } from 'express';

export function baseUrlOf(req: Request, publicBaseUrl: string | undefined): string {
  if (publicBaseUrl) return publicBaseUrl;
  const host = req.get('host') ?? 'localhost';
  return `${req.protocol}://${host}`;
}
