// The xAPI 1.0.3 shapes this service reads and writes. Deliberately loose: the record store keeps
// whatever valid statement it is given; only the fields the stores index are typed.

/** An xAPI Agent (or Group) identified by one inverse functional identifier. */
export interface XapiAgent {
  objectType?: 'Agent' | 'Group';
  name?: string;
  mbox?: string;
  mbox_sha1sum?: string;
  openid?: string;
  account?: { homePage: string; name: string };
  [key: string]: unknown;
}

export interface XapiVerb {
  id: string;
  display?: Record<string, string>;
}

export interface XapiActivity {
  objectType?: 'Activity';
  id: string;
  definition?: {
    name?: Record<string, string>;
    description?: Record<string, string>;
    type?: string;
    extensions?: Record<string, unknown>;
    [key: string]: unknown;
  };
}

export interface XapiContext {
  registration?: string;
  revision?: string;
  platform?: string;
  language?: string;
  contextActivities?: Record<string, unknown>;
  extensions?: Record<string, unknown>;
  [key: string]: unknown;
}

/** A statement as submitted. `id` is assigned by the store when absent. */
export interface Statement {
  id?: string;
  actor: XapiAgent;
  verb: XapiVerb;
  object: XapiActivity | { objectType: string; [key: string]: unknown };
  result?: Record<string, unknown>;
  context?: XapiContext;
  timestamp?: string;
  [key: string]: unknown;
}

/** A statement as the store returns it: `id`, `stored` and `timestamp` always set. */
export interface StoredStatement extends Statement {
  id: string;
  stored: string;
  timestamp: string;
}

/**
 * A statement query: the filters of xAPI's `GET /statements` that the service uses. Newest
 * stored first unless `ascending`. To read the next page pass the previous page's `more` alone.
 */
export interface StatementQuery {
  /** Statements whose object is this activity IRI. */
  activity?: string;
  /**
   * Statements about any activity under this IRI prefix (ending in `/`): an area's own records
   * (school classes), without reading anyone else's. xAPI has no prefix filter, so an external LRS
   * is asked for `activity=<the prefix without its slash>&related_activities=true` (statements that
   * name that root as a context activity: class statements carry it as their grouping) and only
   * statements whose object lies under the prefix are kept. Not part of GET /api/xapi/statements.
   */
  activityUnder?: string;
  /** Statements whose actor is this agent (matched on mbox, mbox_sha1sum, openid or account). */
  agent?: XapiAgent;
  /** Statements whose context.registration is this UUID. */
  registration?: string;
  /** Statements with this verb IRI. */
  verb?: string;
  /** Statements stored strictly after this ISO 8601 instant. */
  since?: string;
  /** Page size, 1..500 (default 100). */
  limit?: number;
  ascending?: boolean;
  /** The `more` token of a previous page; when given, the other fields are ignored. */
  more?: string;
}

export interface StatementPage {
  statements: StoredStatement[];
  /** Opaque continuation token; absent on the last page. */
  more?: string;
}

export const MAX_QUERY_LIMIT = 500;
export const DEFAULT_QUERY_LIMIT = 100;
