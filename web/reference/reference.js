// The API reference page: loads Redoc's standalone renderer (served by this service from its npm
// package, no CDN) and renders the OpenAPI document the service generates from its zod schemas.
const root = document.getElementById('redoc');
const script = document.createElement('script');
script.src = root.dataset.renderer;
script.addEventListener('load', () => {
  window.Redoc.init(
    root.dataset.spec,
    {
      // Everything the renderer needs is on this origin; no fonts or images from elsewhere.
      hideDownloadButton: false,
      expandResponses: '200,201',
      jsonSampleExpandLevel: 3,
      pathInMiddlePanel: true,
      theme: { typography: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif', headings: { fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' } } },
    },
    root,
    () => {
      document.documentElement.dataset.ready = 'true';
    },
  );
});
script.addEventListener('error', () => {
  root.querySelector('.fallback').hidden = false;
});
document.head.append(script);
