import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { Locale } from '@/lib/i18n/routing';
import { siteUrl } from '@/lib/site-origin';

/** One key per (order, channel, browser attempt): a retried request of the same click moves money once. */
export function paymentIdempotencyKey(orderNo: string, channel: string, attempt: string | undefined): string {
  return createHash('sha256')
    .update(`${orderNo}|${channel}|${attempt ?? randomUUID()}`)
    .digest('hex')
    .slice(0, 64);
}

/**
 * Where the gateway sends the browser back: this site's own /{locale}/result on the public origin
 * (PUBLIC_SITE_URL), never an origin taken from the request, which a visitor or a proxy decides (decision 11).
 * `params` go in its query before the gateway's own (an add-on order's parent order and segment).
 */
export function resultUrlFor(locale: Locale, params?: Record<string, string>): string {
  return siteUrl(`/${locale}/result`, params).toString();
}
