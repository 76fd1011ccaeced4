import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import type { Locale } from '@/lib/i18n/routing';

/** One key per (order, channel, browser attempt): a retried request of the same click moves money once. */
export function paymentIdempotencyKey(orderNo: string, channel: string, attempt: string | undefined): string {
  return createHash('sha256')
    .update(`${orderNo}|${channel}|${attempt ?? randomUUID()}`)
    .digest('hex')
    .slice(0, 64);
}

/**
 * Where the gateway sends the browser back: this site's own /{locale}/result. The Origin header has passed
 * the route's origin check, so it names this site as the visitor reached it (behind a load balancer too).
 */
export function resultUrlFor(request: Request, locale: Locale): string {
  const origin = request.headers.get('origin') ?? new URL(request.url).origin;
  return `${origin}/${locale}/result`;
}
