// Which languages a session may be in. The built-in engine reads the learner and plays the
// character in seven languages (engine/lang); a model plays any of the 14 the engine's catalogue is
// written in (engine/messages.ts), with the coach and report from that catalogue. A locale outside
// them is refused rather than silently played in English.
import { appError } from '../http/errors.js';
import { SUPPORTED_LANGUAGES } from './engine/lang/index.js';
import { MESSAGE_LANGUAGES } from './engine/messages.js';

/** The languages a provider can play the character in, and how the refusal names that provider. */
export interface PlayableLanguages {
  languages: readonly string[];
  by: string;
}

/** The built-in engine's seven. */
export const ENGINE_LANGUAGES: PlayableLanguages = { languages: SUPPORTED_LANGUAGES, by: 'with the built-in engine (a configured model provider adds more)' };
/** A model's: the 14 the catalogue (coach, report) is written in. */
export const MODEL_LANGUAGES: PlayableLanguages = { languages: MESSAGE_LANGUAGES, by: 'with the configured model' };

/** `pt-BR` -> `pt`. */
export function primaryLanguage(locale: string): string {
  return locale.trim().split(/[-_]/)[0]!.toLowerCase();
}

/** Throws 400 `unsupported_locale` (naming the supported languages) when `locale` is not one of them. */
export function assertSupportedLocale(locale: string | undefined, playable: PlayableLanguages): void {
  if (locale === undefined || locale.trim() === '') return;
  const supported = playable.languages;
  if (supported.includes(primaryLanguage(locale))) return;
  const how = playable.by;
  throw appError('unsupported_locale', `options.locale: "${locale}" is not supported ${how}; supported: ${supported.join(', ')}`, {
    field: 'options.locale',
    reason: 'unsupported language',
    supported_locales: [...supported],
  });
}
