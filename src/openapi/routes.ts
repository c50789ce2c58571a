// Serves the OpenAPI document and the API reference page: the document rendered in the browser by
// Redoc (a maintained renderer: linked schemas, markdown, request and response examples), whose
// script comes from its npm package through this service, never a CDN.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Express } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { AppConfig } from '../config.js';
import { pageSecurityHeaders } from '../http/middleware/security.js';
import { webAssets } from '../web/assets.js';
import { buildOpenApiDocument } from './registry.js';
import { renderReferencePage } from './reference-page.js';

const require = createRequire(import.meta.url);
const REDOC_VERSION = (require('redoc/package.json') as { version: string }).version;
/** Versioned URL, so the file can be cached for good and a new Redoc gets a new URL. */
export const RENDERER_URL = `/api/reference/redoc-${REDOC_VERSION}.standalone.js`;

/**
 * Redoc injects its styles as <style> elements (styled-components) and runs its search index in a
 * worker made from a blob: URL, so this page alone allows inline styles and blob: workers. Scripts
 * stay 'self' only.
 */
const referenceHeaders = pageSecurityHeaders({
  frameAncestors: ["'self'"],
  directives: { styleSrc: ["'self'", "'unsafe-inline'"], workerSrc: ["'self'", 'blob:'] },
});

export function mountOpenApi(app: Express, openapi: OpenAPIRegistry, config: AppConfig): void {
  let doc: ReturnType<typeof buildOpenApiDocument> | undefined;
  let page: string | undefined;
  let renderer: Buffer | undefined;
  const document = () => (doc ??= buildOpenApiDocument(openapi, config.server.publicBaseUrl));

  app.get('/api/openapi.json', (_req, res) => {
    res.json(document());
  });
  app.get(['/api/reference', '/api/docs'], referenceHeaders, (_req, res) => {
    page ??= renderReferencePage(webAssets(), document() as unknown as Record<string, unknown>, RENDERER_URL);
    res.type('html').send(page);
  });
  app.get(RENDERER_URL, (_req, res) => {
    renderer ??= readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'));
    res.set({ 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' }).send(renderer);
  });
}
