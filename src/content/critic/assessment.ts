// Assessment checks over the selection items of every mode (items.ts): answer keys against their
// options, duplicate options, "all/none of the above", unemphasised negative stems, stems that
// give the answer away, the longest option as the answer cue, and missing rationales. KE check
// questions need answers; an open KE question whose short answer sits in the question gives it away.
//
// The front door: which checks run over which items. Each check lives in a file of its own beside
// it: assessment-answer-keys.ts (reading explanations in assessment-explanations.ts),
// assessment-options.ts (duplicates, all/none of the above; duplicates in other words in
// assessment-option-paraphrase.ts), assessment-negative-stems.ts and
// assessment-giveaways.ts (the stem or the length giving the answer away; the key's distinguishing
// words, the keys listed together and an article only the key agrees with in
// assessment-giveaway-cues.ts; the stem's words both read in assessment-stem-words.ts).
import type { Mode } from '../content-schemas.js';
import { pointer, type Finding } from './findings.js';
import { arr, selectionItems, str } from './items.js';
import { contentWords, sentences, type Lang } from './text.js';
import { add } from './assessment-finding.js';
import { answerKey, keyAgainstLesson } from './assessment-answer-keys.js';
import { options } from './assessment-options.js';
import { negativeStem } from './assessment-negative-stems.js';
import { answeredEarlier, giveaway, inStem, lengthCue, offeredAlternative, stemOf, withoutAlternatives } from './assessment-giveaways.js';

export function assessmentFindings(mode: Mode, content: unknown, lang: Lang): Finding[] {
  const out: Finding[] = [];
  const items = selectionItems(mode, content, lang);
  for (const item of items) {
    answerKey(item, lang, out);
    options(item, out, lang);
    negativeStem(item, lang, out);
    giveaway(item, lang, out);
    lengthCue(item, out);
    if (mode === 'SATA') for (const o of item.options) if (!o.comment?.text.trim()) add(out, 'missing_rationale', 'medium', 'Rationale missing', o.comment!.at, 'The learner is not told why this option is right or wrong.', 'Add one or two sentences explaining the option.');
  }
  answeredEarlier(items, lang, out);
  if (mode === 'KE') {
    const c = (content && typeof content === 'object' ? content : {}) as Record<string, unknown>;
    const lesson = arr(c.sections).flatMap((sec) => sentences(str(sec.body), lang));
    for (const item of items) keyAgainstLesson(item, lesson, lang, out);
    const qs = arr(c.checkQuestions);
    if (!qs.length) add(out, 'structure', 'medium', 'No check questions', '/checkQuestions', 'Learners have no way to test their understanding.', 'Add two or three questions with answers.');
    qs.forEach((q, i) => {
      const question = str(q.question);
      const answer = str(q.answer).trim();
      if (!answer) return add(out, 'structure', 'medium', 'Question without an answer', pointer(['checkQuestions', i, 'answer']), 'The check question has no model answer.', 'Write the expected answer.');
      // An open question whose short answer is already in the question.
      const open = !items.some((it) => it.stemAt === pointer(['checkQuestions', i, 'question']));
      // A written answer restates the question's words around what it adds ("Because friction …
      // slows it down" under "Why does a ball … slow down?"): only all of its words give it away.
      // A question offering alternatives ("a push or a pull?") is answered by one of them: only
      // its premise before them can give the answer away.
      const asked = offeredAlternative(question, answer, lang) ? withoutAlternatives(question) : question;
      if (open && answer.split(/\s+/).length <= 12 && contentWords(answer, lang).length && inStem(stemOf(asked, lang), answer, lang, 1, 1)) {
        add(out, 'answer_giveaway', 'medium', 'The question gives the answer away', pointer(['checkQuestions', i, 'question']), `The question already contains its answer ("${answer}").`, 'Take the answer out of the question.', question);
      }
    });
  }
  return out;
}
