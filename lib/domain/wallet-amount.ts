import { WALLET_TOPUP_MAX_FEN } from '@/lib/contract/wallet-funds';

/**
 * The amount of a top-up or a withdrawal (spec §5: 'amount required, at most two decimals, must be correct';
 * issue 31 §1: a withdrawal within the balance). Typed in yuan, kept in fen; pure, so the form, the BFF and
 * airline-api judge it alike.
 */

/** Why an amount is refused; the keys of the WalletTransfer messages. */
export type WalletAmountIssue =
  'amountRequired' | 'amountFormat' | 'amountPositive' | 'amountOverBalance' | 'amountOverMax';

const YUAN = /^(\d{1,9})(?:\.(\d{1,2}))?$/;

/** Yuan as typed ('12', '12.3', '12.34') to fen, or why not. Spaces around it are ignored; nothing else is. */
export function parseYuan(input: string): { ok: true; fen: number } | { ok: false; issue: WalletAmountIssue } {
  const text = input.trim();
  if (text === '') return { ok: false, issue: 'amountRequired' };
  const match = YUAN.exec(text);
  if (!match) return { ok: false, issue: 'amountFormat' };
  const fen = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (fen <= 0) return { ok: false, issue: 'amountPositive' };
  return { ok: true, fen };
}

/**
 * The bounds of a sum in fen: a top-up at most WALLET_TOPUP_MAX_FEN, a withdrawal at most the available balance.
 * Null when it may go on.
 */
export function amountBoundIssue(
  kind: 'TOPUP' | 'WITHDRAWAL',
  fen: number,
  availableFen: number,
): WalletAmountIssue | null {
  if (!Number.isInteger(fen) || fen <= 0) return 'amountPositive';
  if (kind === 'TOPUP') return fen > WALLET_TOPUP_MAX_FEN ? 'amountOverMax' : null;
  return fen > availableFen ? 'amountOverBalance' : null;
}

/** The whole check of a typed amount: its fen, or the issue. */
export function walletAmountIssue(
  kind: 'TOPUP' | 'WITHDRAWAL',
  input: string,
  availableFen: number,
): { ok: true; fen: number } | { ok: false; issue: WalletAmountIssue } {
  const parsed = parseYuan(input);
  if (!parsed.ok) return parsed;
  const issue = amountBoundIssue(kind, parsed.fen, availableFen);
  return issue ? { ok: false, issue } : parsed;
}

/** A bank card number: 12 to 19 digits (spaces allowed between groups) whose Luhn check digit is right. */
export function normaliseCardNo(input: string): string | null {
  const digits = input.replace(/\s+/g, '');
  if (!/^\d{12,19}$/.test(digits)) return null;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0 ? digits : null;
}

/** '6222 **** **** 1234': the first four and the last four digits. */
export const maskCardNo = (digits: string) => `${digits.slice(0, 4)} **** **** ${digits.slice(-4)}`;
