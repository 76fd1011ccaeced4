import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import { ResultCode } from '@/lib/contract';
import { maintenanceBlock, originBlock } from '@/lib/bff-server/guard';
import { bffLocale } from '@/lib/bff-server/request-context';
import { bffError } from '@/lib/bff-server/respond';
import type { Locale } from '@/lib/i18n/routing';

/** The locale of an order or payment call once the maintenance switch (and, for POST, the origin) let it through. */
export async function openCall(request: Request): Promise<{ locale: Locale } | Response> {
  const locale = await bffLocale();
  const refused = (request.method === 'GET' ? null : originBlock(request, locale)) ?? (await maintenanceBlock(locale));
  return refused ?? { locale };
}

/** A body that is not JSON reads as an empty one, so the schema refuses it. */
export async function jsonBody(request: Request): Promise<unknown> {
  return request.json().catch(() => ({}));
}

export function badRequest(locale: Locale) {
  return bffError(ResultCode.BAD_REQUEST, locale);
}

/** One key per (order, channel, browser attempt): a retried request of the same click moves money once. */
export function paymentIdempotencyKey(orderNo: string, channel: string, attempt: string | undefined): string {
  return createHash('sha256')
    .update(`${orderNo}|${channel}|${attempt ?? randomUUID()}`)
    .digest('hex')
    .slice(0, 64);
}

/**
 * Where the gateway sends the browser back: this site's own /{locale}/result. The Origin header has passed
 * originBlock, so it names this site as the visitor reached it (behind a load balancer too).
 */
export function resultUrlFor(request: Request, locale: Locale): string {
  const origin = request.headers.get('origin') ?? new URL(request.url).origin;
  return `${origin}/${locale}/result`;
}
