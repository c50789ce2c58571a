// Request and response shapes of /api/analytics: validation, types and the OpenAPI document all
// come from these. Event types, contexts and Bloom levels are checked against the taxonomy (data)
// in the service, so the schema stays valid whatever the taxonomy holds.
import { z } from 'zod';

/** Events per batch; a larger batch is 413 `too_many_events` (docs/analytics.md). */
export const MAX_EVENTS_PER_BATCH = 50;

export const AnalyticsEventSchema = z
  .strictObject({
    id: z.string().trim().min(1).max(100).meta({ description: 'Client-made unique id (a UUID): a retried batch counts once.' }),
    userId: z.string().trim().min(1).max(200).meta({ description: 'Whose behaviour this is (the token `sub`). A learner may only send their own.' }),
    type: z.string().min(1).max(100).meta({ description: 'An observable behaviour of the taxonomy, e.g. `concept_map.node_clicked`.' }),
    context: z.string().min(1).max(100).meta({ description: 'One of the 16 interaction contexts, e.g. `concept_map`.' }),
    timestamp: z.iso.datetime({ offset: true }).meta({ description: 'When it happened (ISO 8601).' }),
    conceptId: z.string().trim().min(1).max(100).optional(),
    classId: z.string().trim().min(1).max(100).optional(),
    bloomLevel: z.string().min(1).max(20).optional().meta({ description: 'remember, understand, apply, analyze, evaluate or create.' }),
    outcome: z
      .strictObject({
        correct: z.boolean().optional(),
        score: z.number().min(0).max(1).optional(),
        durationMs: z.number().int().min(0).max(86_400_000).optional(),
      })
      .optional()
      .meta({ description: 'For attempts: `correct` updates the concept\'s mastery (Bayesian Knowledge Tracing).' }),
  })
  .meta({ id: 'AnalyticsEvent' });
export type AnalyticsEvent = z.infer<typeof AnalyticsEventSchema>;

export const EventBatchRequestSchema = z
  .strictObject({ events: z.array(AnalyticsEventSchema).min(1, 'send at least one event') })
  .meta({ id: 'AnalyticsEventBatch', description: `1 to ${MAX_EVENTS_PER_BATCH} events.` });

export const EventBatchResponseSchema = z
  .strictObject({
    success: z.literal(true),
    accepted: z.number().int().meta({ description: 'Events stored by this request.' }),
    duplicates: z.number().int().meta({ description: 'Events already stored (same user and id): counted once.' }),
  })
  .meta({ id: 'AnalyticsEventBatchResponse' });
export type EventBatchResponse = z.infer<typeof EventBatchResponseSchema>;
/** What the service returns for a stored batch (presenters.ts makes the body). */
export type StoredBatch = Omit<EventBatchResponse, 'success'>;

export const ProfileParamsSchema = z.strictObject({ userId: z.string().trim().min(1).max(200) });

const ConceptProfileSchema = z
  .strictObject({
    conceptId: z.string(),
    mastery: z.number().min(0).max(1).meta({ description: 'P(known) after the attempts, by Bayesian Knowledge Tracing.' }),
    state: z.enum(['not_started', 'learning', 'struggling', 'mastered']),
    attempts: z.number().int(),
    correct: z.number().int(),
    highestBloom: z.string().nullable().meta({ description: 'The highest Bloom level shown on this concept (an event at that level that was not a failed attempt).' }),
    lastActivity: z.string().nullable(),
  })
  .meta({ id: 'ConceptProfile' });

const LearnerModelFitSchema = z
  .strictObject({
    id: z.string(),
    label: z.string(),
    fit: z.number().min(0).max(1).meta({ description: 'Share of the learner\'s events that are this model\'s signals.' }),
    evidence: z.array(z.strictObject({ behaviour: z.string(), count: z.number().int() })),
  })
  .meta({ id: 'LearnerModelFit' });

export const ProfileResponseSchema = z
  .strictObject({
    success: z.literal(true),
    userId: z.string(),
    generatedAt: z.string(),
    eventCount: z.number().int(),
    concepts: z.array(ConceptProfileSchema),
    engagement: z.strictObject({
      activeDays: z.number().int(),
      firstActivity: z.string().nullable(),
      lastActivity: z.string().nullable(),
      daily: z.array(z.strictObject({ date: z.string(), events: z.number().int(), concepts: z.number().int() })).meta({ description: 'Per UTC day with activity, the last 30 such days, oldest first.' }),
    }),
    learnerModels: z.array(LearnerModelFitSchema).meta({ description: 'The models that fit best (at most 3), best first, each with the behaviours that are its evidence.' }),
    recommendations: z
      .array(z.strictObject({ classId: z.string(), conceptId: z.string(), label: z.string(), reason: z.enum(['struggling', 'next_in_path']) }))
      .meta({ description: 'Next concepts from the learning paths of the classes the learner is in: first those they struggle with, then the next unmastered ones in path order.' }),
    practice: z
      .strictObject({
        context: z.literal('conversation_practice'),
        sessions: z.number().int().meta({ description: 'Practice conversations started with this learner named (options.learner or the page login).' }),
        completed: z.number().int(),
        succeeded: z.number().int().meta({ description: 'Completed with the scenario\'s outcome checklist met.' }),
        passed: z.number().int(),
        failed: z.number().int(),
        meanScaledScore: z.number().min(0).max(1).nullable().meta({ description: 'Mean overall score of the completed sessions, 0..1.' }),
        lastActivity: z.string().nullable(),
      })
      .meta({ id: 'PracticeEvidence', description: 'Practice conversations as evidence: the learner\'s xAPI statements from conversation practice (docs/xapi.md).' }),
  })
  .meta({ id: 'LearnerProfile' });
export type LearnerProfile = z.infer<typeof ProfileResponseSchema>;
/** A learner's profile as the service returns it (presenters.ts makes the body). */
export type LearnerProfileRecord = Omit<LearnerProfile, 'success'>;
