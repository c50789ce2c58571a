// Analytics records -> response bodies, pure; called by the endpoints' `present` steps.
import type { EventBatchResponse, LearnerProfile, LearnerProfileRecord, StoredBatch } from './schemas.js';

export const presentStoredBatch = (r: StoredBatch): EventBatchResponse => ({ success: true, ...r });

export const presentProfile = (p: LearnerProfileRecord): LearnerProfile => ({ success: true, ...p });
