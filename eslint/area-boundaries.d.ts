// Types of the local ESLint plugin (area-boundaries.js), for the test that drives it.
import type { ESLint, Rule } from 'eslint';

export const SHARED_LAYERS: Set<string>;
export const areaBoundaries: Rule.RuleModule;
declare const plugin: ESLint.Plugin;
export default plugin;
