import type { BankCard, BankCardAddBody, BankCardList, WalletTransfer } from '@/lib/contract';
import { postOperation } from './operation';

/**
 * The member's wallet (app/api/wallet/*, decision 64): opening it, the bank cards, top-ups and withdrawals. The
 * balances, records and cards are read by the pages on the server. Amounts are sent as typed (yuan); the BFF
 * checks them with lib/domain/wallet-amount.ts and sends fen on.
 */

export const openWallet = postOperation<void, { walletStatus: 'T' }>('/api/wallet/open');
export const addBankCard = postOperation<BankCardAddBody, BankCard>('/api/wallet/cards/add');
export const removeBankCard = postOperation<{ cardId: string }, BankCardList>('/api/wallet/cards/remove');

export type WalletTransferInput = { cardId: string; amount: string };
export const rechargeWallet = postOperation<WalletTransferInput, WalletTransfer>('/api/wallet/recharge');
export const withdrawCash = postOperation<WalletTransferInput, WalletTransfer>('/api/wallet/withdraw');
