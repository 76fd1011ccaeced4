import type { UpstreamLanguage } from '@/lib/contract';
import { refundWordsEn, refundWordsZh, type RefundFacts } from './refund-words';

/**
 * The words of a traveller's notice (decision 47), in the booking's language. Every notice says what happened,
 * names the order and the flight, says what to do next and links to the page where it can be done; the SMS is that
 * in one paragraph, the e-mail adds a heading and one fact per line. Pure.
 */

/** A flight as the notice names it: local date and time at the departure airport, names in the language. */
export type NoticeFlight = { flightNo: string; date: string; depTime: string; depName: string; arrName: string };

export type NoticeFacts =
  | { event: 'FLIGHT_DELAYED'; delayMinutes: number; newDeparture: string }
  | { event: 'FLIGHT_CANCELLED' }
  | { event: 'FLIGHT_DIVERTED'; returned: boolean; toName: string }
  | RefundFacts
  | { event: 'CHANGE_CONFIRMED'; changeOrderNo: string }
  | { event: 'ADD_ON_BOUGHT'; addOnOrderNo: string };

export type NoticeInput = {
  language: UpstreamLanguage;
  orderNo: string;
  flights: NoticeFlight[];
  /** The absolute link to the page where the next step is done, in the booking's locale. */
  link: string;
  facts: NoticeFacts;
};

export type NoticeTexts = { sms: string; email: string };

const BRAND = { zh_CN: '【云雀航空】', en_US: 'Skylark Airlines: ' } as const;

/** An amount in minor units as the notice says it: '￥1,234.00' or 'US$12.50'. */
export function noticeMoney(minor: number, currency: string): string {
  const sign = currency === 'USD' ? 'US$' : '￥';
  const [whole, cents] = (minor / 100).toFixed(2).split('.');
  return `${sign}${whole!.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}.${cents}`;
}

function flightLine(f: NoticeFlight, en: boolean): string {
  return en
    ? `${f.flightNo} ${f.depName} to ${f.arrName}, ${f.date} ${f.depTime} (local time)`
    : `${f.flightNo} ${f.depName}—${f.arrName}，${f.date} ${f.depTime}（当地时间）`;
}

type Words = { headline: string; what: string; next: string };

const IRREGULAR_NEXT = {
  zh: '您可免费改到其他航班、全额退票（非自愿）或保留原客票，请在此选择：',
  en: 'You can change to another flight free of charge, get a full (involuntary) refund, or keep your ticket. Choose here: ',
};

function zhWords(n: NoticeInput, flights: string): Words {
  const f = n.facts;
  switch (f.event) {
    case 'FLIGHT_DELAYED':
      return {
        headline: `航班 ${n.flights[0]?.flightNo ?? ''} 延误`,
        what: `您订单 ${n.orderNo} 的航班 ${flights} 延误约 ${f.delayMinutes} 分钟，预计 ${f.newDeparture}（当地时间）起飞。`,
        next: IRREGULAR_NEXT.zh,
      };
    case 'FLIGHT_CANCELLED':
      return {
        headline: `航班 ${n.flights[0]?.flightNo ?? ''} 取消`,
        what: `您订单 ${n.orderNo} 的航班 ${flights} 已取消。`,
        next: IRREGULAR_NEXT.zh,
      };
    case 'FLIGHT_DIVERTED':
      return {
        headline: `航班 ${n.flights[0]?.flightNo ?? ''} ${f.returned ? '返航' : '备降'}`,
        what: `您订单 ${n.orderNo} 的航班 ${flights} 已${f.returned ? `返航${f.toName}` : `备降${f.toName}`}。`,
        next: IRREGULAR_NEXT.zh,
      };
    case 'REFUND_APPROVED':
    case 'REFUND_PAID':
      return refundWordsZh(f, n.orderNo, flights);
    case 'CHANGE_CONFIRMED':
      return {
        headline: `订单 ${n.orderNo} 改期成功`,
        what: `您订单 ${n.orderNo} 的改期已确认（改期订单 ${f.changeOrderNo}），新航班：${flights}，新客票已出。`,
        next: '请按新航班出行，可在订单详情查看新客票并办理值机：',
      };
    case 'ADD_ON_BOUGHT':
      return {
        headline: `附加服务订单 ${f.addOnOrderNo} 已生效`,
        what: `您为订单 ${n.orderNo} 的航班 ${flights} 购买的附加服务（订单 ${f.addOnOrderNo}）已支付并生效。`,
        next: '可在附加服务订单中查看或退订：',
      };
  }
}

function enWords(n: NoticeInput, flights: string): Words {
  const f = n.facts;
  switch (f.event) {
    case 'FLIGHT_DELAYED':
      return {
        headline: `Flight ${n.flights[0]?.flightNo ?? ''} is delayed`,
        what: `Flight ${flights} of booking ${n.orderNo} is delayed by about ${f.delayMinutes} minutes; it is now expected to leave at ${f.newDeparture} (local time).`,
        next: IRREGULAR_NEXT.en,
      };
    case 'FLIGHT_CANCELLED':
      return {
        headline: `Flight ${n.flights[0]?.flightNo ?? ''} is cancelled`,
        what: `Flight ${flights} of booking ${n.orderNo} is cancelled.`,
        next: IRREGULAR_NEXT.en,
      };
    case 'FLIGHT_DIVERTED':
      return {
        headline: `Flight ${n.flights[0]?.flightNo ?? ''} ${f.returned ? 'returned' : 'is diverted'}`,
        what: f.returned
          ? `Flight ${flights} of booking ${n.orderNo} returned to ${f.toName}.`
          : `Flight ${flights} of booking ${n.orderNo} is diverted to ${f.toName}.`,
        next: IRREGULAR_NEXT.en,
      };
    case 'REFUND_APPROVED':
    case 'REFUND_PAID':
      return refundWordsEn(f, n.orderNo, flights);
    case 'CHANGE_CONFIRMED':
      return {
        headline: `Your change to booking ${n.orderNo} is confirmed`,
        what: `The change of booking ${n.orderNo} is confirmed (change order ${f.changeOrderNo}); your new flight is ${flights}, with new tickets.`,
        next: 'Travel on the new flight. See the new tickets and check in on your booking: ',
      };
    case 'ADD_ON_BOUGHT':
      return {
        headline: `Add-on order ${f.addOnOrderNo} is confirmed`,
        what: `The add-ons you bought for flight ${flights} of booking ${n.orderNo} (order ${f.addOnOrderNo}) are paid and confirmed.`,
        next: 'See or cancel them on your add-on order: ',
      };
  }
}

/** The SMS and e-mail of one notice. */
export function noticeTexts(n: NoticeInput): NoticeTexts {
  const en = n.language === 'en_US';
  const flights = n.flights.map((f) => flightLine(f, en)).join(en ? '; ' : '；');
  const w = en ? enWords(n, flights) : zhWords(n, flights);
  const brand = en ? BRAND.en_US : BRAND.zh_CN;
  const sms = `${brand}${w.what}${en ? ' ' : ''}${w.next}${n.link}`;
  const email = [
    `${brand}${w.headline}`,
    '',
    w.what,
    '',
    en ? `Booking: ${n.orderNo}` : `订单号：${n.orderNo}`,
    ...n.flights.map((f) => (en ? `Flight: ${flightLine(f, true)}` : `航班：${flightLine(f, false)}`)),
    '',
    `${w.next}${n.link}`,
  ].join('\n');
  return { sms, email };
}
