// What a learner's line does in the conversation: the dialogue acts the turn analyser tells apart.
// The list follows motivational-interviewing coding (MITI: questions, simple and complex reflections,
// affirmations) plus the moves a negotiation or sales trainer listens for (docs/engine.md).
export const ACTS = [
  'open_question', 'closed_question', 'simple_reflection', 'complex_reflection', 'affirmation', 'empathy', 'summary',
  'information_giving', 'commitment_request', 'calm_disagreement', 'pressure', 'ultimatum', 'threat', 'blame',
  'dismissal', 'defensive_deflection', 'sarcasm', 'insult', 'filler',
] as const;
export type Act = (typeof ACTS)[number];

/** Acts a coach always warns about: they cost trust whatever the scenario. */
export const WARNED_ACTS: ReadonlySet<Act> = new Set<Act>(['pressure', 'ultimatum', 'threat', 'dismissal', 'insult']);
/** Acts that hurt the relationship less openly (the report names them; the coach hints). */
export const CORROSIVE_ACTS: ReadonlySet<Act> = new Set<Act>(['blame', 'defensive_deflection', 'sarcasm']);
