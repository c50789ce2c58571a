// Flat config: typescript-eslint's recommended rules over the TypeScript sources.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

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
    // Browser scripts served as-is by the hosted pages.
    files: ['web/**/*.js'],
    languageOptions: { globals: { window: 'readonly', document: 'readonly', navigator: 'readonly', fetch: 'readonly', console: 'readonly', location: 'readonly', URL: 'readonly', URLSearchParams: 'readonly', setTimeout: 'readonly', clearTimeout: 'readonly', setInterval: 'readonly', clearInterval: 'readonly', requestAnimationFrame: 'readonly', localStorage: 'readonly', sessionStorage: 'readonly', HTMLElement: 'readonly', CustomEvent: 'readonly', Event: 'readonly', matchMedia: 'readonly', AbortController: 'readonly', performance: 'readonly', getComputedStyle: 'readonly', MediaStream: 'readonly' } },
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
