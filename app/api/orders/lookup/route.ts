import { headers } from 'next/headers';
import { ResultCode } from '@/lib/contract';
import { trustedClientIp } from '@/lib/bff-server/client-ip';
import { rateLimiter } from '@/lib/bff-server/rate-limit';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { bffError, bffOk, withBffErrors } from '@/lib/bff-server/respond';
import { rememberOrderForVisitor } from '@/lib/bff-server/visitor-orders';
import type { Locale } from '@/lib/i18n/routing';
import { OrderLookupSchema } from '@/lib/schemas/order';
import { visitorOrder } from '@/lib/upstream/orders';
import { badRequest, jsonBody, openCall } from '../_lib/open';

const MINUTE = 60_000;
/** Guessing a name and phone for someone else's order is what this limits; a traveller needs a few tries. */
const LOOKUP_PER_IP = 10;
const LOOKUP_PER_ORDER = 5;

async function limited(locale: Locale, orderNo: string): Promise<Response | null> {
  const ip = trustedClientIp(await headers());
  const keys = [{ key: `lookup:order:${orderNo}`, limit: LOOKUP_PER_ORDER }];
  if (ip) keys.push({ key: `lookup:ip:${ip}`, limit: LOOKUP_PER_IP });
  let retryAfterMs = 0;
  for (const { key, limit } of keys) {
    const decision = await rateLimiter.hit(key, limit, MINUTE);
    if (!decision.allowed) retryAfterMs = Math.max(retryAfterMs, decision.retryAfterMs);
  }
  if (retryAfterMs === 0) return null;
  const response = bffError(ResultCode.RATE_LIMITED, locale);
  response.headers.set('retry-after', String(Math.ceil(retryAfterMs / 1000)));
  return response;
}

/**
 * POST /api/orders/lookup {orderNo, passengerName, mobile} → OrderDetail, and the sf_orders seal so this
 * browser may pay, cancel and follow the order. Any mismatch is 'order inquiry failed'.
 */
export const POST = withBffErrors(async (request: Request) => {
  const open = await openCall(request);
  if (open instanceof Response) return open;
  const { locale } = open;
  const body = OrderLookupSchema.safeParse(await jsonBody(request));
  if (!body.success) return badRequest(locale);
  const refused = await limited(locale, body.data.orderNo);
  if (refused) return refused;
  const context = { ...(await upstreamContextFor(locale)), token: undefined };
  const result = await visitorOrder(context, body.data);
  if (!result.ok) return bffError(result.code, locale);
  const response = bffOk(result.data);
  await rememberOrderForVisitor(response, body.data);
  return response;
});
