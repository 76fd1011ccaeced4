import { bffFetch, type BffResult } from './bff-fetch';

/**
 * One BFF route as the browser calls it (docs/architecture.md "Typed calls"): its method, its path in
 * Next's folder form (`/api/orders/[orderNo]/cancel`), the input it takes and the answer it gives. The
 * route handler is built from the same object (`bffRoute(operation, …)` in lib/bff-server/route.ts), so
 * the two cannot disagree on the URL, the method or the answer type. No zod here: this runs in the browser.
 */
export type HttpMethod = 'GET' | 'POST';

type Scalar = string | number | boolean | null | undefined;
/**
 * What a GET sends: its query (and path segments), values as strings with empty ones left out; or a
 * query string as it stands (the booking steps send their page's search query on).
 */
export type QueryInput = Record<string, Scalar> | string;

export type CallOptions = {
  /** No error toast: the caller shows its own error line. */
  quiet?: boolean;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

export type Operation<Input, Answer> = {
  readonly method: HttpMethod;
  readonly path: string;
  /** The URL of a call: path segments filled in, a GET's query appended. */
  url(input: Input): string;
  call(input: Input, options?: CallOptions): Promise<BffResult<Answer>>;
  /** Types only, for the route handler; never set at run time. */
  readonly types?: { input: Input; answer: Answer };
};

/** A browser navigation to a BFF route that answers with a redirect (third-party login start). */
export type Navigation<Input> = {
  readonly method: 'GET';
  readonly path: string;
  readonly navigation: true;
  url(input: Input): string;
};

const SEGMENT = /\[([A-Za-z]+)\]/g;

/** Fills `[name]` segments from the input; what is left is the query (GET) or the body (POST). */
function split(path: string, input: object | string | void): { path: string; rest: Record<string, unknown> | string } {
  if (typeof input === 'string') return { path, rest: input };
  const rest: Record<string, unknown> = { ...(input ?? {}) };
  const filled = path.replace(SEGMENT, (_, name: string) => {
    const value = rest[name];
    delete rest[name];
    return encodeURIComponent(String(value ?? ''));
  });
  return { path: filled, rest };
}

function withQuery(path: string, rest: Record<string, unknown> | string): string {
  if (typeof rest === 'string') return rest ? `${path}?${rest}` : path;
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(rest)) {
    if (value !== undefined && value !== null && value !== '') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
}

/** A read: the input is the query string (and any `[segment]` of the path). */
export function getOperation<Input extends QueryInput | void, Answer>(path: string): Operation<Input, Answer> {
  const url = (input: Input) => {
    const { path: filled, rest } = split(path, input as QueryInput | void);
    return withQuery(filled, rest);
  };
  return {
    method: 'GET',
    path,
    url,
    call: (input, options = {}) =>
      bffFetch<Answer>(url(input), { quiet: options.quiet, signal: options.signal, headers: options.headers }),
  };
}

/** A change: the input is the JSON body (less any `[segment]` of the path). */
export function postOperation<Input extends object | void, Answer>(path: string): Operation<Input, Answer> {
  const url = (input: Input) => split(path, input as object | void).path;
  return {
    method: 'POST',
    path,
    url,
    call: (input, options = {}) => {
      const { path: filled, rest } = split(path, input as object | void);
      return bffFetch<Answer>(filled, {
        method: 'POST',
        body: JSON.stringify(rest),
        quiet: options.quiet,
        signal: options.signal,
        headers: options.headers,
      });
    },
  };
}

export function navigation<Input extends QueryInput>(path: string): Navigation<Input> {
  return {
    method: 'GET',
    path,
    navigation: true,
    url: (input) => {
      const { path: filled, rest } = split(path, input);
      return withQuery(filled, rest);
    },
  };
}
