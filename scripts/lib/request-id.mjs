// Each request's id, decided once at the edge of the web process (scripts/web-server.mjs) like the visitor's
// address (decision 12): kept from a trusted proxy's X-Request-Id (nginx sets one) when it is a sane token, made
// here otherwise. It is written over the request's header before Next reads it, so lib/bff-server/request-context.ts
// forwards it to airline-api, and it is echoed to the browser in the answer's X-Request-Id and Server-Timing
// (`rid;desc=...`, which the error pages read to show a reference a traveller can quote, decision 58).
import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';
/** The Server-Timing metric that carries the id to the page's script (same origin only, as Server-Timing is). */
export const REQUEST_ID_TIMING = 'rid';
const SANE = /^[A-Za-z0-9._-]{1,64}$/;
/** Where the web process keeps the request's id for code Next bundles separately (lib/request-id.ts reads it). */
const STORE_KEY = Symbol.for('skylark.request-context');

/** The id when it is a token a log line and a header can carry as it is (at most 64 of [A-Za-z0-9._-]). */
export function saneRequestId(value) {
  const one = Array.isArray(value) ? value[0] : value;
  return typeof one === 'string' && SANE.test(one) ? one : null;
}

/** The request's id: a trusted proxy's (hops > 0) when sane, else a new random UUID. */
export function requestIdFor(incoming, hops) {
  return (hops > 0 && saneRequestId(incoming)) || randomUUID();
}

/** The process's store of the current request's id (one instance, shared through globalThis). */
export function requestContext() {
  globalThis[STORE_KEY] ??= new AsyncLocalStorage();
  return globalThis[STORE_KEY];
}

/**
 * Gives the request its id (over its header, in the answer's headers) and runs `next` with the id as the current
 * request's, so every log line written on its behalf can name it.
 */
export function withRequestId(req, res, hops, next) {
  const id = requestIdFor(req.headers[REQUEST_ID_HEADER], hops);
  req.headers[REQUEST_ID_HEADER] = id;
  res.setHeader(REQUEST_ID_HEADER, id);
  res.setHeader('server-timing', `${REQUEST_ID_TIMING};desc="${id}"`);
  return requestContext().run({ requestId: id }, next);
}

/** An answer's headers without this request's own (a kept page is replayed to other requests with theirs). */
export function withoutRequestHeaders(headers) {
  const { [REQUEST_ID_HEADER]: _id, 'server-timing': _timing, ...rest } = headers;
  return rest;
}
