// The vocabulary of a concept map that more than one area speaks: the concept-map area generates
// maps with it and the classes area checks saved curricula against it. Kept here, outside both
// areas, so neither reaches into the other.
export const NODE_TYPES = ['concept', 'skill', 'prerequisite'] as const;
export type NodeType = (typeof NODE_TYPES)[number];
export const EDGE_TYPES = ['requires', 'enables', 'related', 'special-case'] as const;
export type EdgeType = (typeof EDGE_TYPES)[number];
