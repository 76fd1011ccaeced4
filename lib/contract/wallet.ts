import * as z from './zod';
import { CurrencySchema, IsoDateSchema, MoneySchema } from './common';

/**
 * The member's wallet (spec §2 member centre /member/wallet/wallet, §3 Wallet, §4 wallet record status; decision 23
 * "the wallet shows wallet refunds"). The wallet is kept in yuan: balances and record amounts are fen (CNY)
 * whatever the order was priced in.
 */

/** The periods records can be shown for: the last 1, 2 or 3 months (spec §2). */
export const WALLET_PERIODS = [1, 2, 3] as const;
export type WalletPeriod = (typeof WALLET_PERIODS)[number];

/**
 * The four kinds of records (spec §3): trades (wallet payments), top-ups, withdrawals and refunds paid back to the
 * wallet (top-ups and withdrawals: decision 64).
 */
export const WALLET_RECORD_KINDS = ['TRADE', 'TOPUP', 'WITHDRAWAL', 'REFUND'] as const;
export const WalletRecordKindSchema = z.enum(WALLET_RECORD_KINDS);
export type WalletRecordKind = z.infer<typeof WalletRecordKindSchema>;

/**
 * Spec §4: a record has succeeded, or is in progress (a refund approved and not yet paid back, a top-up or a
 * withdrawal the bank has not settled).
 */
export const WalletRecordStatusSchema = z.enum(['SUCCESS', 'IN_PROGRESS']);
export type WalletRecordStatus = z.infer<typeof WalletRecordStatusSchema>;

/** Records per page. */
export const WALLET_PAGE_SIZE = 10;

/** POST /member/api/wallet/records (member token): one page of the member's own records of a period. */
export const WalletRecordsBodySchema = z.object({
  months: z.union([z.literal(1), z.literal(2), z.literal(3)]).default(1),
  /** One kind only; all kinds when absent. */
  kind: WalletRecordKindSchema.optional(),
  page: z.number().int().min(1).max(1000).default(1),
});
export type WalletRecordsBody = z.input<typeof WalletRecordsBodySchema>;

export const WalletRecordSchema = z.object({
  kind: WalletRecordKindSchema,
  /**
   * The request number: a trade's payment request number (`WP` + date + 8 digits, decision 49), a refund's
   * application number (or its refund record's number), a top-up's (`TU`…) or a withdrawal's (`WD`…, decision 64).
   */
  requestNo: z.string().min(1),
  /**
   * When the money moved (a trade, a refund paid back), when the refund was approved (in progress), or when a top-up
   * or a withdrawal was asked. ISO UTC.
   */
  time: z.string(),
  /** Fen the wallet moved (a trade debits, a refund credits): always yuan, as the wallet is kept. */
  amount: z.number().int().nonnegative(),
  currency: CurrencySchema,
  status: WalletRecordStatusSchema,
  /** The order paid or refunded (trades and refunds), and its type (which order page it has). */
  orderNo: z.string().optional(),
  orderType: z.number().int().optional(),
  /** A withdrawal's bank card, masked ('6222 **** **** 1234'). */
  cardNo: z.string().optional(),
});
export type WalletRecord = z.infer<typeof WalletRecordSchema>;

export const WalletRecordsDataSchema = z.object({
  /** 'T': the wallet is open; 'F': not opened, and there are no records (spec §4, §8 'prompt to open'). */
  walletStatus: z.enum(['T', 'F']),
  /** The balance that can be spent, and the part held back (withdrawals not yet settled). */
  available: MoneySchema,
  frozen: MoneySchema,
  /** The first day of the period, in the airline's zone (Beijing time). */
  from: IsoDateSchema,
  records: z.array(WalletRecordSchema),
  /** Records of the period and kind, over all pages. */
  total: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
});
export type WalletRecordsData = z.infer<typeof WalletRecordsDataSchema>;

/**
 * POST /sandbox/wallet (sandbox control, loopback only): opens or closes a member's wallet and sets its balance, so
 * tests can pay from it whatever earlier tests spent. Not a top-up: no record is written. Answers the wallet as set.
 */
export const SandboxWalletBodySchema = z.object({
  cellphone: z.string().min(5).max(15),
  walletStatus: z.enum(['T', 'F']).optional(),
  /** Fen (CNY). */
  balance: z.number().int().nonnegative().max(100_000_000).optional(),
});
export const SandboxWalletDataSchema = z.object({
  walletStatus: z.enum(['T', 'F']),
  balance: z.number().int().nonnegative(),
});
