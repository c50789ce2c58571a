// Request and response classes whose instances are born with the app's prototypes.
// Express gives every request its own `req`/`res` methods by swapping their prototypes on entry
// (`Object.setPrototypeOf(req, app.request)` in app.handle). Changing a live object's prototype
// is one of the slowest things a JavaScript engine does: measured here it costs a bare Express
// hello-world about two thirds of its throughput, and it makes V8 promote nearly every
// per-request object to the old generation, so scavenges slow down and tail latency grows.
// Node's server lets us choose the classes it constructs (http.createServer's IncomingMessage and
// ServerResponse options), so we construct req and res with app.request / app.response as their
// prototypes from the start; Express's swap then finds the prototype already in place and does
// nothing. Behaviour is unchanged: the objects have exactly the prototype chain Express gives
// them. (expressjs/express#5998 proposes the same for Express itself.)
import http from 'node:http';
import type { Express } from 'express';

export interface MessageClasses {
  IncomingMessage: typeof http.IncomingMessage;
  ServerResponse: typeof http.ServerResponse;
}

// Node defines both as ES5 constructor functions, so a plain function can run them on an object
// that `new` already created with the chosen prototype. (Reflect.construct would also work for
// classes, but measured 3x slower than no change at all.) Were Node to turn them into classes,
// `isClass` sends us back to Node's own classes: Express then swaps prototypes as it always did,
// and test/foundation/message-classes.test.ts fails to say the speed-up is gone.
const isClass = (f: unknown) => typeof f === 'function' && /^class\b/.test(Function.prototype.toString.call(f));

type Construct = (this: object, ...args: unknown[]) => void;

/** `node` is Node's http module; tests pass stand-ins to check the fallback. */
export function appMessageClasses(app: Express, node: MessageClasses = http): MessageClasses {
  const { IncomingMessage, ServerResponse } = node;
  if (isClass(IncomingMessage) || isClass(ServerResponse)) return { IncomingMessage, ServerResponse };
  const runRequest = IncomingMessage as unknown as Construct;
  const runResponse = ServerResponse as unknown as Construct;
  function AppRequest(this: object, socket: unknown) {
    runRequest.call(this, socket);
  }
  AppRequest.prototype = app.request;
  function AppResponse(this: object, req: unknown, options: unknown) {
    runResponse.call(this, req, options);
  }
  AppResponse.prototype = app.response;
  return { IncomingMessage: AppRequest as unknown as typeof IncomingMessage, ServerResponse: AppResponse as unknown as typeof ServerResponse };
}
