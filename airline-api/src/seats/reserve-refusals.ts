import {
  ResultCode,
  type BookingAddOnKind,
  type AddOnOffBlock,
  type ClaimAccount,
  type SeatPassengerBlock,
} from '@/lib/contract';
import { bankCardIssue, normalizeBankCard } from '@/lib/domain/add-on-rules';
import type { SeatIssue } from '@/lib/domain/seat-rules';
import { ApiError } from '../errors';
import { mailingBlockError } from '../add-ons/extras';
import { COUNTRY, regionChildren } from '../regions/regions';

/** Each passenger block's result code (spec §5 seat rules, §8). */
export const BLOCK_CODE: Record<SeatPassengerBlock, Exclude<ResultCode, '0'>> = {
  checkedIn: ResultCode.SEAT_CHECKED_IN,
  extraSeat: ResultCode.CHECK_IN_EXTRA_SEAT,
  changeLimit: ResultCode.SEAT_CHANGE_LIMIT,
};

/** Each seat rule's result code (lib/domain/seat-rules; spec §5 seat rules, §8). */
export const SEAT_ISSUE_CODE: Record<SeatIssue['key'], Exclude<ResultCode, '0'>> = {
  seatOccupied: ResultCode.SEAT_OCCUPIED,
  seatNotFound: ResultCode.SEAT_NOT_ALLOWED,
  seatTakenByOther: ResultCode.SEAT_TAKEN_BY_OTHER,
  exitRowNotAllowed: ResultCode.SEAT_NOT_ALLOWED,
  infantRowNotAllowed: ResultCode.SEAT_NOT_ALLOWED,
  infantSameSide: ResultCode.SEAT_INFANT_ROW,
};

export const notOnSale = (detail: string) => new ApiError(ResultCode.ADD_ON_NOT_ON_SALE, detail);

/** Each add-on block's result code (spec §8 services messages; decisions 28 and 30). */
export function blockError(kind: BookingAddOnKind | 'EXTRA_SEAT', block: AddOnOffBlock): ApiError {
  switch (block) {
    case 'international':
      return new ApiError(ResultCode.ADD_ON_EXTRA_SEAT_INTERNATIONAL, kind);
    case 'seatChosen':
      return new ApiError(ResultCode.ADD_ON_EXTRA_SEAT_SEAT_CHOSEN, kind);
    case 'itineraryPrinted':
    case 'ticketLocked':
      return mailingBlockError(block);
    case 'flightCancelled':
      return new ApiError(ResultCode.FLIGHT_CANCELLED_NO_SALE, kind);
    case 'onBoard':
      return new ApiError(ResultCode.ADD_ON_ON_BOARD, kind);
    case 'notUsable':
      return new ApiError(ResultCode.ADD_ON_TICKET_NOT_USABLE, kind);
    case 'tooLate':
      return new ApiError(kind === 'BAGGAGE' ? ResultCode.BAGGAGE_CLOSED : ResultCode.ADD_ON_CLOSED, kind);
    case 'checkedIn':
      return new ApiError(ResultCode.ADD_ON_CHECKED_IN, kind);
    case 'limitReached':
      return new ApiError(
        kind === 'EXTRA_SEAT' ? ResultCode.ADD_ON_EXTRA_SEAT_LIMIT : ResultCode.ADD_ON_BAGGAGE_LIMIT,
        kind,
      );
    case 'bought':
      return new ApiError(ResultCode.ADD_ON_ALREADY_BOUGHT, kind);
    case 'infant':
    case 'noMeals':
      return notOnSale(`${kind} ${block}`);
  }
}

/** The claim account checked (spec §3 insurance claim): a mainland province, a bank of the list, a valid card. */
export function claimAccountOf(claim: ClaimAccount | undefined): ClaimAccount {
  const invalid = (field: keyof ClaimAccount, issue: string) =>
    new ApiError(ResultCode.ADD_ON_CLAIM_INVALID, field, { fieldErrors: { [field]: issue } });
  if (!claim) throw invalid('cardNo', 'required');
  if (!regionChildren(COUNTRY).some((r) => r.code === claim.provinceCode)) throw invalid('provinceCode', 'required');
  const issue = bankCardIssue(claim.cardNo);
  if (issue) throw invalid('cardNo', issue);
  return { provinceCode: claim.provinceCode, bank: claim.bank, cardNo: normalizeBankCard(claim.cardNo) };
}
