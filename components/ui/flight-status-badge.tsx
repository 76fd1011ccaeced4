import type { FlightStatusCode } from '@/lib/domain/flight-status-rules';

/** Colours back the word up; the word carries the meaning (WCAG 1.4.1), each pair at least 4.5:1. */
const TONE: Record<FlightStatusCode, string> = {
  NORMAL: 'border-emerald-700 bg-emerald-50 text-emerald-900',
  EARLY: 'border-sky-700 bg-sky-50 text-sky-900',
  DELAYED: 'border-amber-700 bg-amber-50 text-amber-900',
  DIVERTED: 'border-violet-700 bg-violet-50 text-violet-900',
  RETURNED: 'border-violet-700 bg-violet-50 text-violet-900',
  CANCELLED: 'border-red-700 bg-red-50 text-red-900',
};

/**
 * A flight's status badge (spec §4 flight dynamics), on the flight status page, where the traveller checks in
 * and on the boarding pass: "Status: Delayed" to a screen reader, the word alone on screen.
 */
export function FlightStatusBadge({ status, label, word }: { status: FlightStatusCode; label: string; word: string }) {
  return (
    <span className={`inline-block shrink-0 rounded-full border px-3 py-1 text-sm font-semibold ${TONE[status]}`}>
      <span className="sr-only">{label}</span>
      {word}
    </span>
  );
}
