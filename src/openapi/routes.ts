// Serves the OpenAPI document and a readable reference page rendered from it (no CDN, no script).
import type { Express } from 'express';
import type { AppContext } from '../context.js';
import { buildOpenApiDocument } from './registry.js';
import { renderReferencePage } from './reference-page.js';

export function mountOpenApi(app: Express, ctx: AppContext): void {
  let doc: ReturnType<typeof buildOpenApiDocument> | undefined;
  let page: string | undefined;
  const document = () => (doc ??= buildOpenApiDocument(ctx.openapi, ctx.config.server.publicBaseUrl));

  app.get('/api/openapi.json', (_req, res) => {
    res.json(document());
  });
  app.get(['/api/reference', '/api/docs'], (_req, res) => {
    page ??= renderReferencePage(document() as unknown as Record<string, unknown>);
    res.type('html').send(page);
  });
}
