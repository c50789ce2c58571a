// Types of the local ESLint plugin (area-boundaries.js, with no-import-cycle.js), for the tests that drive it.
import type { ESLint, Rule } from 'eslint';

export const SHARED_LAYERS: Set<string>;
export const areaBoundaries: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
