// Content written by a model: structured output against the mode's JSON schema (generated from
// the same zod schema that validates PUTs), validated again here, retried once with the problems
// named, then given up (the caller answers 502 and stores nothing).
import { LlmError, LlmOutputValidationError } from '../../llm/errors.js';
import type { LanguageModel } from '../../llm/types.js';
import { modelSchemaFor, type AnyContent } from '../content-schemas.js';
import { CONTENT_MAX_BYTES } from '../limits.js';
import type { Generated, GenerationInput } from './types.js';

const MODE_BRIEF = {
  KE: 'a knowledge explanation: measurable objectives (Bloom verbs), markdown sections, key terms with definitions, worked examples, then check questions with answers',
  SPL: "a scenario practice set in the class's scenario context: the situation, the learner's role, decision points whose options each have a quality (best, acceptable, poor) and feedback, and a debrief",
  SATA: 'select-all-that-apply questions: each a stem and 3 to 8 options with `correct` and a rationale, at least one correct and one wrong option, plausible distractors, never "all of the above"',
} as const;

/**
 * The system prompt holds only the service's own words; every value a person set (the class's
 * language tag, subject and grade level, the competency, the teacher's instructions) goes in the
 * user message, so none of it speaks with the system prompt's authority. (A language tag is
 * checked, but may be any number of 2-8 letter parts: words enough to say something.)
 */
export function generationPrompt(input: GenerationInput): { system: string; user: string } {
  const system = [
    'You write class content for teachers. Answer only with JSON matching the given schema.',
    `Write ${MODE_BRIEF[input.mode]}.`,
    'Write in the language, and for the subject and grade level, the request names.',
  ].join('\n');
  const user = [
    `Language (ISO code): ${input.language}`,
    `Subject: ${input.subject}`,
    `Grade level: ${input.gradeLevel}`,
    `Competency: ${input.competencyName}`,
    input.competencyDescription && `Description: ${input.competencyDescription}`,
    input.mode === 'SPL' && input.scenarioContext && `Scenario context: ${input.scenarioContext}`,
    `This is variant ${input.variant + 1}: take a different angle from earlier variants.`,
    input.customPrompt && `Teacher's instructions: ${input.customPrompt}`,
  ]
    .filter(Boolean)
    .join('\n');
  return { system, user };
}

/** Thrown after the second invalid answer or an upstream failure; nothing may be stored. */
export class ContentGenerationFailed extends Error {
  override name = 'ContentGenerationFailed';
}

export async function generateWithModel(model: LanguageModel, input: GenerationInput, signal?: AbortSignal): Promise<Generated> {
  const schema = modelSchemaFor(input.mode);
  const { system, user } = generationPrompt(input);
  let problems: string[] = [];
  for (let attempt = 0; attempt < 2; attempt++) {
    const messages = [{ role: 'user' as const, content: user }];
    if (problems.length) messages.push({ role: 'user' as const, content: `Your previous answer was invalid: ${problems.join('; ')}. Answer again with valid JSON.` });
    try {
      const result = await model.generateObject({ system, messages, schema, schemaName: `${input.mode.toLowerCase()}_content`, signal });
      // Validated again: whatever the adapter did, nothing unchecked is stored.
      const checked = schema.safeParse(result.object);
      if (!checked.success) {
        problems = checked.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
        continue;
      }
      const content: AnyContent = checked.data;
      if (Buffer.byteLength(JSON.stringify(content)) > CONTENT_MAX_BYTES) {
        problems = [`the content is larger than ${CONTENT_MAX_BYTES} bytes`];
        continue;
      }
      return { content, generator: result.generator, notes: result.warnings };
    } catch (err) {
      if (err instanceof LlmOutputValidationError) {
        problems = err.issues;
        continue;
      }
      if (err instanceof LlmError) throw new ContentGenerationFailed(`the model provider failed (${err.name})`, { cause: err });
      throw err;
    }
  }
  throw new ContentGenerationFailed(`the model answered twice with content that does not fit mode ${input.mode}`);
}
