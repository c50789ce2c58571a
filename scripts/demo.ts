// npm run demo: the product with nothing configured. Starts the server with a local demo key
// (the conversation API always needs a key) and the built-in engine, then prints the start page's URL. Data goes
// to DATA_DIR (./data) like npm start, so `npm run token` tokens work here too. Settings you pass in
// the environment still win.
import path from 'node:path';

const key = process.env.DEMO_API_KEY ?? 'demo-local-key';
process.env.SERVICE_API_KEYS ??= key;
process.env.DEMO_API_KEY = key;
process.env.AUTH_DEV_LOGIN ??= 'true';
process.env.LOG_LEVEL ??= 'warn';
const port = process.env.PORT ?? '3000';
process.env.PORT = port;

await import('../src/server.js');

const base = process.env.PUBLIC_BASE_URL ?? `http://localhost:${port}`;
console.log(`
Learning platform demo is running (built-in engine, no model keys needed).

  Start page:       ${base}/
  API reference:    ${base}/api/reference
  Map composer:     ${base}/api/direct/compose
  Demo API key:     ${key}   (Authorization: Bearer ${key} on /api/v1)
  Data directory:   ${path.resolve(process.env.DATA_DIR ?? './data')}

Try:  curl -s -X POST ${base}/api/v1/conversations -H 'Authorization: Bearer ${key}' \\
        -H 'Content-Type: application/json' -d '{"scenario_id":"<an id from ${base}/api/scenarios>"}'

Press Ctrl+C to stop.
`);
