import type { ExchangeData } from '@/lib/contract/special-product-exchange';
import { postOperation } from './operation';

/**
 * A flight exchanged with a season-ticket or open-ticket card (app/api/special-products/exchange; decision 67). The
 * page lists the flights on the server; the browser only exchanges.
 */
export const exchange = postOperation<{ unitId: string; flightId: string; attempt: string }, ExchangeData>(
  '/api/special-products/exchange',
);
