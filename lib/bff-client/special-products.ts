import type { PurchaseData } from '@/lib/contract/special-products';
import { postOperation } from './operation';

/**
 * The airline's own products (app/api/special-products; decision 67). The pages read the catalogue, a product and a
 * product order on the server; the browser only buys.
 */
export const purchase = postOperation<{ productId: string; beneficiaryIds: string[]; attempt: string }, PurchaseData>(
  '/api/special-products/purchase',
);
