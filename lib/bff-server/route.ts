import 'server-only';
import { headers } from 'next/headers';
import type { z } from 'zod';
import { LOGIN_REQUIRED_CODES, ResultCode, type ResultCode as Code } from '@/lib/contract';
import type { Navigation, Operation } from '@/lib/bff-client/operation';
import type { Locale } from '@/lib/i18n/routing';
import { fieldErrorsOf, type FieldErrors } from '@/lib/schemas/field-errors';
import { destroySession, readSession } from '@/lib/session';
import type { SessionData } from '@/lib/session-seal';
import type { UpstreamContext } from '@/lib/upstream/context';
import type { UpstreamResult } from '@/lib/upstream/result';
import { trustedClientIp } from './client-ip';
import { maintenanceBlock, originBlock } from './guard';
import { hasInternalSecret, notFound } from './internal-secret';
import { rateLimiter } from './rate-limit';
import { bffLocale, upstreamContextFor } from './request-context';
import { DEFAULT_BODY_LIMIT, readForm, readJson, TOO_LARGE } from './request-body';
import { bffError, bffFrom, withBffErrors, type BffAnswer } from './respond';

/**
 * The one way to open a BFF route handler (docs/architecture.md "A BFF route"). In order: the locale, the
 * origin check of a POST (CSRF), the maintenance switch, the member session, the path segments, the query
 * and the body (JSON, or multipart/form-data for an upload) parsed with their zod schemas, the rate limits;
 * then the handler; any exception ends in `withBffErrors`, logged and answered with a generic message.
 */

export { BODY_MAX_BYTES } from './request-body';

type Schema = z.ZodType | undefined;
type Out<S extends Schema> = S extends z.ZodType ? z.output<S> : undefined;
type Failure = Exclude<Code, '0'>;

/** One counter a request adds to; over `limit` within `windowMs` the request is refused (429). */
export type LimitRule = { key: string; limit: number; windowMs?: number };

export type RouteOptions<Q extends Schema, B extends Schema, P extends Schema, M extends boolean> = {
  /** `false`: the route answers during maintenance too (the maintenance poll, a display preference). */
  maintenance?: boolean;
  /**
   * A route airline-api calls, not a browser (decision 60): without this secret in `x-revalidate-secret` it
   * answers 404 before anything else; with it, no Origin check (a server sends none).
   */
  internal?: { secret: () => string | undefined };
  /** A member route: no session answers NOT_LOGGED_IN; a token airline-api refuses ends the session. */
  member?: M;
  /** Path segments (`[orderNo]`), query and JSON body, parsed before the handler runs. */
  params?: P;
  query?: Q;
  body?: B;
  /**
   * The body is multipart/form-data (an upload, docs/decisions/0019-multipart-uploads.md): `body` parses its
   * text fields, `context.files` holds its files. Any other content type answers BAD_REQUEST; the size is
   * checked as for JSON (`bodyLimit`), the declared content-length before anything is read.
   */
  multipart?: boolean;
  /** The code a refused segment, query or body answers (default BAD_REQUEST, with `fieldErrors` for a body). */
  invalid?: Failure;
  /**
   * The most bytes the body may have, and the code a longer one answers; default `BODY_MAX_BYTES` and
   * BAD_REQUEST. Only an upload sets it (the real-name photo: its own larger cap, UPLOAD_TOO_LARGE).
   */
  bodyLimit?: { bytes: number; tooLarge: Failure };
  /** Rate limits counted after parsing; `ip` is null when the visitor's address is not known for sure. */
  limit?: (input: { ip: string | null; body: Out<B>; query: Out<Q> }) => LimitRule[];
};

export type RouteContext<Q extends Schema, B extends Schema, P extends Schema, M extends boolean> = {
  request: Request;
  locale: Locale;
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
  /** The files of a `multipart` body by field name, in the order sent (`{}` for any other route). */
  files: Record<string, File[]>;
  /** The member of a `member: true` route; other routes read the session themselves if they need it. */
  session: M extends true ? SessionData : null;
  /** Language, currency, token and anti-fraud fields of this request (made once, on first use). */
  upstream(): Promise<UpstreamContext>;
  /** An upstream result as the answer; on a member route a refused token also ends the session. */
  reply<T, U = T>(
    result: UpstreamResult<T>,
    map?: (data: T) => U,
    init?: { cacheSeconds?: number },
  ): Promise<BffAnswer<U>>;
  fail(code: Failure, data?: unknown): BffAnswer<never>;
  fieldErrors(errors: FieldErrors): BffAnswer<never>;
  /** Gives this request's limit hits back (a login that succeeded is not an attack). */
  refundLimits(): Promise<void>;
};

type Answerable = Pick<Operation<never, unknown> | Navigation<never>, 'method' | 'path'>;
type AnswerOf<O> =
  O extends Pick<Navigation<never>, 'navigation'>
    ? Response
    : O extends { types?: { answer: infer A } }
      ? BffAnswer<A>
      : never;
type InputOf<O> = O extends { types?: { input: infer I } } ? I : never;
/** A POST's body schema must take what its operation sends. */
type BodyFits<O, B extends Schema> = B extends z.ZodType
  ? [InputOf<O>] extends [z.input<B>]
    ? unknown
    : { body: 'the body schema does not take what the operation sends' }
  : unknown;
type NextContext = { params: Promise<Record<string, string | string[]>> };

const MINUTE = 60_000;

async function hitLimits(rules: LimitRule[], locale: Locale): Promise<Response | null> {
  let retryAfterMs = 0;
  for (const { key, limit, windowMs = MINUTE } of rules) {
    const decision = await rateLimiter.hit(key, limit, windowMs);
    if (!decision.allowed) retryAfterMs = Math.max(retryAfterMs, decision.retryAfterMs);
  }
  if (retryAfterMs === 0) return null;
  const response = bffError(ResultCode.RATE_LIMITED, locale);
  response.headers.set('retry-after', String(Math.ceil(retryAfterMs / 1000)));
  return response;
}

export function bffRoute<
  O extends Answerable,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  P extends Schema = undefined,
  M extends boolean = false,
>(
  operation: O,
  options: RouteOptions<Q, B, P, M> & BodyFits<O, B>,
  handler: (context: RouteContext<Q, B, P, M>) => Promise<AnswerOf<O>>,
): (request: Request, next: NextContext) => Promise<Response> {
  return withBffErrors(async (request: Request, next: NextContext) => {
    const locale = await bffLocale();
    if (options.internal && !hasInternalSecret(request, options.internal.secret())) return notFound();
    if (request.method !== operation.method) return bffError(ResultCode.BAD_REQUEST, locale);
    const mutating = operation.method !== 'GET' && !options.internal;
    const refused =
      (mutating ? originBlock(request, locale) : null) ??
      (options.maintenance === false ? null : await maintenanceBlock(locale));
    if (refused) return refused;

    const session = options.member ? await readSession() : null;
    if (options.member && !session) return bffError(ResultCode.NOT_LOGGED_IN, locale);

    const invalid = options.invalid ?? ResultCode.BAD_REQUEST;
    const params = options.params?.safeParse(await next?.params);
    if (params && !params.success) return bffError(invalid, locale);
    const query = options.query?.safeParse(Object.fromEntries(new URL(request.url).searchParams));
    if (query && !query.success) return bffError(invalid, locale);
    const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
    const form = options.multipart ? await readForm(request, bodyLimit.bytes) : undefined;
    if (form === null) return bffError(ResultCode.BAD_REQUEST, locale);
    if (form === TOO_LARGE) return bffError(bodyLimit.tooLarge, locale);
    const raw = form ? form.fields : options.body ? await readJson(request, bodyLimit.bytes) : undefined;
    if (raw === TOO_LARGE) return bffError(bodyLimit.tooLarge, locale);
    const body = options.body?.safeParse(raw);
    if (body && !body.success) {
      const data = invalid === ResultCode.BAD_REQUEST ? { fieldErrors: fieldErrorsOf(body.error, raw) } : undefined;
      return bffError(invalid, locale, data);
    }

    const rules = options.limit?.({
      ip: trustedClientIp(await headers()),
      body: body?.data as Out<B>,
      query: query?.data as Out<Q>,
    });
    const limited = rules?.length ? await hitLimits(rules, locale) : null;
    if (limited) return limited;

    let upstream: Promise<UpstreamContext> | undefined;
    return handler({
      request,
      locale,
      params: params?.data as Out<P>,
      query: query?.data as Out<Q>,
      body: body?.data as Out<B>,
      files: form?.files ?? {},
      session: session as RouteContext<Q, B, P, M>['session'],
      upstream: () => (upstream ??= upstreamContextFor(locale)),
      async reply(result, map, init) {
        if (options.member && !result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) await destroySession();
        return bffFrom(result, locale, map, init);
      },
      fail: (code, data) => bffError(code, locale, data),
      fieldErrors: (errors) => bffError(ResultCode.BAD_REQUEST, locale, { fieldErrors: errors }),
      refundLimits: async () => {
        await Promise.all((rules ?? []).map((rule) => rateLimiter.refund(rule.key)));
      },
    });
  });
}
