import 'server-only';
import {
  ExchangeDataSchema,
  ExchangeFlightsDataSchema,
  ProductExchangePath,
  type ExchangeBody,
  type ExchangeFlightsBody,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/** Flights exchanged with a card (spec §2 /specialBook/booking; decision 67): the token's member's cards only. */
export function exchangeFlights(context: UpstreamContext, body: ExchangeFlightsBody) {
  return callUpstream({
    method: 'POST',
    path: ProductExchangePath.flights,
    body,
    data: ExchangeFlightsDataSchema,
    context,
  });
}

/** One flight of the card for a ticket; the key makes a retried exchange answer the same ticket. */
export function exchangeFlight(context: UpstreamContext, body: ExchangeBody, idempotencyKey: string) {
  return callUpstream({
    method: 'POST',
    path: ProductExchangePath.exchange,
    body,
    data: ExchangeDataSchema,
    context,
    idempotencyKey,
  });
}
