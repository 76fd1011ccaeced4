import 'server-only';
import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Where scripts/web-server.mjs keeps the current request's id (scripts/lib/request-id.mjs, decision 58): one store
 * per process on globalThis, as Next bundles lib/ apart from the web server's own modules.
 */
const STORE_KEY = Symbol.for('skylark.request-context');

type RequestStore = AsyncLocalStorage<{ requestId: string }>;

function requestStore(): RequestStore {
  const global = globalThis as { [STORE_KEY]?: RequestStore };
  global[STORE_KEY] ??= new AsyncLocalStorage();
  return global[STORE_KEY];
}

/**
 * The id the web server gave the request this code runs for, or undefined outside one (tests, a timer). Read from
 * the process's async store rather than from headers(), so a log line or an error answer can name it anywhere,
 * even inside a cached function, without making a page dynamic.
 */
export function currentRequestId(): string | undefined {
  return requestStore().getStore()?.requestId;
}

/** Runs `run` as the request `requestId` (what the web server does for each request; tests do it by hand). */
export function runAsRequest<T>(requestId: string, run: () => T): T {
  return requestStore().run({ requestId }, run);
}
