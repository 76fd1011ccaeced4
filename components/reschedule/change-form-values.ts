import type { FieldErrors, Resolver } from 'react-hook-form';
import type { OrderDetail } from '@/lib/contract/order';
import type { RefundItem } from '@/lib/contract/refund';
import type { ChangeChoice } from './reschedule-draft';
import { airportToday, dateIssue, guardianIssues } from './reschedule-rules';

/**
 * The date change's two forms as react-hook-form holds them, and their checks as resolvers. A segment's value sits
 * at its place in the list the page shows (`dates.0` is the first segment shown), so each error lands beside it.
 */

type Segment = OrderDetail['segments'][number];

/** /modify/selair: the passengers and segments moved, and a new date for each segment (in `segments` order). */
export type ChangeSelectValues = { items: RefundItem[]; dates: string[] };

/** Why /modify/selair does not go on: 'itemsRequired', 'guardian' (Errors 7100016), and each moved segment's date. */
export type ChangeSelectIssue = 'itemsRequired' | 'guardian' | 'dateRequired' | 'dateBeforeToday';

const issue = (type: string) => ({ type, message: type });

/** The checks of /modify/selair, read at the page's clock (`nowMs`): today at each airport is the earliest date. */
export function changeSelectResolver(
  order: Pick<OrderDetail, 'passengers' | 'tickets'>,
  segments: readonly Segment[],
  nowMs: number,
): Resolver<ChangeSelectValues> {
  return (values) => {
    const errors: FieldErrors<ChangeSelectValues> = {};
    if (values.items.length === 0) errors.items = issue('itemsRequired');
    else if (guardianIssues(order, values.items).size > 0) errors.items = issue('guardian');
    const moved = new Set(values.items.map((i) => i.segmentIndex));
    const dates = segments.map((segment, i) => {
      if (!moved.has(segment.segIndex)) return undefined;
      const found = dateIssue(values.dates[i] ?? '', airportToday(segment, nowMs));
      return found ? issue(found) : undefined;
    });
    if (dates.some(Boolean)) errors.dates = dates;
    return Object.keys(errors).length > 0 ? { values: {}, errors } : { values, errors: {} };
  };
}

/** /modify/selnewair: each moved segment's date (the strip may change it) and the flight chosen for it, in order. */
export type NewFlightsValues = { dates: string[]; choices: (ChangeChoice | null)[] };

/** Each moved segment needs a flight chosen for the date it now moves to. */
export const newFlightsResolver: Resolver<NewFlightsValues> = (values) => {
  const choices = values.dates.map((date, i) =>
    values.choices[i]?.date === date ? undefined : issue('flightRequired'),
  );
  return choices.some(Boolean)
    ? { values: {}, errors: { choices } as FieldErrors<NewFlightsValues> }
    : { values, errors: {} };
};
