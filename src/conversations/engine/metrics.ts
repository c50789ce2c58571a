// Session metrics for the report, from the running counters (so they cost nothing per turn).
//   reflection_to_question_ratio  reflective turns / questions asked (0 when no questions)
//   open_question_share           open / (open + closed) questions (0 when no questions)
//   complex_reflection_share      complex reflections / reflective turns (0 when no reflections)
//   talk_ratio                    learner words / (learner + character words), opening included
//   longest_turn_words            words in the longest learner turn
//   user_turns                    learner turns
//   talk_ratio_chars              learner characters / all characters, opening included
//   filler_count                  filler words in the learner's turns
// The question, open/closed, reflection and simple/complex readings come, in English, from heads
// trained on expert-labelled real therapy talk; docs/engine.md gives their held-out accuracy.
import type { Counters } from './counters.js';
import { round3 } from './transition.js';
import type { SessionMetrics, Turn } from './types.js';

export function sessionMetrics(c: Counters, turns: readonly Turn[]): SessionMetrics {
  let learnerChars = 0;
  let allChars = 0;
  for (const t of turns) {
    allChars += t.text.length;
    if (t.role === 'user') learnerChars += t.text.length;
  }
  const questions = c.openQuestions + c.closedQuestions;
  const words = c.learnerWords + c.npcWords;
  return {
    reflection_to_question_ratio: questions > 0 ? round3(c.reflectionTurns / questions) : 0,
    open_question_share: questions > 0 ? round3(c.openQuestions / questions) : 0,
    complex_reflection_share: c.reflectionTurns > 0 ? round3(c.complexReflectionTurns / c.reflectionTurns) : 0,
    talk_ratio: words > 0 ? round3(c.learnerWords / words) : 0,
    longest_turn_words: c.maxTurnWords,
    user_turns: c.turn,
    talk_ratio_chars: allChars > 0 ? round3(learnerChars / allChars) : 0,
    filler_count: c.fillerWords,
  };
}
