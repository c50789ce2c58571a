// Event builders for the analytics tests.
let n = 0;
export function event(userId: string, type: string, extra: Record<string, unknown> = {}) {
  n++;
  const context = type.split('.')[0]!;
  return { id: `ev-${n}-${Math.random().toString(36).slice(2)}`, userId, type, context, timestamp: new Date(Date.UTC(2026, 10, 24, 10, 0, n)).toISOString(), ...extra };
}

/** A small class curriculum: fractions, then percentages, then ratios. */
export const MATH_CURRICULUM = {
  nodes: [
    { id: 'fractions', label: 'Fractions', type: 'concept' },
    { id: 'percentages', label: 'Percentages', type: 'concept' },
    { id: 'ratios', label: 'Ratios', type: 'concept' },
  ],
  edges: [
    { from: 'fractions', to: 'percentages', type: 'requires' },
    { from: 'percentages', to: 'ratios', type: 'requires' },
  ],
  learningPath: ['fractions', 'percentages', 'ratios'],
};
