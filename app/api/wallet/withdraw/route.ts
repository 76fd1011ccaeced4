import * as wallet from '@/lib/bff-client/wallet';
import { bffRoute } from '@/lib/bff-server/route';
import { walletTransfer } from '@/lib/upstream/wallet';
import { TransferInput, transferIssues } from '../_lib/transfer';

/** POST /api/wallet/withdraw: a withdrawal to one of the member's cards, within the balance (spec §5); in progress until the sandbox bank settles it. */
export const POST = bffRoute(wallet.withdrawCash, { member: true, body: TransferInput }, async (context) => {
  const checked = transferIssues('WITHDRAWAL', context.body);
  if (!checked.ok) return context.fieldErrors(checked.errors);
  const { cardId, amount } = checked;
  return context.reply(await walletTransfer(await context.upstream(), 'WITHDRAWAL', { cardId, amount }));
});
