import 'server-only';
import {
  BankCardListSchema,
  BankCardSchema,
  UpstreamPath,
  WalletOpenedSchema,
  WalletRecordsDataSchema,
  WalletTransferSchema,
  type BankCardAddBody,
  type WalletRecordsBody,
  type WalletTransferBody,
} from '@/lib/contract';
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

/** Opens the token's member's wallet (decision 64: certified, phone bound). */
export function openWallet(context: UpstreamContext) {
  return callUpstream({ method: 'POST', path: UpstreamPath.walletOpen, body: {}, data: WalletOpenedSchema, context });
}

/** The member's saved bank cards and their maximum. */
export function bankCards(context: UpstreamContext) {
  return callUpstream({ method: 'POST', path: UpstreamPath.walletCards, body: {}, data: BankCardListSchema, context });
}

export function addBankCard(context: UpstreamContext, body: BankCardAddBody) {
  return callUpstream({ method: 'POST', path: UpstreamPath.walletCardAdd, body, data: BankCardSchema, context });
}

export function removeBankCard(context: UpstreamContext, cardId: string) {
  return callUpstream({
    method: 'POST',
    path: UpstreamPath.walletCardRemove,
    body: { cardId },
    data: BankCardListSchema,
    context,
  });
}

/** A top-up from, or a withdrawal to, one of the member's cards, in fen: in progress until the bank settles it. */
export function walletTransfer(context: UpstreamContext, kind: 'TOPUP' | 'WITHDRAWAL', body: WalletTransferBody) {
  return callUpstream({
    method: 'POST',
    path: kind === 'TOPUP' ? UpstreamPath.walletRecharge : UpstreamPath.walletWithdraw,
    body,
    data: WalletTransferSchema,
    context,
  });
}
