import 'server-only';
import { NextResponse } from 'next/server';
import { LOGIN_REQUIRED_CODES, ResultCode, STATUS_OF_CODE, type ResultCode as Code } from '@/lib/contract';
import { maintenanceBlock, originBlock } from '@/lib/bff-server/guard';
import { bffError, localizedMessage } from '@/lib/bff-server/respond';
import { bffLocale, upstreamContextFor } from '@/lib/bff-server/request-context';
import type { Locale } from '@/lib/i18n/routing';
import { destroySession } from '@/lib/session';
import type { FieldErrors } from '@/lib/schemas/account';
import { memberInfoQuery } from '@/lib/upstream/member';
import type { UpstreamResult } from '@/lib/upstream/result';

/** The locale of a mutating account call once its origin and the maintenance switch let it through. */
export async function openPost(request: Request): Promise<{ locale: Locale } | Response> {
  const locale = await bffLocale();
  const refused = originBlock(request, locale) ?? (await maintenanceBlock(locale));
  return refused ?? { locale };
}

export async function openGet(): Promise<{ locale: Locale } | Response> {
  const locale = await bffLocale();
  return (await maintenanceBlock(locale)) ?? { locale };
}

/** A body that is not JSON reads as an empty one, so the schema names the missing fields. */
export async function jsonBody(request: Request): Promise<unknown> {
  return request.json().catch(() => ({}));
}

export function fieldErrorsResponse(fieldErrors: FieldErrors, locale: Locale) {
  return bffError(ResultCode.BAD_REQUEST, locale, { fieldErrors });
}

/** An error code answered with one of the AccountApi texts instead of the code's generic message. */
export function accountError(code: Exclude<Code, '0'>, key: 'userVerificationFailed' | 'forcedLogout', locale: Locale) {
  return NextResponse.json(
    { code, msg: localizedMessage(locale, `AccountApi.${key}`) },
    { status: STATUS_OF_CODE[code], headers: { 'cache-control': 'no-store' } },
  );
}

/** A member call refused for the token (spec §8): the login state goes with it. */
export async function dropSessionIfRefused(result: UpstreamResult<unknown>): Promise<void> {
  if (!result.ok && LOGIN_REQUIRED_CODES.includes(result.code)) await destroySession();
}

/**
 * The session's member as airline-api answers it now, or the 'user verification failed' answer after
 * clearing a session it no longer accepts (spec §8). Callers handle "no session" themselves.
 */
export async function verifiedMemberInfo(memberId: string, locale: Locale) {
  const result = await memberInfoQuery(await upstreamContextFor(locale));
  if (result.ok && result.data.memberId === memberId) return result.data;
  await destroySession();
  return accountError(ResultCode.NOT_LOGGED_IN, 'userVerificationFailed', locale);
}
