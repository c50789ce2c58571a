// What the page's scripts receive in the settings block: the session as the service shows it to
// the page, plus what the server decided for this request (language, strings, return link, where
// to post events). Pure: the routes gather the inputs.
import type { PageView } from '../conversations/index.js';
import type { PageMessage } from '../web/i18n/catalogue.js';
import type { PageLanguage } from './strings.js';

export interface PageSettings {
  session_id: string;
  /** Base of the session-scoped JSON endpoints. */
  api: string;
  /** The capability, sent back in X-Session-Token (with the auth cookie once the page's user claimed the session). */
  token: string;
  embed: boolean;
  lang: PageLanguage;
  /** BCP-47 tag for speech (recognition and synthesis). */
  speech_lang: string;
  title: string;
  scenario: PageView['scenario'];
  npc: { name: string; role: string; avatar: string; voice: string };
  ui: PageView['ui'];
  coach_enabled: boolean;
  max_user_turns: number | null;
  turn_count: number;
  turns: PageView['turns'];
  state: PageView['state'];
  hints: PageView['hints'];
  ended: boolean;
  end_reason: PageView['end_reason'];
  report: PageView['report'];
  /** Whether the result was queued for the learner's learning record (the report says so). */
  learning_record: boolean;
  /** What the page's logged-in user is to the session (null: no such user, or nothing to say). */
  learner_claim: LearnerClaim;
  /** A validated return link shown after the report, or null. */
  return_url: string | null;
  /** Origins allowed to receive postMessage events; null means any (see embed.js). */
  post_message_origins: string[] | null;
  /** The page's messages in its language (web/shared/messages.js formats them). */
  messages: Record<string, PageMessage>;
  /**
   * Provider speech the server offers (POST /simulation/api/speech and /transcribe, ?session=
   * session_id; provider-speech.js builds those URLs); the browser's own otherwise.
   */
  speech: ProviderSpeech;
}

/**
 * `claimed`: the logged-in user is the session's learner (claimed on opening it before any turn,
 * now or earlier): its result goes to their record, and its endpoints need their cookie.
 * `turns_taken`: the session had learner turns when they opened it, so it stays anonymous and
 * nothing is written in their name (whoever took those turns may still hold the link).
 */
export type LearnerClaim = 'claimed' | 'turns_taken' | null;

export interface ProviderSpeech {
  synthesis: boolean;
  transcription: boolean;
}

export interface PageRequest {
  token: string;
  embed: boolean;
  returnUrl: string | null;
  allowedOrigins: readonly string[];
  lang: PageLanguage;
  messages: Record<string, PageMessage>;
  speech: ProviderSpeech;
  claim: LearnerClaim;
}

export const simulationApiBase = (sessionId: string) => `/simulation/api/sessions/${encodeURIComponent(sessionId)}`;

/** The language the session speaks, as a tag speech engines accept (`es` -> `es-ES` is left to them). */
export function speechLang(view: Pick<PageView, 'locale' | 'language'>): string {
  const locale = view.locale ?? '';
  // A locale in another language than the engine speaks fell back; speak what the text is in.
  return locale && locale.split('-')[0]!.toLowerCase() === view.language.toLowerCase() ? locale : view.language;
}

export function buildPageSettings(view: PageView, req: PageRequest): PageSettings {
  const anyOrigin = req.allowedOrigins.length === 0 || req.allowedOrigins.includes('*');
  return {
    session_id: view.session_id,
    api: simulationApiBase(view.session_id),
    token: req.token,
    embed: req.embed,
    lang: req.lang,
    speech_lang: speechLang(view),
    title: view.ui.title_override ?? view.scenario.title,
    scenario: view.scenario,
    npc: { name: view.npc.name, role: view.npc.role, avatar: view.npc.avatar ?? '', voice: view.npc.voice },
    ui: view.ui,
    coach_enabled: view.coach_enabled,
    max_user_turns: view.max_user_turns,
    turn_count: view.turn_count,
    turns: view.turns,
    state: view.state,
    hints: view.hints,
    ended: view.ended,
    end_reason: view.end_reason,
    report: view.report,
    learning_record: view.learning_record,
    learner_claim: req.claim,
    return_url: req.returnUrl,
    post_message_origins: anyOrigin ? null : [...req.allowedOrigins],
    messages: req.messages,
    speech: req.speech,
  };
}
