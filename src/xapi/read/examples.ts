// Example answer of GET /api/xapi/statements for the OpenAPI document, beside the schemas it illustrates.
export const STATEMENT_RESULT = {
  statements: [
    {
      id: '3b0a6f5e-8c1d-5e2f-9a4b-7c6d5e4f3a21',
      actor: { objectType: 'Agent', name: 'Lea', account: { homePage: 'https://lms.example', name: 'learner-42' } },
      verb: { id: 'http://adlnet.gov/expapi/verbs/completed', display: { 'en-US': 'completed' } },
      object: { objectType: 'Activity', id: 'https://learning-platform.example/xapi/activities/scenario/manager-remote-fridays', definition: { name: { en: 'Remote Fridays' } } },
      result: { completion: true, success: true, duration: 'PT312S', score: { scaled: 0.74, raw: 74, min: 0, max: 100 } },
      context: { registration: '9f6c2f4e-1b7a-4c3d-8e2f-5a6b7c8d9e0f' },
      timestamp: '2026-01-01T10:05:12.000Z',
      stored: '2026-01-01T10:05:12.250Z',
      authority: { objectType: 'Agent', account: { homePage: 'https://lms.example', name: 'learning-platform-service' } },
      version: '1.0.0',
    },
  ],
  more: '',
};
