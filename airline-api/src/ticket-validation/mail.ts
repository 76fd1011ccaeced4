import type { TicketValidationStatus } from '@/lib/domain/ticket-validation-rules';
import type { UpstreamLanguage } from '@/lib/contract';
import { localDate, localTime } from '../domain/time-zone';
import type { VerifiedTicket } from './lookup';

/** The event the outbox files a ticket validation result under. */
export const TICKET_VALIDATION_EVENT = 'TICKET_VALIDATION';

const STATUS_WORDS: Record<TicketValidationStatus, { zh: string; en: string }> = {
  TO_BE_USED: { zh: '待使用', en: 'To be used' },
  CHECKED_IN: { zh: '已值机', en: 'Checked in' },
  BOARDED: { zh: '已登机', en: 'Boarded' },
  USED: { zh: '已使用', en: 'Used' },
  SUSPENDED: { zh: '挂起', en: 'Suspended' },
  VOIDED: { zh: '已作废', en: 'Voided' },
  NOT_PRINTED: { zh: '未出票', en: 'Not printed' },
  CHANGED: { zh: '已改期', en: 'Changed' },
  REFUNDED: { zh: '已退票', en: 'Refunded' },
};

/** The result in the request's language: the ticket, then each segment's flight, departure and status. */
export function validationMailText(t: VerifiedTicket, language: UpstreamLanguage): string {
  const en = language === 'en_US';
  const lines = t.segments.map((seg) => {
    const when = `${localDate(Date.parse(seg.departureTime), seg.departureTimeZone)} ${localTime(
      Date.parse(seg.departureTime),
      seg.departureTimeZone,
    )}`;
    const words = STATUS_WORDS[seg.status];
    const route = `${seg.departure.cityName} → ${seg.arrival.cityName}`;
    return en
      ? `${seg.flightNo} ${route}, departs ${when} (local time): ${words.en}`
      : `${seg.flightNo} ${route}，${when}（当地时间）起飞：${words.zh}`;
  });
  const head = en
    ? `Ticket verification: ticket ${t.ticketNo}, passenger ${t.passengerName}.`
    : `客票验真结果：票号 ${t.ticketNo}，旅客 ${t.passengerName}。`;
  return [head, ...lines].join('\n');
}
