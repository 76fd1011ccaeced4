import * as wallet from '@/lib/bff-client/wallet';
import { bffRoute } from '@/lib/bff-server/route';
import { walletTransfer } from '@/lib/upstream/wallet';
import { TransferInput, transferIssues } from '../_lib/transfer';

/** POST /api/wallet/recharge: a top-up from one of the member's cards (spec §5); in progress until the sandbox bank settles it. */
export const POST = bffRoute(wallet.rechargeWallet, { member: true, body: TransferInput }, async (context) => {
  const checked = transferIssues('TOPUP', context.body);
  if (!checked.ok) return context.fieldErrors(checked.errors);
  const { cardId, amount } = checked;
  return context.reply(await walletTransfer(await context.upstream(), 'TOPUP', { cardId, amount }));
});
