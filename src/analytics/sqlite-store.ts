// The embedded event store on the service's SQLite database (DATA_DIR): durable across restarts.
// Text compares with SQLite's BINARY collation (UTF-8 bytes, i.e. code points): the store's order.
import type { Database } from '../storage/database.js';
import type { AnalyticsEvent } from './schemas.js';
import type { EventStore, StoredEvent } from './store.js';

type Row = { body: string; received_at: string };
const toEvent = (r: Row): StoredEvent => ({ ...(JSON.parse(r.body) as AnalyticsEvent), receivedAt: r.received_at });

export class SqliteEventStore implements EventStore {
  private readonly insert;
  private readonly select;
  private readonly selectFrom;
  private readonly addAll;

  constructor(private readonly db: Database) {
    this.insert = db.prepare(
      'INSERT OR IGNORE INTO analytics_events (user_id, id, type, context, ts, concept_id, body, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.select = db.prepare('SELECT body, received_at FROM (SELECT body, received_at, ts, id FROM analytics_events WHERE user_id = ? ORDER BY ts DESC, id DESC LIMIT ?) ORDER BY ts, id');
    // A seek on the (user_id, ts) index, whose entries end with the key's id: no scan of what comes before.
    this.selectFrom = db.prepare('SELECT body, received_at FROM analytics_events WHERE user_id = ? AND (ts, id) >= (?, ?) ORDER BY ts, id LIMIT ?');
    this.addAll = db.transaction((events: readonly AnalyticsEvent[], receivedAt: string) => {
      const added: StoredEvent[] = [];
      for (const e of events) {
        if (this.insert.run(e.userId, e.id, e.type, e.context, e.timestamp, e.conceptId ?? null, JSON.stringify(e), receivedAt).changes) added.push({ ...e, receivedAt });
      }
      return added;
    });
  }

  add(events: readonly AnalyticsEvent[], receivedAt: string): StoredEvent[] {
    return this.addAll(events, receivedAt);
  }

  forUser(userId: string, limit: number): StoredEvent[] {
    return (this.select.all(userId, limit) as Row[]).map(toEvent);
  }

  from(userId: string, from: { timestamp: string; id: string }, take: number): StoredEvent[] {
    return (this.selectFrom.all(userId, from.timestamp, from.id, take) as Row[]).map(toEvent);
  }
}
