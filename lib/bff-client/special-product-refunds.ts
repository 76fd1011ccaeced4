import type { ProductRefundData } from '@/lib/contract/special-product-refunds';
import { postOperation } from './operation';

/**
 * A product order's voluntary refund (app/api/special-products/refund; decision 67). The refund page reads the
 * quote on the server; the browser only refunds.
 */
export const refund = postOperation<
  { orderNo: string; unitIds: string[]; quotedTotalFen: number; attempt: string },
  ProductRefundData
>('/api/special-products/refund');
