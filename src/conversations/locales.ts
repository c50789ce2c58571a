// Which languages a session may be in. The built-in engine reads the learner and plays the
// character in seven languages (engine/lang); a model plays any of the 14 the engine's catalogue is
// written in (engine/messages.ts), with the coach and report from that catalogue. A locale outside
// them is refused rather than silently played in English.
import { appError } from '../http/errors.js';
import { SUPPORTED_LANGUAGES } from './engine/lang/index.js';
import { MESSAGE_LANGUAGES } from './engine/messages.js';

/** The languages a session may use: the engine's seven without a model, the catalogue's 14 with one. */
export function supportedLocales(withModel: boolean): readonly string[] {
  return withModel ? MESSAGE_LANGUAGES : SUPPORTED_LANGUAGES;
}

/** `pt-BR` -> `pt`. */
export function primaryLanguage(locale: string): string {
  return locale.trim().split(/[-_]/)[0]!.toLowerCase();
}

/** Throws 400 `unsupported_locale` (naming the supported languages) when `locale` is not one of them. */
export function assertSupportedLocale(locale: string | undefined, withModel: boolean): void {
  if (locale === undefined || locale.trim() === '') return;
  const supported = supportedLocales(withModel);
  if (supported.includes(primaryLanguage(locale))) return;
  const how = withModel ? 'with the configured model' : 'with the built-in engine (a configured model provider adds more)';
  throw appError('unsupported_locale', `options.locale: "${locale}" is not supported ${how}; supported: ${supported.join(', ')}`, {
    field: 'options.locale',
    reason: 'unsupported language',
    supported_locales: [...supported],
  });
}
