import * as z from './zod';

/**
 * Opening and funding the wallet (issue 31 §1, decision 64; spec §2 /member/wallet/bankCards, rechargeWallet,
 * withdrawCash, §3 bank cards DEBITCARD or CREDITCARD, §5 recharge and withdrawal, §9 'within 2 hours'). Amounts are
 * fen (CNY): the wallet is kept in yuan.
 */

/** Spec §3: a bank card is a debit card or a credit card. */
export const BANK_CARD_TYPES = ['DEBITCARD', 'CREDITCARD'] as const;
export const BankCardTypeSchema = z.enum(BANK_CARD_TYPES);
export type BankCardType = z.infer<typeof BankCardTypeSchema>;

/** The banks the sandbox bank answers for (a card's bank is chosen, never typed). */
export const BANKS = ['ICBC', 'CCB', 'ABC', 'BOC', 'BOCOM', 'CMB'] as const;
export const BankSchema = z.enum(BANKS);
export type Bank = z.infer<typeof BankSchema>;

/** The maximum of saved bank cards; spec §9 does not show it ('{max}'), so it is the airline's choice. */
export const BANK_CARD_MAX = 5;

/** A saved card as the member sees it: never its whole number. */
export const BankCardSchema = z.object({
  cardId: z.string().min(1),
  cardType: BankCardTypeSchema,
  bank: BankSchema,
  /** '6222 **** **** 1234'. */
  cardNo: z.string().min(1),
  /** The certified name the card was added under. */
  holder: z.string(),
  addedAt: z.string(),
});
export type BankCard = z.infer<typeof BankCardSchema>;

export const BankCardListSchema = z.object({ cards: z.array(BankCardSchema), max: z.number().int().positive() });
export type BankCardList = z.infer<typeof BankCardListSchema>;

/**
 * POST /member/api/wallet/cards/add (member token): the card, proven with the code sent to the member's own phone
 * (POST .../security/owner-code, type SMS).
 */
export const BankCardAddBodySchema = z.object({
  cardType: BankCardTypeSchema,
  bank: BankSchema,
  cardNo: z.string().min(1).max(30),
  verifyCode: z.string().min(1).max(10),
});
export type BankCardAddBody = z.infer<typeof BankCardAddBodySchema>;

/** POST .../cards/remove, and the card a top-up or a withdrawal names. */
export const BankCardIdBodySchema = z.object({ cardId: z.string().min(1).max(64) });

/** The most one top-up may bring in: spec §5 does not show the bounds, so it is the airline's choice. */
export const WALLET_TOPUP_MAX_FEN = 5_000_000;

/** POST .../wallet/recharge and .../wallet/withdraw: fen, with the card drawn from or paid to. */
export const WalletTransferBodySchema = z.object({
  cardId: z.string().min(1).max(64),
  amount: z.number().int().positive().max(100_000_000),
});
export type WalletTransferBody = z.infer<typeof WalletTransferBodySchema>;

/** A top-up or withdrawal just asked for: in progress until the sandbox bank settles it. */
export const WalletTransferSchema = z.object({
  requestNo: z.string().min(1),
  kind: z.enum(['TOPUP', 'WITHDRAWAL']),
  amount: z.number().int().positive(),
  status: z.enum(['SUCCESS', 'IN_PROGRESS']),
  cardNo: z.string(),
  createdAt: z.string(),
});
export type WalletTransfer = z.infer<typeof WalletTransferSchema>;

/** POST .../wallet/open: the wallet's status once opened. */
export const WalletOpenedSchema = z.object({ walletStatus: z.literal('T') });

/** POST /sandbox/wallet/settle (loopback only): the sandbox bank settles the member's transfers in progress now. */
export const SandboxWalletSettleBodySchema = z.object({ cellphone: z.string().min(5).max(15) });
export const SandboxWalletSettledSchema = z.object({ settled: z.number().int().nonnegative() });
