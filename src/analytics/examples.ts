// Example bodies of /api/analytics for the OpenAPI document, beside the schemas they illustrate.
// Checked against their schemas when registered (jsonExample in src/http/openapi-registry.ts).
export const EVENTS_REQUEST = {
  events: [
    { id: '0b6f7d0e-6f1a-4a53-9a86-3f1d3c2b9e11', userId: 'learner-1', type: 'concept_map.node_clicked', context: 'concept_map', timestamp: '2026-11-24T10:15:00Z', conceptId: 'fractions', bloomLevel: 'remember' },
    { id: '6d1c2a9b-2f6e-4d7a-8b1e-9c0f5e4d3a22', userId: 'learner-1', type: 'assessment.answer_submitted', context: 'assessment', timestamp: '2026-11-24T10:16:30Z', conceptId: 'fractions', bloomLevel: 'apply', outcome: { correct: true, durationMs: 42000 } },
  ],
};
export const PROFILE_RESPONSE = {
  success: true as const,
  userId: 'learner-1',
  generatedAt: '2026-11-24T12:00:00.000Z',
  eventCount: 12,
  concepts: [
    { conceptId: 'fractions', mastery: 0.981, state: 'mastered' as const, attempts: 4, correct: 4, highestBloom: 'apply', lastActivity: '2026-11-24T10:40:00Z' },
    { conceptId: 'percentages', mastery: 0.006, state: 'struggling' as const, attempts: 4, correct: 0, highestBloom: 'remember', lastActivity: '2026-11-24T11:05:00Z' },
  ],
  engagement: { activeDays: 1, firstActivity: '2026-11-24T10:15:00Z', lastActivity: '2026-11-24T11:05:00Z', daily: [{ date: '2026-11-24', events: 12, concepts: 2 }] },
  learnerModels: [{ id: 'active_experimenter', label: 'Active experimenter', fit: 0.5, evidence: [{ behaviour: 'practice_quiz.question_answered', count: 6 }] }],
  recommendations: [
    { classId: 'c-1', conceptId: 'percentages', label: 'Percentages', reason: 'struggling' as const },
    { classId: 'c-1', conceptId: 'ratios', label: 'Ratios', reason: 'next_in_path' as const },
  ],
  practice: { context: 'conversation_practice' as const, sessions: 3, completed: 2, succeeded: 1, passed: 1, failed: 1, meanScaledScore: 0.615, lastActivity: '2026-11-24T11:30:00.000Z' },
};
export const EVENTS_RESPONSE = { success: true as const, accepted: 2, duplicates: 0 };
