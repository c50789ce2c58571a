// The absolute base of links the service hands out (embed_url, docs, help): PUBLIC_BASE_URL when
// set, otherwise the request's own. Express 5's req.host keeps the port and reads X-Forwarded-Host
// (like req.protocol reads X-Forwarded-Proto) only when TRUST_PROXY allows it.
import type { Request } from 'express';

export function absoluteBaseUrl(req: Request, publicBaseUrl: string | undefined): string {
  return publicBaseUrl ?? `${req.protocol}://${req.host ?? 'localhost'}`;
}
