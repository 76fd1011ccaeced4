import { SpecialProductRefundPath } from '@/lib/contract';
import type { Seed } from './fuzz-requests';

/** Valid requests of the product refund routes (decision 67); a refund without its key is refused alike. */
export function productRefundSamples(): Record<string, Seed> {
  return {
    [`POST ${SpecialProductRefundPath.quote}`]: { body: { orderNo: 'YQ2026120100000000' } },
    [`POST ${SpecialProductRefundPath.refund}`]: {
      body: { orderNo: 'YQ2026120100000000', unitIds: ['x'], quotedTotalFen: 100 },
    },
  };
}
