// The map area's pages and their static assets (web/maps: plain CSS and ES modules, no CDN).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express, { type Express } from 'express';
import type { AppConfig } from '../../config.js';
import { pageSecurityHeaders } from '../../http/middleware/security.js';
import { absoluteBaseUrl } from '../../http/base-url.js';
import { renderComposePage } from './compose.js';
import { ASSETS_PATH } from './html.js';
import { renderHowToPage } from './how-to.js';

// src/maps/pages and dist/maps/pages both sit three levels below the repository root.
export const WEB_MAPS_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../web/maps');

export function mountMapPages(app: Express, config: AppConfig): void {
  const authRequired = config.maps.apiKeys.length > 0;
  // Same-origin framing only: these are tools, not embeddable widgets.
  const headers = pageSecurityHeaders({ frameAncestors: ["'self'"] });
  const compose = renderComposePage({ authRequired });

  app.use(ASSETS_PATH, express.static(WEB_MAPS_DIR, { index: false, maxAge: '10m', fallthrough: true }));

  app.get('/api/direct/compose', headers, (_req, res) => {
    res.type('html').send(compose);
  });
  app.get('/api/direct/mapHowTo', headers, (req, res) => {
    res.type('html').send(renderHowToPage({ base: absoluteBaseUrl(req, config.server.publicBaseUrl), authRequired }));
  });
}
