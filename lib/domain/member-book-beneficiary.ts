import { validateSavedPassenger, type SavedPassengerInput, type SavedPassengerIssues } from './saved-passenger-rules';
import type { Issues } from './member-book-fields';

/** Beneficiaries of the member's address book (spec §2 /member/beneficiary; §3 Beneficiary; §5 duplicates rejected). */

/** A beneficiary: a saved passenger's fields without nationality or passenger type. */
export type BeneficiaryEntry = Omit<SavedPassengerInput, 'type' | 'nationality'> & { nationality?: string };
export type BeneficiaryField = keyof SavedPassengerIssues;

/**
 * The saved-passenger rules (names, gender, birthday, document number by type, validity, phone, e-mail).
 * A beneficiary's nationality is not asked: the issuing country stands for it, else China.
 */
export function validateBeneficiaryEntry(b: BeneficiaryEntry, today: string): Issues<BeneficiaryField> {
  const nationality = b.nationality || b.issuingCountry || 'CN';
  const { nationality: _n, ...issues } = validateSavedPassenger({ ...b, nationality }, today);
  return issues;
}

/** Hours a new or edited beneficiary waits for the airline's check before it is effective. Our choice. */
export const BENEFICIARY_REVIEW_HOURS = 24;

/** 'pending' until BENEFICIARY_REVIEW_HOURS after its last change, then 'effective' (spec §3 status). */
export function beneficiaryStatus(changedAtMs: number, nowMs: number): 'effective' | 'pending' {
  return nowMs - changedAtMs >= BENEFICIARY_REVIEW_HOURS * 3_600_000 ? 'effective' : 'pending';
}
