// The map area's pages. Their script and styles (web/maps) are built and served with every page's
// assets (src/web/assets.ts, /assets/...), no CDN.
import type { Express } from 'express';
import type { AppConfig } from '../../config.js';
import { pageSecurityHeaders } from '../../http/middleware/security.js';
import { absoluteBaseUrl } from '../../http/base-url.js';
import { webAssets } from '../../web/assets.js';
import { renderComposePage } from './compose.js';
import { renderHowToPage } from './how-to.js';
import { requestedLanguage } from './messages.js';
import type { Lang } from '../map-schema.js';

export function mountMapPages(app: Express, config: AppConfig): void {
  const authRequired = config.maps.apiKeys.length > 0;
  // Same-origin framing only: these are tools, not embeddable widgets.
  const headers = pageSecurityHeaders({ frameAncestors: ["'self'"] });
  const assets = webAssets();
  // One rendering per language, made on first request.
  const compose = new Map<Lang, string>();

  app.get('/api/direct/compose', headers, (req, res) => {
    const lang = requestedLanguage(req.query.lang, req.get('accept-language'));
    let html = compose.get(lang);
    if (!html) compose.set(lang, (html = renderComposePage(assets, { authRequired, lang })));
    res.vary('Accept-Language').type('html').send(html);
  });
  app.get('/api/direct/mapHowTo', headers, (req, res) => {
    res.type('html').send(renderHowToPage(assets, { base: absoluteBaseUrl(req, config.server.publicBaseUrl), authRequired }));
  });
}
