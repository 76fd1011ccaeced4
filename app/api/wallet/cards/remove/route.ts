import { BankCardIdBodySchema } from '@/lib/contract';
import * as wallet from '@/lib/bff-client/wallet';
import { bffRoute } from '@/lib/bff-server/route';
import { removeBankCard } from '@/lib/upstream/wallet';

/** POST /api/wallet/cards/remove: one of the session's member's cards (another member's is not found). */
export const POST = bffRoute(wallet.removeBankCard, { member: true, body: BankCardIdBodySchema }, async (context) =>
  context.reply(await removeBankCard(await context.upstream(), context.body.cardId)),
);
