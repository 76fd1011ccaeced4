import { BankCardAddBodySchema } from '@/lib/contract';
import * as wallet from '@/lib/bff-client/wallet';
import { bffRoute } from '@/lib/bff-server/route';
import { normaliseCardNo } from '@/lib/domain/wallet-amount';
import { addBankCard } from '@/lib/upstream/wallet';

/**
 * POST /api/wallet/cards/add: a card of the session's member, proven by the code sent to the member's own phone
 * (/api/account/owner-code). A number that cannot be a card's is refused beside its field before airline-api.
 */
export const POST = bffRoute(wallet.addBankCard, { member: true, body: BankCardAddBodySchema }, async (context) => {
  const cardNo = normaliseCardNo(context.body.cardNo);
  if (!cardNo) return context.fieldErrors({ cardNo: 'cardNoInvalid' });
  return context.reply(await addBankCard(await context.upstream(), { ...context.body, cardNo }));
});
