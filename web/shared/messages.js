// The page's side of the message catalogue (resources/messages, docs/i18n.md). The server sends
// the page's messages in its language: plain text as strings, messages with arguments already
// parsed, which intl-messageformat formats here (plurals, numbers in the reader's conventions).
import { IntlMessageFormat } from 'intl-messageformat';

export function createMessages(table, locale) {
  const text = {};
  for (const [key, message] of Object.entries(table || {})) if (typeof message === 'string') text[key] = message;
  const formatters = new Map();
  /** t('turn_of', {n: 2, max: 10}); an unknown key shows as itself rather than breaking the page. */
  function t(key, params) {
    const message = table[key];
    if (message === undefined) return key;
    if (typeof message === 'string') return message;
    let f = formatters.get(key);
    if (!f) {
      f = new IntlMessageFormat(message, locale);
      formatters.set(key, f);
    }
    return String(f.format(params));
  }
  return { text, t };
}
