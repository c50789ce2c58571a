// The embedded event store on the service's SQLite database (DATA_DIR): durable across restarts.
import type { Database } from '../storage/database.js';
import type { AnalyticsEvent } from './schemas.js';
import type { EventStore, StoredEvent } from './store.js';

export class SqliteEventStore implements EventStore {
  private readonly insert;
  private readonly select;
  private readonly addAll;

  constructor(private readonly db: Database) {
    this.insert = db.prepare(
      'INSERT OR IGNORE INTO analytics_events (user_id, id, type, context, ts, concept_id, body, received_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    );
    this.select = db.prepare('SELECT body, received_at FROM (SELECT body, received_at, ts, id FROM analytics_events WHERE user_id = ? ORDER BY ts DESC, id DESC LIMIT ?) ORDER BY ts, id');
    this.addAll = db.transaction((events: readonly AnalyticsEvent[], receivedAt: string) => {
      let added = 0;
      for (const e of events) added += this.insert.run(e.userId, e.id, e.type, e.context, e.timestamp, e.conceptId ?? null, JSON.stringify(e), receivedAt).changes;
      return added;
    });
  }

  add(events: readonly AnalyticsEvent[], receivedAt: string): number {
    return this.addAll(events, receivedAt);
  }

  forUser(userId: string, limit: number): StoredEvent[] {
    return (this.select.all(userId, limit) as Array<{ body: string; received_at: string }>).map((r) => ({ ...(JSON.parse(r.body) as AnalyticsEvent), receivedAt: r.received_at }));
  }
}
