import 'server-only';
import { NextResponse } from 'next/server';
import { ResultCode, STATUS_OF_CODE, type Envelope, type ResultCode as Code } from '@/lib/contract';
import type { Locale } from '@/lib/i18n/routing';
import { env } from '@/lib/env';
import { logger } from '@/lib/logger';
import { currentRequestId } from '@/lib/request-id';
import type { UpstreamResult } from '@/lib/upstream/result';
import { createTranslator, type Messages } from 'next-intl';
import zhCN from '@/messages/zh-CN.json';
import enUS from '@/messages/en-US.json';

// The message files are precompiled by the next-intl plugin: they are read through a translator, never indexed.
const translators = {
  'zh-CN': createTranslator({ locale: 'zh-CN', messages: zhCN as unknown as Messages }),
  'en-US': createTranslator({ locale: 'en-US', messages: enUS as unknown as Messages }),
};
type LooseTranslator = { has: (key: string) => boolean; (key: string, values?: Record<string, string>): string };

/**
 * A message of messages/*.json by its full key (`Namespace.key`), for route handlers. Messages that say
 * 'contact customer service' name the configured number ({serviceHotline}, CUSTOMER_SERVICE_PHONE).
 */
export function localizedMessage(locale: Locale, key: string): string {
  const t = translators[locale] as unknown as LooseTranslator;
  return t.has(key) ? t(key, { serviceHotline: env().CUSTOMER_SERVICE_PHONE }) : t('Errors.networkAnomaly');
}

/** The localized message the browser shows for a code; upstream's own text never reaches it. */
export function messageOf(code: Code, locale: Locale): string {
  return localizedMessage(locale, `Errors.${code}`);
}

declare const answerType: unique symbol;

/**
 * A BFF answer whose success data is a `T`. The brand is a type only: it lets `bffRoute` hold a handler to
 * the answer type its operation (lib/bff-client) promises, so a changed answer breaks its callers' build.
 * An error answer is `BffAnswer<never>`, which fits every operation.
 */
export type BffAnswer<T> = NextResponse<Envelope<T>> & { readonly [answerType]: T };

/** Codes of a failure of ours or of the airline's systems: the traveller is given a reference to quote (decision 58). */
const SYSTEM_FAILURES = new Set<string>([
  ResultCode.INTERNAL,
  ResultCode.UPSTREAM_TIMEOUT,
  ResultCode.UPSTREAM_UNAVAILABLE,
  ResultCode.UPSTREAM_BAD_RESPONSE,
]);

/**
 * An error envelope with the code's localized message, or with `msg` given as a key of messages/*.json. It names the
 * request (`requestId`, the id the web server gave it); a system failure's message ends with "Reference: <id>".
 */
export function bffError(code: Exclude<Code, '0'>, locale: Locale, data?: unknown, msgKey?: string): BffAnswer<never> {
  const requestId = currentRequestId();
  let msg = msgKey ? localizedMessage(locale, msgKey) : messageOf(code, locale);
  if (requestId && SYSTEM_FAILURES.has(code)) {
    msg = (translators[locale] as unknown as LooseTranslator)('Errors.withReference', { msg, id: requestId });
  }
  const body: Envelope<unknown> & { requestId?: string } = { code, msg };
  if (data !== undefined) body.data = data;
  if (requestId) body.requestId = requestId;
  return NextResponse.json(body, {
    status: STATUS_OF_CODE[code],
    headers: { 'cache-control': 'no-store' },
  }) as BffAnswer<never>;
}

export function bffOk<T>(data: T, init: { cacheSeconds?: number } = {}): BffAnswer<T> {
  const cache = init.cacheSeconds ? `private, max-age=${init.cacheSeconds}` : 'no-store';
  return NextResponse.json(
    { code: ResultCode.OK, msg: 'success', data },
    { headers: { 'cache-control': cache } },
  ) as BffAnswer<T>;
}

export function bffFrom<T, U = T>(
  result: UpstreamResult<T>,
  locale: Locale,
  map: (data: T) => U = (d) => d as unknown as U,
  init?: { cacheSeconds?: number },
): BffAnswer<U> {
  return result.ok ? bffOk(map(result.data), init) : bffError(result.code, locale);
}

/**
 * The one place unexpected exceptions of a route handler end: logged, answered with a generic message in
 * the caller's language (the x-sf-locale header the browser client sends).
 */
export function withBffErrors<A extends [Request, ...unknown[]]>(handler: (...args: A) => Promise<Response>) {
  return async (...args: A): Promise<Response> => {
    try {
      return await handler(...args);
    } catch (error) {
      if (isNextControlFlow(error)) throw error;
      logger.error(
        {
          err: error instanceof Error ? { message: error.message, stack: error.stack } : error,
          requestId: currentRequestId() ?? args[0].headers.get('x-request-id') ?? undefined,
        },
        'BFF handler failed',
      );
      const asked = args[0].headers.get('x-sf-locale');
      return bffError(ResultCode.INTERNAL, asked === 'en-US' ? 'en-US' : 'zh-CN');
    }
  };
}

function isNextControlFlow(error: unknown): boolean {
  const digest = (error as { digest?: unknown } | null)?.digest;
  return (
    typeof digest === 'string' &&
    (digest.startsWith('NEXT_REDIRECT') || digest.startsWith('NEXT_NOT_FOUND') || digest === 'DYNAMIC_SERVER_USAGE')
  );
}
