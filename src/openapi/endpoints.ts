// Serves the OpenAPI document and the API reference page: the document rendered in the browser by
// Redoc (a maintained renderer: linked schemas, markdown, request and response examples), whose
// script comes from its npm package through this service, never a CDN. Declared like every other
// endpoint (src/http/endpoint.ts), so the document lists them too.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Express } from 'express';
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';
import type { AppConfig } from '../config.js';
import { defineEndpoint, mountEndpoints, type Endpoint } from '../http/endpoint.js';
import { pageSecurityHeaders } from '../http/middleware/security.js';
import { webAssets } from '../web/assets.js';
import { API_VERSION, buildOpenApiDocument, htmlExample, jsonExample } from '../http/openapi-registry.js';
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

const OpenApiDocumentSchema = z.looseObject({ openapi: z.string(), info: z.looseObject({ title: z.string(), version: z.string() }), paths: z.record(z.string(), z.unknown()) }).meta({ description: 'The OpenAPI 3.1 document.' });
const DOCUMENT_EXAMPLE = { openapi: '3.1.0', info: { title: 'Learning Platform Service', version: API_VERSION }, paths: {} };

export function openApiEndpoints(openapi: OpenAPIRegistry, config: AppConfig): Endpoint[] {
  let doc: ReturnType<typeof buildOpenApiDocument> | undefined;
  let page: string | undefined;
  let renderer: Buffer | undefined;
  const document = () => (doc ??= buildOpenApiDocument(openapi, config.server.publicBaseUrl));
  const tags = ['API reference'];

  return [
    defineEndpoint({
      tags,
      method: 'get',
      path: '/api/openapi.json',
      handle: () => document(),
      present: { description: 'This document', ...jsonExample(OpenApiDocumentSchema, DOCUMENT_EXAMPLE), send: (res, d) => void res.json(d) },
      docs: { summary: 'The OpenAPI document', description: 'Every operation of the service, generated from the schemas that validate its requests.' },
    }),
    defineEndpoint({
      tags,
      method: 'get',
      path: '/api/reference',
      aliases: ['/api/docs'],
      headers: referenceHeaders,
      handle: () => (page ??= renderReferencePage(webAssets(), document() as unknown as Record<string, unknown>, RENDERER_URL)),
      present: { description: 'The reference page', ...htmlExample('<!doctype html><html lang="en"><head><title>Learning Platform Service: API reference</title>'), send: (res, html) => void res.type('html').send(html) },
      docs: { summary: 'The API reference page (also at /api/docs)', description: 'This document rendered by Redoc; without script, a list of the operations.' },
    }),
    defineEndpoint({
      tags,
      method: 'get',
      path: RENDERER_URL,
      handle: () => (renderer ??= localRenderer()),
      present: {
        description: 'The renderer script (cached for good: a new version gets a new URL)',
        content: { 'text/javascript': { schema: z.string(), example: '/*! Redoc */' } },
        send: (res, script) => void res.set({ 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'public, max-age=31536000, immutable' }).send(script),
      },
      docs: { summary: "The reference page's renderer (Redoc)", description: 'Served from its npm package, never a CDN.' },
    }),
  ];
}

export function mountOpenApi(app: Express, openapi: OpenAPIRegistry, config: AppConfig): void {
  mountEndpoints(app, openapi, openApiEndpoints(openapi, config));
}

/**
 * Redoc's menu footer draws its maker's logo from cdn.redoc.ly. The page's CSP refuses that (a
 * console error and a CSP violation on every load), and the page loads nothing from elsewhere, so
 * the served script names a small inline logo instead (img-src allows data:).
 */
const CDN_LOGO = 'https://cdn.redoc.ly/redoc/logo-mini.svg';
const INLINE_LOGO =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Crect width='16' height='16' rx='3' fill='%2332329f'/%3E%3C/svg%3E";

function localRenderer(): Buffer {
  const script = readFileSync(require.resolve('redoc/bundles/redoc.standalone.js'), 'utf8');
  if (!script.includes(CDN_LOGO)) return Buffer.from(script, 'utf8');
  return Buffer.from(script.split(CDN_LOGO).join(INLINE_LOGO), 'utf8');
}
