import type { AddOnKind, AddOnPassenger, AddOnSegment } from '@/lib/contract/add-ons';
import { CLAIM_BANKS, bankCardIssue, type BankCardIssue } from '@/lib/domain/add-on-rules';
import type { AddOnPick, ClaimDraft } from './add-on-draft';

/** The kinds bought for each passenger (the mailed itinerary has its own page body: mailing-shop.tsx). */
export type PassengerKind = Exclude<AddOnKind, 'MAILING'>;

/** The passenger's block for the page's kind (null: they may buy it). */
export function blockOf(p: AddOnPassenger, kind: PassengerKind) {
  if (kind === 'BAGGAGE') return p.baggage;
  if (kind === 'MEAL') return p.meal;
  if (kind === 'INSURANCE') return p.insurance;
  if (kind === 'EXTRA_SEAT') return p.extraSeat;
  return p.priority;
}

/** The estimated price of the picks with the listing's prices (the confirmation freezes and checks them). */
export function estimate(picks: AddOnPick[], seg: AddOnSegment, mailingPrice = 0): number {
  return picks.reduce((sum, pick) => {
    if (pick.kind === 'MAILING') return sum + mailingPrice;
    if (pick.kind === 'EXTRA_SEAT')
      return sum + (seg.passengers.find((p) => p.passengerId === pick.passengerId)?.extraSeatPrice ?? 0);
    if (pick.kind === 'BAGGAGE') return sum + (seg.baggage.find((b) => b.productCode === pick.productCode)?.price ?? 0);
    if (pick.kind === 'MEAL') return sum + (seg.meals.find((m) => m.productCode === pick.productCode)?.price ?? 0);
    if (pick.kind === 'INSURANCE')
      return sum + (seg.insurance.find((i) => i.productCode === pick.productCode)?.price ?? 0);
    return sum + seg.priority.price;
  }, 0);
}

export type ClaimErrors = Partial<Record<'provinceCode' | 'bank' | 'cardNo', 'required' | BankCardIssue>>;

/** The claim account's issues (spec §3 insurance claim): a province, a bank of the list, a valid card number. */
export function claimErrors(claim: ClaimDraft | null): ClaimErrors {
  const errors: ClaimErrors = {};
  if (!claim?.provinceCode) errors.provinceCode = 'required';
  if (!claim?.bank || !(CLAIM_BANKS as readonly string[]).includes(claim.bank)) errors.bank = 'required';
  const card = bankCardIssue(claim?.cardNo ?? '');
  if (card) errors.cardNo = card;
  return errors;
}
