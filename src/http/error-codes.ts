// Every machine error code the service answers with, and the one HTTP status it travels with.
// Services raise codes through the factories in ./errors.ts and never see a status; the final
// error middleware reads the status from this table. A new area appends its codes under its own
// heading (docs/errors.md explains the shapes and when each code is used).
export const ERROR_STATUS = {
  // --- any area: request shape and transport ---
  invalid_request: 400,
  invalid_json: 400,
  /** A JSON body (or JSON parameter) nesting deeper than JSON_MAX_DEPTH. */
  too_deep: 400,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  /** The client closed the connection; nobody reads this answer, it only shows in logs. */
  request_aborted: 499,
  not_found: 404,
  /** A path some route takes, with a method none of them does (Allow lists the ones it does). */
  method_not_allowed: 405,
  forbidden: 403,
  origin_not_allowed: 403,
  internal_error: 500,
  /** Raised by Node's HTTP parser, before Express (client-errors.ts). */
  bad_request: 400,
  headers_too_large: 431,
  request_timeout: 408,
  host_not_allowed: 400,

  // --- authentication (bearer JWT, auth cookie, API keys) ---
  missing_authorization: 401,
  invalid_token: 401,
  token_expired: 401,
  token_revoked: 401,
  missing_api_key: 401,
  invalid_api_key: 401,
  invalid_key: 401,
  /** A token's e-mail belongs to another user (users are identified by the token's sub). */
  email_taken: 409,

  // --- model providers and storage ---
  invalid_provider: 400,
  invalid_endpoint: 400,
  generation_failed: 502,
  storage_failed: 502,
  storage_unavailable: 503,

  // --- concept maps (/api/direct/map) ---
  map_not_found: 404,

  // --- conversations (/api/v1) and the hosted page ---
  invalid_config: 400,
  empty_text: 400,
  /** options.locale names a language the session cannot be played in (the built-in engine's 7; 14 with a model). */
  unsupported_locale: 400,
  scenario_not_found: 404,
  session_ended: 409,
  max_turns_reached: 409,
  /** With REDIS_URL: another instance kept the session's lock past the wait bound (a long model call). */
  session_busy: 409,
  npc_generation_failed: 502,
  report_generation_failed: 502,
  public_api_disabled: 503,
  capacity_exceeded: 503,
  missing_token: 401,
  invalid_session_token: 403,
  /** The hosted page's logged-in learner claimed the session: its capability needs their auth cookie beside it. */
  session_claimed: 403,
  cross_origin: 403,
  demo_disabled: 503,
  /** The hosted page's provider speech: no provider (or model) configured for it. */
  speech_unavailable: 409,
  /** Audio for /simulation/api/transcribe over its 2 MB limit. */
  audio_too_large: 413,
  speech_failed: 502,

  // --- classes (/api/classes) and school classes (/api/school); class content and batch name classes too ---
  /** No such class, or one the caller may not see: the same code in every area that takes a class id. */
  class_not_found: 404,
  /** No free enrolment code after the bounded retries (both class areas). */
  enrollment_code_unavailable: 503,
  invalid_curriculum: 400,
  invalid_cursor: 400,
  own_class: 400,
  unknown_concept: 400,
  not_enrolled: 403,
  invalid_code: 404,
  curriculum_missing: 409,

  // --- record store (xAPI statements) ---
  invalid_statement: 400,
  invalid_query: 400,
  statement_conflict: 409,
  /** The xAPI intake: a learner's statement about someone else; a batch over the per-request cap. */
  actor_not_self: 403,
  too_many_statements: 413,
  /** The embedded record store: one writer stored XAPI_EMBEDDED_KB_PER_DAY today (Retry-After: next UTC day). */
  quota_exceeded: 429,
  /** Learning analytics: a batch over the per-request cap. */
  too_many_events: 413,
  record_store_failed: 500,

  // --- school classes (/api/school) ---
  duplicate: 400,
  already_expert: 400,
  already_owner: 400,
  owner_cannot_be_expert: 400,
  too_many_experts: 400,
  /** A new school class past SCHOOL_MAX_CLASSES_PER_USER owned by its creator. */
  too_many_classes: 400,
  transfer_pending: 400,
  transfer_to_self: 400,
  no_pending_transfer: 400,
  not_invitee: 403,
  expert_not_found: 404,

  // --- batch generation (/api/curriculum/batch-*) ---
  batch_not_found: 404,
  /** Cancel of a job that has already ended. */
  batch_finished: 409,
  batch_disabled: 503,

  // --- class content (/api/class-content) ---
  invalid_content: 400,
  active_version: 400,
  version_limit: 400,
  history_too_long: 400,
  content_not_found: 404,
  precondition_failed: 412,
  content_too_large: 413,
  critic_failed: 502,
  chat_failed: 502,
} as const satisfies Record<string, number>;

export type ErrorCode = keyof typeof ERROR_STATUS;
export type ErrorStatus = (typeof ERROR_STATUS)[ErrorCode];
/** The codes that travel with `status`, e.g. `CodeWithStatus<404>`. */
export type CodeWithStatus<S extends ErrorStatus> = { [C in ErrorCode]: (typeof ERROR_STATUS)[C] extends S ? C : never }[ErrorCode];

export function statusOf(code: ErrorCode): ErrorStatus {
  return ERROR_STATUS[code];
}
