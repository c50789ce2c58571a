// series(): several middlewares as one layer, with app.use semantics for order and errors.
import express, { type ErrorRequestHandler, type RequestHandler } from 'express';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { series } from '../../src/http/middleware/series.js';

function appWith(handlers: RequestHandler[]) {
  const app = express();
  app.use(series(handlers));
  app.get('/', (req, res) => void res.json({ seen: (req as unknown as { seen: string[] }).seen ?? [] }));
  const onError: ErrorRequestHandler = (err: Error, _req, res, _next) => void res.status(500).json({ error: err.message });
  app.use(onError);
  return app;
}

const mark =
  (name: string): RequestHandler =>
  (req, _res, next) => {
    const r = req as unknown as { seen?: string[] };
    (r.seen ??= []).push(name);
    next();
  };

describe('series', () => {
  it('runs the middlewares in order, then the routes', async () => {
    expect((await request(appWith([mark('a'), mark('b'), mark('c')])).get('/')).body).toEqual({ seen: ['a', 'b', 'c'] });
    expect((await request(appWith([])).get('/')).body).toEqual({ seen: [] });
  });

  it('an error passed to next, a thrown one or a rejected promise skips the rest', async () => {
    const viaNext: RequestHandler = (_q, _s, next) => next(new Error('via next'));
    const thrown: RequestHandler = () => {
      throw new Error('thrown');
    };
    const rejected: RequestHandler = async () => {
      throw new Error('rejected');
    };
    for (const [h, message] of [[viaNext, 'via next'], [thrown, 'thrown'], [rejected, 'rejected']] as const) {
      const res = await request(appWith([mark('a'), h, mark('never')])).get('/');
      expect(res.status).toBe(500);
      expect(res.body).toEqual({ error: message });
    }
  });

  it('a middleware that answers ends the request there', async () => {
    const answer: RequestHandler = (_q, res) => void res.status(204).end();
    const res = await request(appWith([answer, mark('never')])).get('/');
    expect(res.status).toBe(204);
  });
});
