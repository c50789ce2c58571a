// The area's size limits, documented in the OpenAPI document and README ("Class content"). The
// JSON body limit (BODY_LIMIT_KB) still applies first; these are the tighter, per-field caps.

/** Largest `content` object (its JSON text, UTF-8) a version may hold: 413 `content_too_large` past it. */
export const CONTENT_MAX_BYTES = 64 * 1024;
/** Version numbers are 1..4, so a competency and mode holds at most four versions. */
export const MAX_VERSIONS = 4;
/** The critic's and chat's free-text inputs. */
export const COMPETENCY_NAME_MAX = 200;
export const COMPETENCY_DESCRIPTION_MAX = 2000;
export const CUSTOM_PROMPT_MAX = 2000;
export const CRITICISM_MAX = 20_000;
export const USER_MESSAGE_MAX = 2000;
export const CHAT_MESSAGE_MAX = 4000;
/** A longer chat history is refused (400 `history_too_long`): start a new chat with the latest criticism. */
export const CHAT_HISTORY_MAX = 40;
/** Turns a model sees verbatim; older ones are condensed into one summary line in the prompt. */
export const CHAT_HISTORY_VERBATIM = 8;
/** Per user, over regenerate, critic and chat together (each may call a model): 429 `rate_limited` past it. */
export const MODEL_CALL_LIMIT = { limit: 60, windowMs: 10 * 60 * 1000 };
/** Findings a chat request may carry back (a review's `findings`). */
export const FINDINGS_MAX = 200;
