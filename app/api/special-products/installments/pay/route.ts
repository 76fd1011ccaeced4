import * as specialProducts from '@/lib/bff-client/special-products';
import { bffRoute } from '@/lib/bff-server/route';
import { InstallmentViewBodySchema } from '@/lib/contract';
import { payInstallments } from '@/lib/upstream/special-products';
import { resultUrlFor } from '../../../payment/_lib/payment-request';

export const dynamic = 'force-dynamic';

/**
 * POST /api/special-products/installments/pay {orderNo, code} → {url}: the session's member's presale balance
 * applied by installments through the SMS link's code (decision 77); the browser goes to the gateway, which returns
 * to /{locale}/result. 10 a minute per address.
 */
export const POST = bffRoute(
  specialProducts.payInstallments,
  {
    member: true,
    body: InstallmentViewBodySchema,
    limit: ({ ip }) => (ip ? [{ key: `installment-pay:ip:${ip}`, limit: 10 }] : []),
  },
  async (context) => {
    const body = { ...context.body, webCallbackUrl: resultUrlFor(context.locale) };
    return context.reply(await payInstallments(await context.upstream(), body), (data) => ({ url: data.url }));
  },
);
