// The graph engine: every map passes through normaliseMap, whatever produced it.
export { normaliseMap, type NormaliseOptions, type NormaliseResult, type RawMap } from './normalise.js';
