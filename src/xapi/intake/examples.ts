// Example bodies of POST /api/xapi/statement for the OpenAPI document, beside the schemas they illustrate.
export const INTAKE_REQUEST = {
  actor: { objectType: 'Agent', mbox: 'mailto:lea@example.org', name: 'Lea' },
  verb: { id: 'http://adlnet.gov/expapi/verbs/answered', display: { en: 'answered' } },
  object: { objectType: 'Activity', id: 'https://learning.example/activities/fractions/quiz-1', definition: { name: { en: 'Fractions quiz 1' } } },
  result: { success: true, score: { scaled: 0.9 } },
};
export const INTAKE_RESPONSE = { success: true as const, ids: ['5f1c8a52-2b0e-4c1e-9d44-1a7c3e0f9b21'], store: 'embedded' as const };
