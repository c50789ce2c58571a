// Statement builders shared by the record-store tests.
import type { Statement } from '../../src/xapi/index.js';

export const INITIALIZED = 'http://adlnet.gov/expapi/verbs/initialized';
export const EXPERIENCED = 'http://adlnet.gov/expapi/verbs/experienced';

export function stmt(email: string, activity: string, verb = EXPERIENCED, extra: Partial<Statement> = {}): Statement {
  return {
    actor: { objectType: 'Agent', mbox: `mailto:${email}`, name: email.split('@')[0] },
    verb: { id: verb, display: { en: verb.split('/').pop()! } },
    object: { objectType: 'Activity', id: activity, definition: { name: { en: 'An activity' } } },
    ...extra,
  };
}
