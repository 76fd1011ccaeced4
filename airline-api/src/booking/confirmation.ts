import { eq } from 'drizzle-orm';
import type { OrderDetail, UpstreamLanguage } from '@/lib/contract';
import { gatewayFor } from '../account/code-delivery';
import { bookingOrder } from '../db/schema';
import { localDate, localTime } from '../domain/time-zone';
import type { Services } from '../services';
import { asDb } from './lifecycle';
import { displayName } from './display-names';
import { orderDetail } from './order-view';

export type ConfirmationMessage = { channel: 'SMS' | 'EMAIL'; to: string; text: string };

const BRAND = { zh_CN: '【云雀航空】', en_US: 'Skylark Airlines: ' } as const;

function money(minor: number, currency: string): string {
  return `${currency === 'USD' ? 'US$' : '￥'}${(minor / 100).toFixed(2)}`;
}

function when(iso: string, zone: string): string {
  const ms = Date.parse(iso);
  return `${localDate(ms, zone)} ${localTime(ms, zone)}`;
}

/** One flight of the itinerary, in the airports' own local times. */
function segmentLine(sg: OrderDetail['segments'][number], language: UpstreamLanguage): string {
  const dep = `${when(sg.depTime, sg.depTimeZone)} ${sg.depAirportName}`;
  const arr = `${when(sg.arrTime, sg.arrTimeZone)} ${sg.arrAirportName}`;
  return language === 'en_US'
    ? `${sg.flightNo}: departs ${dep}, arrives ${arr} (local times)`
    : `${sg.flightNo}：${dep} 起飞，${arr} 到达（当地时间）`;
}

function ticketLines(order: OrderDetail, language: UpstreamLanguage): string[] {
  return order.passengers.map((p) => {
    const tickets = order.tickets
      .filter((t) => t.passengerIndex === p.index)
      .map((t) => {
        const flight = order.segments.find((sg) => sg.segIndex === t.segIndex)?.flightNo ?? '';
        const seat = t.seatNo ? (language === 'en_US' ? `, seat ${t.seatNo}` : `，座位 ${t.seatNo}`) : '';
        return language === 'en_US'
          ? `${flight} ticket ${t.ticketNo ?? '-'}${seat}`
          : `${flight} 票号 ${t.ticketNo ?? '-'}${seat}`;
      });
    return `${displayName(p)}: ${tickets.join('; ')}`;
  });
}

/**
 * The confirmation of a ticketed order (spec §2: payment success is not ticketing success, so it goes out
 * once the tickets exist): an e-mail with the whole itinerary and an SMS with the essentials, both in the
 * language the order was made in. Pure: the caller delivers them.
 */
export function confirmationMessages(order: OrderDetail, language: UpstreamLanguage): ConfirmationMessage[] {
  const en = language === 'en_US';
  const segments = order.segments.map((sg) => segmentLine(sg, language));
  const paid = money(order.price.actualAmount, order.price.currency);
  const email = [
    en
      ? `${BRAND.en_US}your booking ${order.orderNo} is confirmed and your e-tickets are issued.`
      : `${BRAND.zh_CN}您的订单 ${order.orderNo} 已出票。`,
    '',
    en ? 'Itinerary' : '行程',
    ...segments,
    '',
    en ? 'Passengers and e-tickets' : '乘机人与电子客票',
    ...ticketLines(order, language),
    '',
    en ? `Paid: ${paid}` : `实付金额：${paid}`,
    en
      ? 'Bring the document you booked with to the airport. Check-in closes 1 hour before departure.'
      : '请携带订票时使用的证件乘机，值机于起飞前 1 小时截止。',
  ].join('\n');
  const sms = en
    ? `${BRAND.en_US}booking ${order.orderNo} ticketed. ${segments.join(' ')} Paid ${paid}.`
    : `${BRAND.zh_CN}订单 ${order.orderNo} 已出票。${segments.join('')}实付 ${paid}。`;
  const out: ConfirmationMessage[] = [];
  if (order.contact.email) out.push({ channel: 'EMAIL', to: order.contact.email.toLowerCase(), text: email });
  if (order.contact.mobile)
    out.push({ channel: 'SMS', to: `${order.contact.areaCode || '86'}-${order.contact.mobile}`, text: sms });
  return out;
}

/**
 * Sends the confirmation of an order whose tickets were just issued, through the SMS and e-mail gateway
 * (the sandbox's outbox). Without a gateway nothing is sent. Answers whether it went out.
 */
export async function sendTicketedConfirmation(s: Services, orderNo: string): Promise<boolean> {
  const delivery = s.codeDelivery;
  if (!delivery) return false;
  const [o] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, orderNo));
  if (!o || o.ticketing !== 'ISSUED') return false;
  const language = o.language;
  const order = await orderDetail(s, o, language);
  const sentAt = new Date(s.clock.now());
  await s.db.transaction(async (tx) => {
    // Each channel that has a gateway (e-mail by SMTP alone has none for SMS).
    for (const m of confirmationMessages(order, language).filter((m) => gatewayFor(s, m.channel)))
      await delivery.deliver(asDb(tx), {
        ...m,
        event: 'ORDER_TICKETED',
        code: '',
        sentAt,
      });
  });
  return true;
}
