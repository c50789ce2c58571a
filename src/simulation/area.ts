// Builds the hosted-page area: the simulation page, its session-scoped endpoints and the start
// page. It owns no sessions: it plays the conversations area's sessions through its front door.
import type { OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import type { AuthArea, Identity } from '../auth/index.js';
import type { SpeechGateway } from '../llm/speech.js';
import type { AppConfig } from '../config.js';
import type { ConversationsArea, ConversationService, ScenarioLibrary } from '../conversations/index.js';
import { webAssets, type AssetBundle } from '../web/assets.js';

export interface SimulationDeps {
  config: AppConfig;
  openapi: OpenAPIRegistry;
  conversations: ConversationsArea;
  /** Tells the page's logged-in user (the auth cookie), who becomes a session's learner. */
  identity: Identity;
  /** The provider's speech (text-to-speech, transcription), each possibly unconfigured. */
  speech: SpeechGateway;
  /** The auth layer's named limit keyed per session (its counters live there, not here). */
  perKeyLimit: AuthArea['perKeyLimit'];
}

export interface SimulationArea {
  service: ConversationService;
  scenarios: ScenarioLibrary;
  assets: AssetBundle;
  config: AppConfig;
  openapi: OpenAPIRegistry;
  identity: Identity;
  speech: SpeechGateway;
  perKeyLimit: AuthArea['perKeyLimit'];
  /** The SERVICE_API_KEYS index of DEMO_API_KEY, or null when demo sessions are off. */
  demoKeyIndex: number | null;
}

export function createSimulationArea(deps: SimulationDeps): SimulationArea {
  const { conversations, config } = deps;
  const demoKey = config.conversations.demoApiKey;
  const index = demoKey ? conversations.keys.match(demoKey) : -1;
  return {
    service: conversations.service,
    scenarios: conversations.scenarios,
    assets: webAssets(),
    config,
    openapi: deps.openapi,
    identity: deps.identity,
    speech: deps.speech,
    perKeyLimit: deps.perKeyLimit,
    demoKeyIndex: index < 0 ? null : index,
  };
}
