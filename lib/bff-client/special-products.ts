import type { InstallmentLinkData } from '@/lib/contract/presale-installments';
import type { PurchaseData } from '@/lib/contract/special-products';
import { postOperation } from './operation';

/**
 * The airline's own products (app/api/special-products; decision 67). The pages read the catalogue, a product and a
 * product order on the server; the browser only buys.
 */
export const purchase = postOperation<{ productId: string; beneficiaryIds: string[]; attempt: string }, PurchaseData>(
  '/api/special-products/purchase',
);

/** A presale's installment link sent by SMS to the order's phone (app/api/special-products/installments/link). */
export const sendInstallmentLink = postOperation<{ orderNo: string }, InstallmentLinkData>(
  '/api/special-products/installments/link',
);

/** The balance paid by installments through the link: the answer's url is the gateway's page. */
export const payInstallments = postOperation<{ orderNo: string; code: string }, { url: string }>(
  '/api/special-products/installments/pay',
);
