import type { ReactNode } from 'react';
import type { OrderDetail } from '@/lib/contract/order';

/** One passenger on one segment of an order: what a refund or a date change takes. */
export type OrderItem = { passengerId: string; segmentIndex: number };

type Passenger = OrderDetail['passengers'][number];
type Segment = OrderDetail['segments'][number];
type Ticket = OrderDetail['tickets'][number];

/**
 * The message key (in the order's words) of a ticket that is not offered (spec §4 ticket statuses): not issued
 * yet, else its ticket status when not 'issued', else its product status.
 */
export function ticketStatusKey(ticket: Ticket | undefined): string {
  if (!ticket?.ticketNo) return 'notIssued';
  return ticket.ticketStatus !== 2 ? `ticketStatus.${ticket.ticketStatus}` : `productStatus.${ticket.productStatus}`;
}

/** A segment as its legend names it (the values of a 'segment' message): flight, cities and date. */
export const segmentLegendValues = (segment: Segment) => ({
  flightNo: segment.flightNo,
  from: segment.depCityName,
  to: segment.arrCityName,
  date: segment.flightDate,
});

type Props = {
  /** The order's passengers, segments (in the order shown) and tickets. */
  passengers: readonly Passenger[];
  segments: readonly Segment[];
  tickets: readonly Ticket[];
  /** Makes the ids of the controls (`${idPrefix}-item-${passenger}-${segment}`): unique on the page. */
  idPrefix: string;
  /** Whether the ticket of an item may be chosen; the other items show `statusText` instead of a checkbox. */
  selectable: (ticket: Ticket | undefined) => boolean;
  itemKey: (item: OrderItem) => string;
  /** The chosen items, and the chosen ones that lack their guardian, by itemKey. */
  chosen: ReadonlySet<string>;
  guardianMissing: ReadonlySet<string>;
  onToggle: (item: OrderItem, on: boolean) => void;
  disabled?: boolean;
  /** The words: each segment's legend, each passenger's label, the status of an item not offered, the guardian rule. */
  legend: (segment: Segment) => ReactNode;
  passengerLabel: (passenger: Passenger) => string;
  statusText: (ticket: Ticket | undefined) => string;
  guardianMessage: string;
  testIds: { segment?: string; status: string; guardian: string };
  /** The classes of each segment's fieldset. */
  segmentClassName?: string;
  /** Why nothing of a segment can be chosen now, or null: shown instead of its passengers. */
  blocked?: (segment: Segment) => ReactNode;
  /** What follows a segment's passengers inside its fieldset (a field for that segment, say). */
  footer?: (segment: Segment) => ReactNode;
};

/**
 * The passengers × segments of an order to choose from: one fieldset per segment, each passenger with a checkbox
 * when `selectable`, else with the status in words; beside a child or infant chosen without its adult, the
 * guardian rule (the checkbox is then invalid and described by it). Every control is labelled and 24px.
 */
export function OrderItemChecklist({
  passengers,
  segments,
  tickets,
  idPrefix,
  selectable,
  itemKey,
  chosen,
  guardianMissing,
  onToggle,
  disabled,
  legend,
  passengerLabel,
  statusText,
  guardianMessage,
  testIds,
  segmentClassName = 'min-w-0 rounded-md border border-slate-200 p-3',
  blocked,
  footer,
}: Props) {
  return segments.map((segment) => {
    const block = blocked?.(segment) ?? null;
    return (
      <fieldset key={segment.segIndex} className={segmentClassName} data-testid={testIds.segment}>
        <legend className="px-1 text-sm font-semibold break-words text-slate-900">{legend(segment)}</legend>
        {block ?? (
          <ul className="space-y-1">
            {passengers.map((passenger) => {
              const ticket = tickets.find(
                (t) => t.passengerIndex === passenger.index && t.segIndex === segment.segIndex,
              );
              const item = { passengerId: passenger.passengerId, segmentIndex: segment.segIndex };
              const key = itemKey(item);
              const label = passengerLabel(passenger);
              const inputId = `${idPrefix}-item-${passenger.index}-${segment.segIndex}`;
              if (!selectable(ticket))
                return (
                  <li key={key} className="flex min-h-8 flex-wrap items-center gap-x-2 text-sm text-slate-600">
                    <span className="break-words">{label}</span>
                    <span data-testid={testIds.status}>{statusText(ticket)}</span>
                  </li>
                );
              const guardianId = `${inputId}-guardian`;
              const needsGuardian = guardianMissing.has(key);
              return (
                <li key={key}>
                  <label htmlFor={inputId} className="flex min-h-8 cursor-pointer items-center gap-2 text-sm">
                    <input
                      id={inputId}
                      type="checkbox"
                      className="h-6 w-6 shrink-0"
                      checked={chosen.has(key)}
                      disabled={disabled}
                      aria-describedby={needsGuardian ? guardianId : undefined}
                      aria-invalid={needsGuardian || undefined}
                      onChange={(e) => onToggle(item, e.target.checked)}
                    />
                    <span className="break-words text-slate-900">{label}</span>
                  </label>
                  {needsGuardian && (
                    <p id={guardianId} className="ml-8 text-sm text-red-700" data-testid={testIds.guardian}>
                      {guardianMessage}
                    </p>
                  )}
                </li>
              );
            })}
          </ul>
        )}
        {footer?.(segment)}
      </fieldset>
    );
  });
}
