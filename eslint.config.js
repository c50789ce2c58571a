// Flat config: typescript-eslint's recommended rules over the TypeScript sources, plus the
// import rules between areas, the ban on import cycles and on provider branches outside the
// model gateway (eslint/area-boundaries.js, eslint/no-import-cycle.js,
// eslint/no-provider-branch.js, explained in ARCHITECTURE.md).
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import local from './eslint/area-boundaries.js';

const VERBS = '/^(get|post|put|patch|delete|all|head|options|route)$/';
const ROUTE_MESSAGE = 'Declare endpoints with defineEndpoint (src/http/endpoint.ts) in the area\'s endpoints.ts: it mounts and documents them from one object (ARCHITECTURE.md).';
const ROUTE_REGISTRATION = [
  { selector: "CallExpression[callee.name='Router']", message: ROUTE_MESSAGE },
  { selector: `CallExpression[callee.type='MemberExpression'][callee.object.name=/^(app|router)$/][callee.property.name=${VERBS}]`, message: ROUTE_MESSAGE },
  { selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=${VERBS}][arguments.0.type='Literal'][arguments.0.value=/^\\//]`, message: ROUTE_MESSAGE },
  { selector: `CallExpression[callee.type='MemberExpression'][callee.property.name=${VERBS}][arguments.0.type='TemplateLiteral'][arguments.0.quasis.0.value.raw=/^\\//]`, message: ROUTE_MESSAGE },
];
/**
 * Services take typed input and return records: parsing a request (http/validate.ts) and shaping
 * a response (the area's presenters.ts) are the endpoint's steps (ARCHITECTURE.md, Invariants).
 */
const EXPRESS_IN_SERVICE = { name: 'express', message: 'HTTP stays in endpoints.ts (ARCHITECTURE.md, Invariants).' };
const PARSING_IN_SERVICE = {
  regex: '(^|/)http/validate(\\.js)?$',
  message: "A service takes parsed input: declare the schema in the endpoint's params, query or body (or read it in `authorize`) in endpoints.ts (ARCHITECTURE.md, Invariants).",
};
const PRESENTING_IN_SERVICE = {
  regex: '(^|/)presenters(\\.js)?$',
  message: "A service returns records: the endpoint's `present` step shapes them with presenters.ts (ARCHITECTURE.md, Invariants).",
};
/** Files that may register routes without defineEndpoint, each with the reason. */
const ROUTE_EXCEPTIONS = [
  { file: 'src/web/assets.ts', reason: 'static files under /assets/* (fingerprinted bundles), not API operations' },
];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-artifacts/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    // Type-checked rules where a mistake is silent at run time: a promise nobody awaits (its
    // rejection is lost), a promise where a callback's result is ignored (Express 5 handlers are
    // fine: it awaits them), and awaiting something that is not a promise.
    files: ['**/*.ts'],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/await-thenable': 'error',
    },
  },
  // The sources get typescript-eslint's whole recommended type-checked set. (Tests do not yet: the
  // no-unsafe-* rules flag every untyped supertest body there.)
  ...tseslint.configs.recommendedTypeCheckedOnly.map((c) => ({ ...c, files: ['src/**/*.ts'] })),
  {
    files: ['src/**/*.ts'],
    rules: {
      // Stores implement async interfaces synchronously on purpose (memory, SQLite): an async
      // method without await is how they keep the interface's rejection semantics.
      '@typescript-eslint/require-await': 'off',
      // An AbortSignal's reason is `any` by the DOM's typing; rejecting with it is the standard.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true }],
    },
  },
  {
    files: ['src/**/*.ts'],
    plugins: { local },
    rules: { 'local/area-boundaries': 'error', 'local/no-import-cycle': 'error' },
  },
  {
    // The built-in model is a provider like the others: outside the gateway nothing checks which
    // provider answered (eslint/no-provider-branch.js; test/architecture/provider-branches.test.ts).
    files: ['src/**/*.ts'],
    ignores: ['src/llm/**'],
    plugins: { local },
    rules: { 'local/no-provider-branch': 'error' },
  },
  {
    // One way to build an endpoint: every route is declared with defineEndpoint (src/http/endpoint.ts),
    // which mounts it and documents it from the same object. Registering a route any other way
    // (Router(), app.get/post/..., router.<verb>) is an error; the exceptions are listed below.
    files: ['src/**/*.ts'],
    ignores: ['src/http/endpoint.ts', ...ROUTE_EXCEPTIONS.map((e) => e.file)],
    rules: { 'no-restricted-syntax': ['error', ...ROUTE_REGISTRATION] },
  },
  {
    // HTTP stays in endpoints: services, stores and presenters never see a request or a response.
    files: ['src/**/service.ts', 'src/**/*store.ts', 'src/**/presenters.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [EXPRESS_IN_SERVICE] }],
    },
  },
  {
    // One way to build an endpoint: the endpoint parses and presents, the service neither
    // (test/architecture/service-imports.test.ts), with no exception.
    files: ['src/**/service.ts'],
    rules: {
      'no-restricted-imports': ['error', { paths: [EXPRESS_IN_SERVICE], patterns: [PARSING_IN_SERVICE, PRESENTING_IN_SERVICE] }],
    },
  },
  {
    // Browser scripts served as-is by the hosted pages.
    files: ['web/**/*.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', navigator: 'readonly', fetch: 'readonly', console: 'readonly', location: 'readonly', URL: 'readonly', URLSearchParams: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', requestAnimationFrame: 'readonly', localStorage: 'readonly', sessionStorage: 'readonly', HTMLElement: 'readonly', CustomEvent: 'readonly', Event: 'readonly', matchMedia: 'readonly', AbortController: 'readonly', performance: 'readonly', getComputedStyle: 'readonly', MediaStream: 'readonly', Blob: 'readonly' } },
    rules: { '@typescript-eslint/no-unused-vars': 'off', 'no-console': 'off' },
  },
  {
    files: ['scripts/**', 'bench/**', 'test/**', 'src/cli/**'],
    rules: { 'no-console': 'off' },
  },
  {
    // Plain-node build helpers (no TypeScript, so they run before anything is installed or built).
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
