/** The add-ons' reasons, a file of their own so that the rules of every add-on read the one list (decisions 28, 30). */

/**
 * Why a passenger cannot buy an add-on now (spec §8 services messages), as message keys, asked in this order:
 * - flightCancelled: operations cancelled the flight: nothing is sold for a flight that will not fly; the traveller
 *   changes it free of charge or refunds it (decision 78);
 * - infant: an infant rides on a lap and holds no baggage, meal or boarding group of its own (insurance it may have);
 * - onBoard: the passenger has flown (the coupon is used) or the flight has left: 'passengers on board cannot buy
 *   baggage, meals or insurance' (nor priority boarding);
 * - notUsable: the ticket is not issued and usable (refunded, changed, being refunded or changed);
 * - tooLate: past the kind's sale end (addOnSaleEndsAt);
 * - checkedIn: priority boarding only: the boarding pass already carries the passenger's boarding group;
 * - limitReached: baggage only: the free allowance and the baggage bought leave no room for the smallest band;
 * - bought: a meal or priority boarding held already, or every insurance product held;
 * - noMeals: the flight serves no meals.
 * And for the extra seat and the mailed itinerary (decision 30):
 * - international: an extra seat is not sold online on an international flight (its seats are given at the counter);
 * - seatChosen: a seat chosen online (at booking or after) blocks the extra seat (spec §5);
 * - itineraryPrinted: the order's itinerary is printed: mailed already, or being mailed (spec §5 'a printed ...
 *   ticket cannot be mailed');
 * - ticketLocked: a ticket of the order is being changed or refunded, or is suspended (spec §5 '... or locked
 *   ticket cannot be mailed'): mail it once that has settled.
 */
export const ADD_ON_BLOCKS = [
  'flightCancelled',
  'infant',
  'onBoard',
  'notUsable',
  'international',
  'tooLate',
  'checkedIn',
  'limitReached',
  'bought',
  'noMeals',
  'seatChosen',
  'itineraryPrinted',
  'ticketLocked',
] as const;
export type AddOnBlock = (typeof ADD_ON_BLOCKS)[number];
