// Per-user rate limits of the classes area: 30 class creations per hour and 20 join attempts per
// 10 minutes (counted per user; see src/auth/rate-limit.ts for how).
import type { LimitWindow } from '../auth/index.js';

export const CREATE_LIMIT: LimitWindow = { limit: 30, windowMs: 60 * 60 * 1000 };
export const JOIN_LIMIT: LimitWindow = { limit: 20, windowMs: 10 * 60 * 1000 };
