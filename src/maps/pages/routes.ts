// The map area's pages. Their script and styles (web/maps) are built and served with every page's
// assets (src/web/assets.ts, /assets/...), no CDN.
import type { Express } from 'express';
import type { AppConfig } from '../../config.js';
import { pageSecurityHeaders } from '../../http/middleware/security.js';
import { absoluteBaseUrl } from '../../http/base-url.js';
import { webAssets } from '../../web/assets.js';
import { renderComposePage } from './compose.js';
import { renderHowToPage } from './how-to.js';

export function mountMapPages(app: Express, config: AppConfig): void {
  const authRequired = config.maps.apiKeys.length > 0;
  // Same-origin framing only: these are tools, not embeddable widgets.
  const headers = pageSecurityHeaders({ frameAncestors: ["'self'"] });
  const assets = webAssets();
  const compose = renderComposePage(assets, { authRequired });

  app.get('/api/direct/compose', headers, (_req, res) => {
    res.type('html').send(compose);
  });
  app.get('/api/direct/mapHowTo', headers, (req, res) => {
    res.type('html').send(renderHowToPage(assets, { base: absoluteBaseUrl(req, config.server.publicBaseUrl), authRequired }));
  });
}
