import type { RescheduleOrder } from '@/lib/contract/reschedule';

type Segment = RescheduleOrder['segments'][number];
type Ticket = RescheduleOrder['tickets'][number];

/**
 * The new flights of a change just made (a date change with nothing to pay, an irregular flight's free change), one
 * line each: flight, airports and the departure as `departure` writes it (its airport's date and time).
 */
export function ChangedFlights({
  segments,
  departure,
}: {
  segments: readonly Segment[];
  departure: (segment: Segment) => string;
}) {
  return (
    <ul className="space-y-1 text-sm text-slate-900">
      {segments.map((s) => (
        <li key={s.segmentIndex}>{`${s.flightNo} · ${s.depAirport} → ${s.arrAirport} · ${departure(s)}`}</li>
      ))}
    </ul>
  );
}

/**
 * The new 902 tickets of that change under their heading: each passenger's line (`who`) and the ticket number, or
 * `issuing` while it is being issued. A polite live region, as useIssuedChange reads them again. The heading's id
 * and each line's test id start with `idPrefix`.
 */
export function NewTickets({
  idPrefix,
  heading,
  tickets,
  who,
  issuing,
}: {
  idPrefix: string;
  heading: string;
  tickets: readonly Ticket[];
  who: (ticket: Ticket) => string;
  issuing: string;
}) {
  return (
    <section aria-labelledby={`${idPrefix}-new-tickets`} className="space-y-2">
      <h2 id={`${idPrefix}-new-tickets`} className="text-lg font-semibold text-slate-900">
        {heading}
      </h2>
      <ul className="space-y-1 text-sm" aria-live="polite">
        {tickets.map((ticket) => (
          <li
            key={`${ticket.passengerId}:${ticket.segmentIndex}`}
            className="flex flex-wrap gap-x-3"
            data-testid={`${idPrefix}-new-ticket`}
          >
            <span className="break-words">{who(ticket)}</span>
            <span className="font-mono">{ticket.ticketNo ?? issuing}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
