// The map area's pages, declared once (src/http/endpoint.ts). Their script and styles (web/maps)
// are built and served with every page's assets (src/web/assets.ts, /assets/...), no CDN.
import type { AppConfig } from '../../config.js';
import { defineEndpoint, type Endpoint } from '../../http/endpoint.js';
import { pageSecurityHeaders } from '../../http/middleware/security.js';
import { htmlExample } from '../../http/openapi-registry.js';
import { absoluteBaseUrl } from '../../http/base-url.js';
import { webAssets } from '../../web/assets.js';
import { renderComposePage } from './compose.js';
import { renderHowToPage } from './how-to.js';
import { requestedLanguage } from './messages.js';
import type { Lang } from '../map-schema.js';

const page = (title: string) => ({ description: 'HTML page', ...htmlExample(`<!doctype html>\n<html lang="en" data-theme="light">\n…<h1>${title}</h1>…`) });

export function mapPageEndpoints(config: AppConfig): Endpoint[] {
  const authRequired = config.maps.apiKeys.length > 0;
  // Same-origin framing only: these are tools, not embeddable widgets.
  const headers = pageSecurityHeaders({ frameAncestors: ["'self'"] });
  const assets = webAssets();
  // One rendering per language, made on first request.
  const compose = new Map<Lang, string>();
  const tags = ['Concept map pages'];

  return [
    defineEndpoint({
      method: 'get',
      path: '/api/direct/compose',
      tags,
      headers,
      handle: ({ req }) => {
        const lang = requestedLanguage(req.query.lang, req.get('accept-language'));
        let html = compose.get(lang);
        if (!html) compose.set(lang, (html = renderComposePage(assets, { authRequired, lang })));
        return html;
      },
      present: { ...page('Concept map composer'), send: (res, html) => void res.vary('Accept-Language').type('html').send(html) },
      docs: {
        summary: 'Interactive map composer (HTML page)',
        description: 'A form for both request forms with lang, skipCache and includeLearningPath; draws the returned map as an interactive SVG graph.',
      },
    }),
    defineEndpoint({
      method: 'get',
      path: '/api/direct/mapHowTo',
      // Listed with the API it explains, as the reference has always grouped it.
      tags: ['Concept maps'],
      headers,
      handle: ({ req }) => renderHowToPage(assets, { base: absoluteBaseUrl(req, config.server.publicBaseUrl), authRequired }),
      present: { ...page('How to use the concept map API'), send: (res, html) => void res.type('html').send(html) },
      docs: {
        summary: 'How to call the map API (HTML page)',
        description: 'Runnable examples (curl and fetch) with copy buttons and a Try-it button that calls the API and shows the JSON.',
      },
    }),
  ];
}
