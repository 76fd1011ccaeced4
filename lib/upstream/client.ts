import 'server-only';
import { Agent, FormData, request } from 'undici';
import type { z } from 'zod';
import {
  ErrorEnvelopeSchema,
  IDEMPOTENCY_HEADER,
  ResultCode,
  UpstreamHeader,
  isResultCode,
  type AntiFraud,
} from '@/lib/contract';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { currentRequestId } from '@/lib/request-id';
import { countUpstreamFailure } from '@/lib/web-counters';
import type { AntiFraudExtra, UpstreamContext } from './context';
import type { UpstreamResult } from './result';

/** One keep-alive pool per web process; never the 300 s default timeouts. */
const agent = new Agent({ keepAliveTimeout: 10_000, keepAliveMaxTimeout: 60_000, connections: 64, pipelining: 1 });

type Query = Record<string, string | number | boolean | readonly (string | number)[] | undefined>;

export type UpstreamCall<S extends z.ZodType> = {
  method: 'GET' | 'POST';
  path: string;
  query?: Query;
  /**
   * Sent as JSON; or a FormData, sent as multipart/form-data (an upload, docs/decisions/0019): undici writes
   * its content type with the boundary, so none is set here. Only GETs are retried, so it is sent once.
   */
  body?: unknown;
  /** Schema of `data` in the envelope. */
  data: S;
  context: UpstreamContext;
  antiFraud?: AntiFraudExtra;
  /** Money or inventory moves: the key makes a retried request harmless. */
  idempotencyKey?: string;
  timeoutMs?: number;
};

function buildUrl(path: string, query: Query | undefined): string {
  const url = new URL(path, env().AIRLINE_API_URL);
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) url.searchParams.append(key, String(v));
  }
  return url.toString();
}

export function antiFraudHeader(context: UpstreamContext, extra: AntiFraudExtra = {}): string {
  const payload: AntiFraud = {
    blackBox: context.deviceId,
    channel: context.channel,
    memberId: context.member?.memberId,
    loginTime: context.member?.loginTime,
    registerTime: context.member?.registerTime,
    phone: context.member?.phone,
    email: context.member?.email,
    currency: context.currency,
    ...extra,
  };
  return Buffer.from(JSON.stringify(payload)).toString('base64url');
}

/** A multipart body: undici's FormData, or another one (Node's global FormData) by its tag. */
function isFormData(body: unknown): body is Iterable<[string, string | Blob]> {
  return body instanceof FormData || Object.prototype.toString.call(body) === '[object FormData]';
}

/**
 * The body as undici sends it: JSON text, or undici's own FormData (it writes no other FormData: Node's
 * global one is copied, entry by entry, into undici's).
 */
function bodyOf(body: unknown): string | FormData | undefined {
  if (body === undefined) return undefined;
  if (body instanceof FormData) return body;
  if (!isFormData(body)) return JSON.stringify(body);
  const copy = new FormData();
  for (const [name, value] of body) copy.append(name, value);
  return copy;
}

function headersFor(call: UpstreamCall<z.ZodType>): Record<string, string> {
  const headers = upstreamHeaders(call.context, 'application/json', call.antiFraud);
  if (call.body !== undefined && !isFormData(call.body)) headers['content-type'] = 'application/json';
  if (call.idempotencyKey) headers[IDEMPOTENCY_HEADER] = call.idempotencyKey;
  return headers;
}

/**
 * The headers every upstream call carries: what it accepts, the language, currency and channel, the anti-fraud
 * fields, the member's token, the visitor's address with the key that makes airline-api believe it, the request id.
 */
export function upstreamHeaders(
  context: UpstreamContext,
  accept: string,
  antiFraud?: AntiFraudExtra,
): Record<string, string> {
  const headers: Record<string, string> = {
    accept,
    [UpstreamHeader.language]: context.language,
    [UpstreamHeader.currency]: context.currency,
    [UpstreamHeader.channel]: context.channel,
    [UpstreamHeader.antiFraud]: antiFraudHeader(context, antiFraud),
  };
  if (context.token) headers[UpstreamHeader.token] = context.token;
  if (context.clientIp) {
    headers[UpstreamHeader.clientIp] = context.clientIp;
    const key = env().VISITOR_FORWARD_SECRET;
    if (key) headers[UpstreamHeader.visitorKey] = key;
  }
  // A cached page's public context names no request: the web server's store still knows which one this is.
  const requestId = context.requestId ?? currentRequestId();
  if (requestId) headers[UpstreamHeader.requestId] = requestId;
  return headers;
}

const RETRIES_FOR_GET = 1;

/**
 * Calls airline-api and parses the envelope. Timeouts, 5xx and unparseable bodies become typed failures
 * (UPSTREAM_TIMEOUT, UPSTREAM_UNAVAILABLE, UPSTREAM_BAD_RESPONSE); only idempotent GETs are retried.
 * A refusal keeps its code and the envelope's data; upstream messages and stacks are logged, never shown:
 * callers map codes to their own messages.
 */
export async function callUpstream<S extends z.ZodType>(call: UpstreamCall<S>): Promise<UpstreamResult<z.infer<S>>> {
  const result = await callWithRetry(call);
  // The web's /metrics counts the calls the airline could not answer (decision 58); refusals are answers.
  if (!result.ok && UPSTREAM_FAILURES.has(result.code)) countUpstreamFailure(result.code);
  return result;
}

const UPSTREAM_FAILURES = new Set<string>([
  ResultCode.UPSTREAM_TIMEOUT,
  ResultCode.UPSTREAM_UNAVAILABLE,
  ResultCode.UPSTREAM_BAD_RESPONSE,
]);

async function callWithRetry<S extends z.ZodType>(call: UpstreamCall<S>): Promise<UpstreamResult<z.infer<S>>> {
  const attempts = call.method === 'GET' ? 1 + RETRIES_FOR_GET : 1;
  let last: UpstreamResult<z.infer<S>> = { ok: false, code: ResultCode.UPSTREAM_UNAVAILABLE, msg: 'unavailable' };
  for (let attempt = 1; attempt <= attempts; attempt += 1) {
    last = await attemptCall(call);
    const transient =
      !last.ok && (last.code === ResultCode.UPSTREAM_TIMEOUT || last.code === ResultCode.UPSTREAM_UNAVAILABLE);
    if (!transient) return last;
  }
  return last;
}

/** airline-api's router reads a path segment of at most this many characters, and answers 414 beyond it. */
const MAX_SEGMENT = 100;
/** What the URL parser takes for `.` or `..` (WHATWG URL: `%2e` counts as a dot). */
const DOT_SEGMENT = /^(?:\.|%2e){1,2}$/i;

/**
 * Whether the path reaches the route it names: no dot segment (`..` from an order number would walk the URL up
 * one level, to a route the caller never meant) and no segment airline-api would not read. Route schemas check
 * ids for format first; this is the last check before the request leaves.
 */
function pathIsExact(path: string): boolean {
  return path
    .split('?')[0]!
    .split(/[/\\]/)
    .every((segment) => segment.length <= MAX_SEGMENT && !DOT_SEGMENT.test(segment));
}

const requestIdOf = (call: UpstreamCall<z.ZodType>) => call.context.requestId ?? currentRequestId();

async function attemptCall<S extends z.ZodType>(call: UpstreamCall<S>): Promise<UpstreamResult<z.infer<S>>> {
  if (!pathIsExact(call.path)) {
    logger.warn({ method: call.method, requestId: requestIdOf(call) }, 'upstream path refused before sending');
    return { ok: false, code: ResultCode.BAD_REQUEST, msg: 'bad path' };
  }
  const timeout = call.timeoutMs ?? env().UPSTREAM_TIMEOUT_MS;
  const started = performance.now();
  const log = { method: call.method, path: call.path, requestId: requestIdOf(call) };
  let status: number;
  let text: string;
  try {
    const res = await request(buildUrl(call.path, call.query), {
      method: call.method,
      dispatcher: agent,
      headers: headersFor(call),
      body: bodyOf(call.body),
      headersTimeout: timeout,
      bodyTimeout: timeout,
      signal: AbortSignal.timeout(timeout),
    });
    status = res.statusCode;
    text = await res.body.text();
  } catch (error) {
    // Read by name, not `instanceof Error`: the abort's DOMException may come from another realm.
    const { name, message } = (error ?? {}) as { name?: unknown; message?: unknown };
    const timedOut = /timeout|aborted/i.test(`${String(name)} ${String(message)}`);
    logger.warn({ ...log, err: typeof message === 'string' ? message : String(error) }, 'upstream call failed');
    return timedOut
      ? { ok: false, code: ResultCode.UPSTREAM_TIMEOUT, msg: 'timeout' }
      : { ok: false, code: ResultCode.UPSTREAM_UNAVAILABLE, msg: 'unavailable' };
  }
  const ms = Math.round(performance.now() - started);
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    logger.warn({ ...log, status, ms }, 'upstream body is not JSON');
    if (status === 414) return { ok: false, code: ResultCode.BAD_REQUEST, msg: 'uri too long' };
    return status >= 500
      ? { ok: false, code: ResultCode.UPSTREAM_UNAVAILABLE, msg: 'unavailable' }
      : { ok: false, code: ResultCode.UPSTREAM_BAD_RESPONSE, msg: 'bad response' };
  }
  const envelope = ErrorEnvelopeSchema.safeParse(json);
  if (!envelope.success) {
    logger.warn({ ...log, status, ms }, 'upstream envelope invalid');
    // A path or query the router would not read: the visitor's input, not an unavailable airline.
    if (status === 414) return { ok: false, code: ResultCode.BAD_REQUEST, msg: 'uri too long' };
    return { ok: false, code: ResultCode.UPSTREAM_BAD_RESPONSE, msg: 'bad response' };
  }
  const { code, msg } = envelope.data;
  if (code !== ResultCode.OK) {
    logger.info({ ...log, status, ms, code }, 'upstream answered an error code');
    if (!isResultCode(code) || code === ResultCode.INTERNAL) {
      return { ok: false, code: ResultCode.UPSTREAM_UNAVAILABLE, msg: 'unavailable' };
    }
    // A refusal's data (e.g. the fields a rule refused) goes to the caller; an internal error's never does.
    const refusal = envelope.data.data;
    return refusal === undefined || refusal === null
      ? { ok: false, code, msg }
      : { ok: false, code, msg, data: refusal };
  }
  const data = call.data.safeParse(envelope.data.data);
  if (!data.success) {
    logger.error(
      { ...log, status, ms, issues: data.error.issues.slice(0, 5) },
      'upstream data does not match contract',
    );
    return { ok: false, code: ResultCode.UPSTREAM_BAD_RESPONSE, msg: 'bad response' };
  }
  logger.debug({ ...log, status, ms }, 'upstream call');
  return { ok: true, data: data.data };
}
