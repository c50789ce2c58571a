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
/** Acts that move a conversation on or are harmless: a coach never warns about them. (Blame,
 * defensive deflection and sarcasm are in neither set: the coach has its own advice for them.) */
export const CONSTRUCTIVE_ACTS: ReadonlySet<Act> = new Set<Act>([
  'open_question', 'closed_question', 'simple_reflection', 'complex_reflection', 'affirmation', 'empathy', 'summary',
  'information_giving', 'commitment_request', 'calm_disagreement', 'filler',
]);
