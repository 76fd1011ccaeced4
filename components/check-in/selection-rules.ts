import type { CheckInPassengerState, CheckInTrip } from '@/lib/contract';

/**
 * The page's own checks before it asks airline-api (spec §4 "Check-in": passengers must be selected and the
 * clause agreed), in airline-api's order: 'select passengers' first, then 'agree to the clause'. airline-api
 * checks both again (CHECK_IN_NO_PASSENGERS, CHECK_IN_CLAUSE_NOT_AGREED).
 */
export type SelectionProblem = 'selectPassengers' | 'agreeClause';

export function selectionProblem(selected: number, clauseAgreed: boolean): SelectionProblem | null {
  if (selected === 0) return 'selectPassengers';
  if (!clauseAgreed) return 'agreeClause';
  return null;
}

/** The passenger selection as the form holds it, and as it is sent: the ticked passengers in the trip's order. */
export type CheckInSelection = { passengerIds: string[]; clauseAgreed: boolean };

/**
 * The selection form's check: the one problem airline-api would name first, under the field it concerns. Only
 * passengers who may be ticked now count (one refused since it was ticked is no longer offered).
 */
export function selectionIssues(values: CheckInSelection, selectableIds: readonly string[]) {
  const problem = selectionProblem(chosenPassengers(values, selectableIds).length, values.clauseAgreed);
  if (problem === 'selectPassengers') return { passengerIds: problem };
  if (problem === 'agreeClause') return { clauseAgreed: problem };
  return {};
}

/** The ticked passengers who may be checked in, in the trip's order. */
export function chosenPassengers(values: CheckInSelection, selectableIds: readonly string[]): string[] {
  return selectableIds.filter((id) => values.passengerIds.includes(id));
}

/**
 * Whether a passenger can be ticked for check-in: the window is open, the passenger is not checked in yet and
 * airline-api names no reason against it. A child waiting for its guardian ('guardianFirst') stays selectable:
 * checked in with the guardian in the same request, it goes (decision 21).
 */
export function isSelectable(passenger: CheckInPassengerState, trip: Pick<CheckInTrip, 'window'>): boolean {
  if (trip.window !== 'open' || passenger.checkedIn) return false;
  return passenger.refusal === null || passenger.refusal === 'guardianFirst';
}
