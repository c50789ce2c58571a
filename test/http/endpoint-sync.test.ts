// The hot path of http/endpoint.ts: when `authorize` and `handle` return no promise, the response
// is written before the handler returns (no promise, no microtask), so a built-in conversation
// turn, presented in its `present` step, costs no await. A handle that returns a promise is
// presented when it settles. The handler is called directly: what is under test is whether it
// returns a promise, which no request over HTTP can show.
import type { Request, RequestHandler, Response } from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineEndpoint } from '../../src/http/endpoint.js';

const Body = z.object({ n: z.number() });

function endpointWith(handle: () => number | Promise<number>): RequestHandler {
  const e = defineEndpoint({
    method: 'get',
    path: '/x/{id}',
    tags: ['test'],
    params: z.object({ id: z.string() }),
    authorize: ({ params }) => params.id,
    handle,
    present: { description: 'n', schema: Body, example: { n: 1 }, body: (n) => ({ n: n * 2 }) },
    docs: { summary: 'x' },
  });
  return e.handlers.at(-1)!;
}

function call(handler: RequestHandler) {
  const sent: unknown[] = [];
  const res = { statusCode: 0, json: (b: unknown) => sent.push(b) } as unknown as Response;
  const req = { params: { id: 'a' }, query: {}, body: undefined } as unknown as Request;
  const returned = handler(req, res, () => undefined) as unknown;
  return { returned, sent, res };
}

describe('defineEndpoint runs synchronous steps synchronously', () => {
  it('writes a synchronous result before returning, with no promise', () => {
    const { returned, sent, res } = call(endpointWith(() => 21));
    expect(returned).not.toBeInstanceOf(Promise);
    expect(sent).toEqual([{ n: 42 }]);
    expect(res.statusCode).toBe(200);
  });

  it('presents a promised result when it settles', async () => {
    const { returned, sent } = call(endpointWith(() => Promise.resolve(5)));
    expect(returned).toBeInstanceOf(Promise);
    expect(sent).toEqual([]);
    await returned;
    expect(sent).toEqual([{ n: 10 }]);
  });
});
