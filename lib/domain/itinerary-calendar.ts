/**
 * The add-to-calendar file of a booking: one iCalendar (RFC 5545) event per flight. Times
 * are written in UTC ('Z'), so every calendar shows them right in its own zone; the description names
 * the airports' local times as the ticket does. Pure: the route handler supplies the texts.
 */

export type CalendarFlight = {
  segIndex: number;
  flightNo: string;
  /** UTC instants (ISO). */
  depTime: string;
  arrTime: string;
  /** What the event says: "YQ1234 Guangzhou → Beijing", the airports, local times. */
  summary: string;
  location: string;
  description: string;
};

export type CalendarInput = { orderNo: string; flights: CalendarFlight[]; createdAt: Date };

/** 20261210T003000Z */
export function icsUtc(iso: string | Date): string {
  const d = typeof iso === 'string' ? new Date(iso) : iso;
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newline are escaped in TEXT. */
export function icsText(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/;/g, '\\;').replace(/,/g, '\\,').replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets are folded (CRLF + space), never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const ch of line) {
    const size = encoder.encode(ch).length;
    const limit = parts.length === 0 ? 75 : 74;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += ch;
    octets += size;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function itineraryCalendar({ orderNo, flights, createdAt }: CalendarInput): string {
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Skylark Airlines//Itinerary//EN',
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
  ];
  for (const f of flights) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${orderNo}-${f.segIndex}-${f.flightNo}`,
      `DTSTAMP:${icsUtc(createdAt)}`,
      `DTSTART:${icsUtc(f.depTime)}`,
      `DTEND:${icsUtc(f.arrTime)}`,
      `SUMMARY:${icsText(f.summary)}`,
      `LOCATION:${icsText(f.location)}`,
      `DESCRIPTION:${icsText(f.description)}`,
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    );
  }
  lines.push('END:VCALENDAR');
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
