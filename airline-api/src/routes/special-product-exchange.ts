import type { FastifyInstance } from 'fastify';
import { ExchangeBodySchema, ExchangeFlightsBodySchema, ProductExchangePath } from '@/lib/contract';
import { requireMember } from '../account/tokens';
import { languageOf, parse, sendOk } from '../http';
import { idempotencyKeyOf } from '../order-changes/idempotency';
import type { Services } from '../services';
import { exchange } from '../special-products/exchange';
import { exchangeFlights } from '../special-products/exchange-flights';

/**
 * Flights exchanged with a card (spec §2 /specialBook/booking; decision 67): both need the member's token and act on
 * that member's cards only.
 */
export function registerProductExchangeRoutes(app: FastifyInstance, s: Services): void {
  app.post(ProductExchangePath.flights, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(ExchangeFlightsBodySchema, req.body);
    return sendOk(req, reply, await exchangeFlights(s, member.id, body, languageOf(req)));
  });
  app.post(ProductExchangePath.exchange, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const key = idempotencyKeyOf(req);
    const body = parse(ExchangeBodySchema, req.body);
    return sendOk(req, reply, await exchange(s, member, body, key, languageOf(req)));
  });
}
