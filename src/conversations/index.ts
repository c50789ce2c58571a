// Front door of the conversations area: the only module other areas and the composition root
// import. Everything else under src/conversations is the area's own business.
export { createConversationsArea, type ConversationsArea, type ConversationsDeps } from './area.js';
export { mountConversations } from './endpoints.js';
export { requireServiceKey } from './auth.js';
export type { ConversationService, CreatedConversation } from './service.js';
export type { ApiKeyOwner } from './auth.js';
export { capabilityAccess, type CapabilityAccess, type SessionAccess } from './policy.js';
export { sessionLanguages, userTurnCount, type ConversationRecord, type TakenTurn } from './session.js';
export { MemorySessionStore, type SessionStore } from './store.js';
export { LiveQuota } from './live-quota.js';
export { storedConversation } from './stored-session.js';
export { presentEnd, presentMessage, presentPageView, sessionUrls, type PageView } from './presenters.js';
export { parseCreateRequest, parseMessageText } from './requests.js';
export { scenarioList, type ScenarioList, type ScenarioSummary } from './scenarios/summary.js';
export { builtinScenarioCards } from './scenarios/cards.js';
export type { ScenarioLibrary } from './scenarios/library.js';
export { ScenarioTypeSchema } from './scenarios/schema.js';
export {
  CoachHintSchema,
  EndReasonSchema,
  NpcStateSchema,
  ReportSchema,
  SendMessageResponseSchema,
  TurnSchema,
  UiOptionsSchema,
  type CreateConversationRequest,
} from './schemas.js';
export * as conversationExamples from './examples.js';
