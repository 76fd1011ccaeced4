import 'server-only';
import { UpstreamPath, WalletRecordsDataSchema, type WalletRecordsBody } from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * The member's wallet (spec §2 /member/wallet/wallet, §3 Wallet): the balances and one page of the records of the
 * last 1, 2 or 3 months, of one kind or all. The token in the context names the member; nothing else can.
 */
export function walletRecords(context: UpstreamContext, body: WalletRecordsBody) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.walletRecords,
    body,
    data: WalletRecordsDataSchema,
    context,
  });
}
