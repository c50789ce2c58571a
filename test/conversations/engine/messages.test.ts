// The engine's catalogue (resources/messages/engine): complete in all 14 languages with the same
// ICU arguments (the loader's checks), and in every language the lines the learner is told to say
// come in both registers, each free of the other register's forms.
import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ENGINE_MESSAGES_DIR, MESSAGE_LANGUAGES, engineMessages, say } from '../../../src/conversations/engine/messages.js';

/** A whole word of `words` (letters outside ASCII count as letters, unlike \b). */
const anyOf = (words: string, flags = 'u') => new RegExp(`(?<!\\p{L})(${words})(?!\\p{L})`, flags);

/** Per language, the forms of each register that the other must not use. Scripts without word
 * spaces (zh, ja, ko) are matched as substrings. Arabic has one form of address. */
const FORMS: Record<string, { formal: RegExp; informal: RegExp } | null> = {
  en: null,
  ar: null,
  de: { formal: anyOf('Sie|Ihnen|Ihr|Ihre|Ihren|Ihrem|Ihrer'), informal: anyOf('du|dich|dir|dein[a-z]*|Lass|Erzähl') },
  es: { formal: anyOf('usted|Tómese|Cuénteme|Estaría|le', 'iu'), informal: anyOf('tú|te|ti|tu|tus|Tómate|Cuéntame|Estarías', 'iu') },
  fr: { formal: anyOf('vous|votre|vos|Racontez|Prenez|Seriez', 'iu'), informal: anyOf('tu|te|t|toi|ton|ta|tes|Raconte|Prends|Serais', 'iu') },
  it: { formal: anyOf('lei|sua|suo|Sarebbe|racconti|prenda', 'iu'), informal: anyOf('ti|te|tu|tuo|tua|Prenditi|Raccontami|Saresti', 'iu') },
  pt: { formal: anyOf('senhor|senhora|Conte-me', 'iu'), informal: anyOf('você|te|tu|ti|Me conta', 'iu') },
  nl: { formal: anyOf('u|uw'), informal: anyOf('je|jij|jou|jouw', 'iu') },
  ru: { formal: anyOf('вы|вас|вам|вами|ваш[а-я]*|Расскажите|торопитесь', 'iu'), informal: anyOf('ты|тебя|тебе|тобой|твой|твоя|твоё|твои|Расскажи|торопись', 'iu') },
  tr: { formal: anyOf('siz|sizin|size|sizi|misiniz|etmeyin|anlatır mısınız', 'iu'), informal: anyOf('sen|senin|sana|seni|misin|etme|anlat', 'iu') },
  hi: { formal: /आप|बताइए|सोचिए|हैं\?/u, informal: /तुम|तुम्हें|तुम्हारे|बताओ|सोचो|हो\?/u },
  zh: { formal: /您/u, informal: /你/u },
  ja: { formal: /です|ます|ください/u, informal: /だね|だよ|君|なんだ|してくれる|何？|なる？|言うね/u },
  ko: { formal: /세요|니다|까요|어요|아요|해요|군요|시는|시려면|드릴/u, informal: /너|네 말|뭐야|해\?|까\?|할게\./u },
};

const catalogue = engineMessages();
const SELECTED = catalogue.keys.filter((k) => catalogue.source('en', k).startsWith('{formality, select'));
const SAMPLE = Object.fromEntries(
  ['name', 'title', 'role', 'emotion', 'trust', 'resistance', 'commitment', 'goal', 'what', 'label', 'focus', 'value', 'phase', 'quote'].map((k) => [k, 'Q']),
) as Record<string, string | number>;
Object.assign(SAMPLE, { n: 3, turn: 2, turns: 4, open: 1, closed: 1, reflections: 1, empathy: 1, count: 1, t0: 1, t1: 1, c0: 1, c1: 1 });

/** The example lines in a message: the whole message for a better line, else its quoted spans. */
function linesToSay(key: string, text: string): string[] {
  const plain = text.replace(/Q/g, ' ');
  if (key.includes('better_line')) return [plain];
  return [...plain.matchAll(/„([^“”]*)[“”]|«\s?([^»]*?)\s?»|"([^"]*)"|“([^”]*)”|「([^」]*)」/g)].map((m) => m.slice(1).find((x) => x !== undefined) ?? '');
}

describe('the engine catalogue', () => {
  it('has one file per language; the loader found every key in every language with the same arguments', () => {
    expect(readdirSync(ENGINE_MESSAGES_DIR).filter((f) => f.endsWith('.json')).sort()).toEqual(MESSAGE_LANGUAGES.map((l) => `${l}.json`).sort());
    expect(catalogue.keys.length).toBeGreaterThan(100);
    expect(SELECTED.length).toBeGreaterThanOrEqual(9);
  });

  it.each(MESSAGE_LANGUAGES.filter((l) => l !== 'en'))('%s: no message is the English one, and lines to say keep to one register', (lang) => {
    for (const key of catalogue.keys) {
      const en = say('en', key.slice('engine.'.length), { ...SAMPLE, formality: 'formal' });
      const own = say(lang, key.slice('engine.'.length), { ...SAMPLE, formality: 'formal' });
      // A one-word name may be the same word in both languages ("neutral", "Opening"); a sentence may not.
      if (/\p{L}+\s+\p{L}+/u.test(en.replace(/Q/g, ''))) expect(own, `${lang} ${key}`).not.toBe(en);
    }
    const forms = FORMS[lang];
    if (!forms) return;
    for (const key of SELECTED) {
      const name = key.slice('engine.'.length);
      for (const formality of ['formal', 'informal'] as const) {
        const wrong = formality === 'formal' ? forms.informal : forms.formal;
        for (const line of linesToSay(key, say(lang, name, { ...SAMPLE, formality }))) expect(line, `${lang} ${key} (${formality})`).not.toMatch(wrong);
      }
    }
  });
});
