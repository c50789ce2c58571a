// The `content` object of each mode (KE, SPL, SATA). The OpenAPI document (component schemas
// KeContent, SplContent, SataContent) and the model's structured-output schema are generated from
// these, and every stored version passes them. Every field is required (a model's strict JSON
// schema mode needs that); lengths are bounded so one version stays well under the body cap.
import { z } from 'zod';

export const MODES = ['KE', 'SPL', 'SATA'] as const;
export type Mode = (typeof MODES)[number];
export const ModeSchema = z.enum(MODES).meta({
  id: 'ContentMode',
  description: '`KE` knowledge explanation, `SPL` scenario practice, `SATA` select all that apply.',
});

const text = (max: number) => z.string().trim().min(1, 'must not be empty').max(max);
/** Markdown bodies: paragraphs, lists, emphasis and inline code render in the class pages. */
const markdown = (max: number) => text(max).meta({ description: 'Markdown.' });

const keContent = z
  .strictObject({
    title: text(200),
    objectives: z.array(text(300)).min(1).max(10).meta({ description: 'Measurable learning objectives, each starting with a verb (Bloom).' }),
    sections: z
      .array(z.strictObject({ heading: text(200), body: markdown(6000) }))
      .min(1)
      .max(20),
    keyTerms: z
      .array(z.strictObject({ term: text(120), definition: text(1000) }))
      .max(30),
    workedExamples: z
      .array(z.strictObject({ title: text(200), problem: markdown(2000), solution: markdown(4000) }))
      .max(10),
    checkQuestions: z
      .array(z.strictObject({ question: text(1000), answer: text(2000) }))
      .min(1)
      .max(20),
  });
export const KeContentSchema = keContent.meta({
    id: 'KeContent',
    description: 'Knowledge explanation: objectives, sections (markdown), key terms, worked examples and check questions.',
  });

export const SPL_QUALITIES = ['best', 'acceptable', 'poor'] as const;

const splContent = z
  .strictObject({
    title: text(200),
    situation: markdown(4000).meta({ description: "The scene, drawn from the class's `scenarioContext`." }),
    learnerRole: text(300),
    decisionPoints: z
      .array(
        z.strictObject({
          prompt: text(1000),
          options: z
            .array(
              z.strictObject({
                text: text(500),
                quality: z.enum(SPL_QUALITIES),
                feedback: text(1500),
              }),
            )
            .min(2)
            .max(6),
        }),
      )
      .min(1)
      .max(10),
    debrief: markdown(3000),
  })
  .superRefine((c, ctx) => {
    c.decisionPoints.forEach((d, i) => {
      if (!d.options.some((o) => o.quality === 'best')) {
        ctx.addIssue({ code: 'custom', path: ['decisionPoints', i, 'options'], message: 'needs at least one option of quality "best"' });
      }
    });
  });
export const SplContentSchema = splContent.meta({
    id: 'SplContent',
    description: 'Scenario practice: a situation, the learner role, decision points whose options each carry a quality and feedback, and a debrief.',
  });

const sataContent = z
  .strictObject({
    title: text(200),
    questions: z
      .array(
        z.strictObject({
          stem: text(1000),
          options: z
            .array(z.strictObject({ text: text(500), correct: z.boolean(), rationale: text(1500) }))
            .min(3)
            .max(8),
        }),
      )
      .min(1)
      .max(20),
  })
  .superRefine((c, ctx) => {
    c.questions.forEach((q, i) => {
      if (!q.options.some((o) => o.correct)) ctx.addIssue({ code: 'custom', path: ['questions', i, 'options'], message: 'needs at least one correct option' });
      if (!q.options.some((o) => !o.correct)) ctx.addIssue({ code: 'custom', path: ['questions', i, 'options'], message: 'needs at least one wrong option' });
    });
  });
export const SataContentSchema = sataContent.meta({
    id: 'SataContent',
    description: 'Select all that apply: questions, each a stem and 3 to 8 options with `correct` and a rationale; at least one right and one wrong option.',
  });

export type KeContent = z.infer<typeof KeContentSchema>;
export type SplContent = z.infer<typeof SplContentSchema>;
export type SataContent = z.infer<typeof SataContentSchema>;
export type ContentFor<M extends Mode> = M extends 'KE' ? KeContent : M extends 'SPL' ? SplContent : SataContent;
export type AnyContent = KeContent | SplContent | SataContent;

export const CONTENT_SCHEMAS = { KE: KeContentSchema, SPL: SplContentSchema, SATA: SataContentSchema } as const;

export function contentSchemaFor(mode: Mode): z.ZodType<AnyContent> {
  return CONTENT_SCHEMAS[mode] as z.ZodType<AnyContent>;
}

/**
 * The same schemas without their OpenAPI component ids: a model is sent the JSON schema inline
 * (an id would turn the root into a `$ref`, which providers' structured output does not take).
 */
export function modelSchemaFor(mode: Mode): z.ZodType<AnyContent> {
  return ({ KE: keContent, SPL: splContent, SATA: sataContent } as const)[mode] as z.ZodType<AnyContent>;
}

export const isMode = (s: string): s is Mode => (MODES as readonly string[]).includes(s);
