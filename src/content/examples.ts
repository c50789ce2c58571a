// Example bodies of /api/class-content for the OpenAPI document, beside the schemas they illustrate.
// Checked against their schemas when registered (jsonExample in src/http/openapi-registry.ts).
export const keExample = {
  title: 'Photosynthesis: overview',
  objectives: ['Define photosynthesis in your own words.', 'Explain how photosynthesis relates to cellular respiration.'],
  sections: [{ heading: 'What photosynthesis is', body: 'Plants use light energy, captured by chlorophyll, to turn carbon dioxide and water into glucose and oxygen.' }],
  keyTerms: [{ term: 'Chlorophyll', definition: 'The green pigment in chloroplasts that absorbs red and blue light.' }],
  workedExamples: [{ title: 'Photosynthesis or respiration?', problem: 'A classmate says they are the same. Are they?', solution: 'No: photosynthesis stores energy in glucose; respiration releases it.' }],
  checkQuestions: [{ question: 'What is photosynthesis?', answer: 'Plants turning light, carbon dioxide and water into glucose and oxygen.' }],
};
export const metadataExample = {
  version: 1,
  generatedAt: '2026-11-24T18:00:00.000Z',
  editedBy: 'teacher@school.example',
  lastEditedAt: '2026-11-24T18:00:00.000Z',
  editCount: 0,
  isActive: true,
  generator: { provider: 'builtin', model: 'builtin-content-v2' },
  basedOn: null,
  notes: [],
};
export const criticism = '# Assessment review: Photosynthesis (SATA)\n\n> Built\\-in checks \\(no model configured\\)\\.\n\n## 1. Length gives the answer away\n\n- **Severity:** medium\n- **Type:** length_cue (assessment)\n- **Where:** `/questions/0/options/0`\n- **Quote:** "Plants use light energy captured by chlorophyll to make glucose\\."\n- **Problem:** The longest option is a correct one and clearly longer than every wrong option\\.\n- **Suggested fix:** Make distractors as detailed as the answer, or shorten the correct option\\.\n';
export const findingExample = {
  type: 'length_cue',
  check: 'assessment',
  severity: 'medium',
  title: 'Length gives the answer away',
  location: '/questions/0/options/0',
  quote: 'Plants use light energy captured by chlorophyll to make glucose.',
  explanation: 'The longest option is a correct one and clearly longer than every wrong option.',
  fix: 'Make distractors as detailed as the answer, or shorten the correct option.',
} as const;
export const sataExample = { title: 'Photosynthesis', questions: [{ stem: 'Which statements describe photosynthesis? Select all that apply.', options: [{ text: 'Plants use light energy, captured by chlorophyll, to turn carbon dioxide and water into glucose and oxygen.', correct: true, rationale: 'This is what photosynthesis means.' }, { text: 'Cells break glucose down.', correct: false, rationale: 'That is respiration.' }, { text: 'Water evaporates.', correct: false, rationale: 'That is transpiration.' }] }] };
