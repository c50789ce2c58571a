// The school's limiters come from the auth layer, whose counters sit behind express-rate-limit's
// Store interface: two app instances whose auth layers share one store share each user's budget
// (what a Redis-backed store would do across processes), while the default keeps counters per
// instance.
import express from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Store } from 'express-rate-limit';
import { errorHandler } from '../../src/http/middleware/error-handler.js';
import { jsonBody } from '../../src/http/middleware/json-body.js';
import { createAuthArea, type RateLimitStores } from '../../src/auth/index.js';
import { createSchoolArea, mountSchool } from '../../src/school/index.js';
import { schoolApp } from './helpers.js';

describe('school limiter store', () => {
  it('shares one user\'s budget between instances that share a store', async () => {
    const { t, tok } = await schoolApp({ env: { SCHOOL_READS_PER_HOUR: '3' } });
    // One backing table, one Store object per limiter (as a Redis client per process would be).
    const backing = new Map<string, number>();
    const shared: RateLimitStores = (name, windowMs): Store => ({
      increment: (key) => {
        const k = `${name}:${key}`;
        backing.set(k, (backing.get(k) ?? 0) + 1);
        return { totalHits: backing.get(k)!, resetTime: new Date(t.clock.now() + windowMs) };
      },
      decrement: (key) => void backing.set(`${name}:${key}`, (backing.get(`${name}:${key}`) ?? 1) - 1),
      resetKey: (key) => void backing.delete(`${name}:${key}`),
    });
    const instance = () => {
      const app = express();
      app.use(jsonBody(1024 * 1024));
      const { root, deps } = t;
      const { stores } = root;
      // The same deps the composition root passes, with an auth layer over the shared counters.
      const auth = createAuthArea({ ...deps, openapi: root.openapi, users: stores.users, rateLimits: shared, revocations: stores.revocations });
      const area = createSchoolArea({
        ...deps,
        openapi: root.openapi,
        auth,
        users: stores.users,
        statements: stores.statements,
        readModel: stores.schoolClasses,
      });
      mountSchool(app, area);
      app.use(errorHandler);
      return app;
    };
    const [a, b] = [instance(), instance()];
    const get = (app: express.Express, token: string) => request(app).get('/api/school/classes').set('Cookie', `auth_token=${token}`);
    expect((await get(a, tok.owner)).status).toBe(200);
    expect((await get(b, tok.owner)).status).toBe(200);
    expect((await get(a, tok.owner)).status).toBe(200);
    const over = await get(b, tok.owner);
    expect(over.status).toBe(429);
    expect(over.body.error).toBe('rate_limited');
    expect((await get(b, tok.other)).status).toBe(200);
  });
});
