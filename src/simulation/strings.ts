// The page strings live in web/simulation/i18n.js (one table, next to the scripts that use them).
// The server loads it once, checks that every language has every key (a missing translation fails
// start-up, not a learner's page), and picks the entry for a session's language.
import { pathToFileURL } from 'node:url';
import path from 'node:path';
import { z } from 'zod';
import { WEB_ROOT } from './assets.js';

export const STRING_KEYS = [
  'app_name', 'skip_to_input', 'end', 'ending', 'turn_of', 'turn_n', 'mood', 'trust', 'resistance', 'commitment',
  'engagement', 'conversation', 'message_label', 'message_placeholder', 'send', 'typing', 'you', 'mic_hold',
  'mic_listening', 'mic_ready', 'mic_unsupported', 'mic_denied', 'mic_error', 'tts_mute', 'tts_unsupported',
  'side_panel', 'camera_title', 'camera_start', 'camera_stop', 'camera_private', 'camera_denied', 'camera_missing',
  'camera_unsupported', 'coach_title', 'coach_empty', 'hint_praise', 'hint_suggestion', 'hint_warning', 'hint_phase',
  'hint_info', 'send_failed', 'empty_message', 'session_gone', 'ended_banner', 'report_failed', 'retry',
  'report_title', 'overall_score', 'summary', 'kstar_title', 'kstar_situation', 'kstar_task', 'kstar_action',
  'kstar_result', 'kstar_delta', 'skills', 'chart_title', 'chart_desc', 'chart_start', 'flags', 'no_flags', 'plan',
  'metrics', 'metric_reflection_to_question_ratio', 'metric_open_question_share', 'metric_talk_ratio',
  'metric_longest_turn_words', 'metric_user_turns', 'duration', 'print', 'return', 'ended_title', 'ended_body',
  'invalid_title', 'invalid_body', 'skill_empathy', 'skill_structure', 'skill_assertiveness', 'skill_closure',
  'skill_strategy', 'emotion_neutral', 'emotion_curious', 'emotion_guarded', 'emotion_frustrated', 'emotion_angry',
  'emotion_warm', 'emotion_relieved', 'emotion_convinced', 'emotion_anxious',
] as const;

export type StringKey = (typeof STRING_KEYS)[number];
export type Strings = Readonly<Record<StringKey, string>>;

export const PAGE_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'it', 'nl'] as const;
export type PageLanguage = (typeof PAGE_LANGUAGES)[number];

const entry = z
  .object(Object.fromEntries(STRING_KEYS.map((k) => [k, z.string().min(1)])) as Record<StringKey, z.ZodString>)
  .strict();
const tableSchema = z.object(Object.fromEntries(PAGE_LANGUAGES.map((l) => [l, entry])) as Record<PageLanguage, typeof entry>);

export type StringTable = Readonly<Record<PageLanguage, Strings>>;

export async function loadStringTable(file = path.join(WEB_ROOT, 'simulation/i18n.js')): Promise<StringTable> {
  const mod = (await import(pathToFileURL(file).href)) as { STRINGS?: unknown };
  const parsed = tableSchema.safeParse(mod.STRINGS);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`web/simulation/i18n.js: ${issue.path.join('.')}: ${issue.message}`);
  }
  return parsed.data;
}

/** Loaded once per process; the table is static. */
export const STRING_TABLE: StringTable = await loadStringTable();

/** `es-MX` -> `es`; anything the page has no strings for -> `en`. */
export function pageLanguage(tag: string | null | undefined): PageLanguage {
  const base = (tag ?? '').trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return (PAGE_LANGUAGES as readonly string[]).includes(base) ? (base as PageLanguage) : 'en';
}

/** The first supported language of an Accept-Language header (for pages without a session). */
export function languageFromAcceptHeader(header: string | undefined): PageLanguage {
  const ranked = (header ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(params.find((p) => p.trim().startsWith('q='))?.trim().slice(2) ?? 1);
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0 };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const base = tag.toLowerCase().split('-')[0]!;
    if ((PAGE_LANGUAGES as readonly string[]).includes(base)) return base as PageLanguage;
  }
  return 'en';
}

export function stringsFor(lang: PageLanguage): Strings {
  return STRING_TABLE[lang];
}
