// Serves the OpenAPI document and a readable reference page rendered from it (no CDN, no script).
import { createHash } from 'node:crypto';
import type { Express } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { AppConfig } from '../config.js';
import { pageSecurityHeaders } from '../http/middleware/security.js';
import { buildOpenApiDocument } from './registry.js';
import { REFERENCE_CSS, renderReferencePage } from './reference-page.js';

/** No script at all; the one inline style sheet is allowed by its hash. */
const referenceHeaders = pageSecurityHeaders({
  frameAncestors: ["'self'"],
  directives: { scriptSrc: ["'none'"], styleSrc: [`'sha256-${createHash('sha256').update(REFERENCE_CSS).digest('base64')}'`] },
});

export function mountOpenApi(app: Express, openapi: OpenAPIRegistry, config: AppConfig): void {
  let doc: ReturnType<typeof buildOpenApiDocument> | undefined;
  let page: string | undefined;
  const document = () => (doc ??= buildOpenApiDocument(openapi, config.server.publicBaseUrl));

  app.get('/api/openapi.json', (_req, res) => {
    res.json(document());
  });
  app.get(['/api/reference', '/api/docs'], referenceHeaders, (_req, res) => {
    page ??= renderReferencePage(document() as unknown as Record<string, unknown>);
    res.type('html').send(page);
  });
}
