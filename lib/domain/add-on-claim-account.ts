/**
 * The account an insurance claim is paid to (spec §3 insurance claim: bank and card number; decision 28): the banks
 * the pages offer, and the card number's checks and its masked form.
 */

/** The banks an insurance claim may be paid to (spec §3 insurance claim: bank); names are in the messages. */
export const CLAIM_BANKS = [
  'ICBC',
  'ABC',
  'BOC',
  'CCB',
  'BOCOM',
  'CMB',
  'PSBC',
  'CITIC',
  'CEB',
  'CMBC',
  'CIB',
  'SPDB',
  'HXB',
  'CGB',
  'PAB',
] as const;
export type ClaimBank = (typeof CLAIM_BANKS)[number];

/** UnionPay debit and credit card numbers are 16 to 19 digits. */
export const BANK_CARD_MIN_DIGITS = 16;
export const BANK_CARD_MAX_DIGITS = 19;

/** The digits of a card number as typed: spaces and dashes between groups are dropped. */
export function normalizeBankCard(raw: string): string {
  return raw.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check digit test card numbers carry. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export type BankCardIssue = 'required' | 'format' | 'checksum';

/** Why a typed card number is refused (message keys), or null: digits only, 16 to 19 of them, Luhn valid. */
export function bankCardIssue(raw: string): BankCardIssue | null {
  const digits = normalizeBankCard(raw);
  if (digits === '') return 'required';
  if (!/^\d+$/.test(digits) || digits.length < BANK_CARD_MIN_DIGITS || digits.length > BANK_CARD_MAX_DIGITS)
    return 'format';
  return luhnValid(digits) ? null : 'checksum';
}

/** A card number as pages show it: its first 4 and last 4 digits ('6222 **** 1234'). */
export function maskBankCard(digits: string): string {
  return `${digits.slice(0, 4)} **** ${digits.slice(-4)}`;
}
