import * as specialProducts from '@/lib/bff-client/special-products';
import { bffRoute } from '@/lib/bff-server/route';
import { InstallmentLinkBodySchema } from '@/lib/contract';
import { sendInstallmentLink } from '@/lib/upstream/special-products';

export const dynamic = 'force-dynamic';

/**
 * POST /api/special-products/installments/link {orderNo} → where and until when the session's member's presale
 * installment link was sent (decision 77). airline-api sends one a minute per order; 5 a minute per address here.
 */
export const POST = bffRoute(
  specialProducts.sendInstallmentLink,
  {
    member: true,
    body: InstallmentLinkBodySchema,
    limit: ({ ip }) => (ip ? [{ key: `installment-link:ip:${ip}`, limit: 5 }] : []),
  },
  async (context) => context.reply(await sendInstallmentLink(await context.upstream(), context.body.orderNo)),
);
