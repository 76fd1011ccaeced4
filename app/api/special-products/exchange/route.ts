import * as productExchange from '@/lib/bff-client/special-product-exchange';
import { bffRoute } from '@/lib/bff-server/route';
import { ExchangeBodySchema } from '@/lib/contract';
import { AddOnAttemptSchema } from '@/lib/schemas/add-ons';
import { exchangeFlight } from '@/lib/upstream/special-product-exchange';
import { attemptIdempotencyKey } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

const ExchangeRequestSchema = ExchangeBodySchema.extend({ attempt: AddOnAttemptSchema });

/**
 * POST /api/special-products/exchange {unitId, flightId, attempt} → the ticket of a flight exchanged with one of the
 * session member's cards (decision 67). The attempt becomes the Idempotency-Key, so a double click makes one
 * ticket. 20 exchanges a minute per address.
 */
export const POST = bffRoute(
  productExchange.exchange,
  {
    member: true,
    body: ExchangeRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `product-exchange:ip:${ip}`, limit: 20 }] : []),
  },
  async (context) => {
    const { attempt, ...body } = context.body;
    const key = attemptIdempotencyKey('exchange', `${body.unitId}.${body.flightId}`, attempt);
    return context.reply(await exchangeFlight(await context.upstream(), body, key));
  },
);
