import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BoardingPassBodySchema,
  BoardingPassEmailBodySchema,
  ResultCode,
  UpstreamPath,
  type BoardingPassPdfData,
  type BoardingPassViewData,
  type UpstreamLanguage,
} from '@/lib/contract';
import { encodeBcbp } from '@/lib/domain/boarding-pass';
import { countAttempt } from '../account/attempt-limits';
import { boardingPassPdf } from '../boarding-pass/pdf';
import { notFound, scopeOf, type CheckInScope } from '../check-in/access';
import { boardingPass } from '../check-in/boarding-pass-data';
import { segmentInScope } from '../check-in/operations';
import { usableTicket, type CheckInRow, type OrderBundle } from '../check-in/state';
import { statusesOf } from '../check-in/trips';
import type { FlightInstance } from '../domain/network';
import { localDate, localTime } from '../domain/time-zone';
import { ApiError } from '../errors';
import { languageOf, parse, sendOk } from '../http';
import { gatewayFor } from '../account/code-delivery';
import type { Services } from '../services';

/**
 * The boarding pass (spec §2 Check-in and seats, /checkin/printBoardingPass/{type}: view, send by e-mail,
 * print; decision 20; decisions 20 and 21): one pass per checked-in passenger per segment, answered as data
 * (with the IATA BCBP string the barcode carries), as a PDF, or mailed. Scoped like check-in: the member of
 * the token, or a visitor's proof in the body. A segment with no active check-in has no pass, so a cancelled
 * check-in's pass is gone: NOT_FOUND, the same answer as an order this caller may not see.
 */

/** Mails of one order's passes in a day (decision 20): enough to resend, too few to spam anyone with it. */
export const BOARDING_PASS_MAILS_PER_ORDER = 5;
export const BOARDING_PASS_MAIL_WINDOW_MS = 24 * 60 * 60_000;
/** The event the outbox files a boarding pass mail under. */
export const BOARDING_PASS_EVENT = 'BOARDING_PASS';

const DEFAULT_ZONE = 'Asia/Shanghai';

/** An airport of the pass by name in both languages, with its zone and the flight's terminal there. */
function place(s: Services, code: string, terminal: string | null) {
  const a = s.network.airport(code);
  return {
    city: { zh: a?.cityNameZh || code, en: a?.cityNameEn || code },
    airport: {
      zh: a?.airportNameZh || a?.nameZh || code,
      en: a?.airportNameEn || a?.nameEn || code,
    },
    timeZone: a?.timeZone || DEFAULT_ZONE,
    terminal,
  };
}

/**
 * One pass as it is shown, drawn and mailed: check-in's pass data (the barcode's items), its BCBP string, and
 * the airports by name. Gate and boarding time are not known here (no departure control system feeds them),
 * so they are left out and the pass says 'see airport screens'.
 */
function passView(s: Services, b: OrderBundle, row: CheckInRow, flight: FlightInstance): BoardingPassViewData {
  const passenger = b.passengers.find((p) => p.psgIndex === row.psgIndex)!;
  const data = boardingPass(s, b, passenger, row, flight);
  const arrival = place(s, flight.route.arrAirport, flight.schedule.arrTerminal ?? null);
  return {
    ...data,
    barcode: encodeBcbp(data),
    departure: place(s, flight.route.depAirport, flight.schedule.depTerminal ?? null),
    arrival,
    arrivalTime: new Date(flight.arrUtcMs).toISOString(),
    arrivalTimeZone: arrival.timeZone,
    international: flight.route.international,
  };
}

/**
 * The passes of one segment this scope may see: its passengers' active check-ins on a ticket that can still
 * fly, in passenger order. None (never checked in, cancelled, refunded) is NOT_FOUND; so is an order that is
 * no longer ticketed, which check-in itself answers 'ticket not usable'.
 */
export async function segmentPasses(
  s: Services,
  scope: CheckInScope,
  orderNo: string,
  segIndex: number,
  language: UpstreamLanguage = 'zh_CN',
): Promise<BoardingPassViewData[]> {
  const seg = await segmentInScope(s, scope, orderNo, segIndex).catch((err: unknown) => {
    if (err instanceof ApiError && err.code === ResultCode.CHECK_IN_TICKET_NOT_USABLE) throw notFound();
    throw err;
  });
  const b = seg.bundle;
  const rows = b.checkIns
    .filter((c) => c.segIndex === segIndex && c.status === 'CHECKED_IN' && (!seg.only || seg.only.has(c.psgIndex)))
    .filter((c) => usableTicket(b.tickets.find((t) => t.psgIndex === c.psgIndex && t.segIndex === segIndex)))
    .sort((x, y) => x.psgIndex - y.psgIndex);
  if (rows.length === 0) throw notFound();
  // The flight's current status: a delay set after check-in shows on the pass too.
  const flightStatus = (await statusesOf(s, [seg.flight], language)).get(seg.flight.flightId);
  return rows.map((row) => ({ ...passView(s, b, row, seg.flight), ...(flightStatus && { flightStatus }) }));
}

/** boarding-pass-<order>-<segment, from 1>.pdf */
export const passFileName = (orderNo: string, segIndex: number) => `boarding-pass-${orderNo}-${segIndex + 1}.pdf`;

async function passPdf(passes: BoardingPassViewData[], language: UpstreamLanguage): Promise<Buffer> {
  return Buffer.from(await boardingPassPdf(passes, language === 'en_US' ? 'en' : 'zh'));
}

async function passesOfRequest(s: Services, req: FastifyRequest) {
  const body = parse(BoardingPassBodySchema, req.body);
  const scope = await scopeOf(s, req, body.visitor);
  const passes = await segmentPasses(s, scope, body.orderNo, body.segmentIndex, languageOf(req));
  return { body, scope, passes };
}

/** The mail's text in the request's language: the flight, each passenger's seat, and the file attached. */
export function mailText(
  passes: BoardingPassViewData[],
  attachment: { fileName: string; bytes: Buffer },
  language: UpstreamLanguage,
): string {
  const first = passes[0]!;
  const en = language === 'en_US';
  const zone = first.departureTimeZone;
  const departs = Date.parse(first.departureTime);
  const when = `${localDate(departs, zone)} ${localTime(departs, zone)}`;
  const from = `${en ? first.departure.city.en : first.departure.city.zh} ${first.from}`;
  const to = `${en ? first.arrival.city.en : first.arrival.city.zh} ${first.to}`;
  const ticket = (n: string) => `${n.slice(0, 3)}-${n.slice(3)}`;
  const seq = (n: number) => String(n).padStart(4, '0');
  const lines = passes.map((p) =>
    en
      ? `${p.passengerName}: seat ${p.seat}, sequence ${seq(p.sequenceNumber)}, e-ticket ${ticket(p.ticketNumber)}`
      : `${p.displayName}（${p.passengerName}）：座位 ${p.seat}，序号 ${seq(p.sequenceNumber)}，电子客票 ${ticket(p.ticketNumber)}`,
  );
  const sha = createHash('sha256').update(attachment.bytes).digest('hex');
  const file = `${attachment.fileName} (application/pdf, ${attachment.bytes.length} bytes, sha256 ${sha})`;
  return (
    en
      ? [
          'Skylark Airlines: your boarding pass',
          `Booking ${first.orderNo}, flight ${first.flightNo}: ${from} to ${to}, departs ${when} (local time).`,
          ...lines,
          `Attachment: ${file}`,
          'Be at the gate at least 25 minutes before departure, with the document you booked with.',
        ]
      : [
          '【云雀航空】您的登机牌',
          `订单 ${first.orderNo}，航班 ${first.flightNo}：${from} → ${to}，${when} 起飞（当地时间）。`,
          ...lines,
          `附件：${file}`,
          '请携带订票时使用的证件，至少于起飞前 25 分钟到达登机口。',
        ]
  ).join('\n');
}

/** The address to mail: the one typed, else the member's bound e-mail; a visitor must type one. */
function mailTarget(scope: CheckInScope, typed: string | undefined): string {
  const address = typed ?? (scope.kind === 'member' ? scope.member.email : null);
  if (!address)
    throw new ApiError(ResultCode.BAD_REQUEST, 'no address', { issues: { email: 'emailRequired' as const } });
  return address.toLowerCase();
}

export function registerBoardingPassRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.boardingPasses, async (req, reply) => {
    const { body, passes } = await passesOfRequest(s, req);
    return sendOk(req, reply, { orderNo: body.orderNo, segIndex: body.segmentIndex, passes });
  });

  app.post(UpstreamPath.boardingPassPdf, async (req, reply) => {
    const { body, passes } = await passesOfRequest(s, req);
    const pdf = await passPdf(passes, languageOf(req));
    const data: BoardingPassPdfData = {
      fileName: passFileName(body.orderNo, body.segmentIndex),
      contentType: 'application/pdf',
      pdfBase64: pdf.toString('base64'),
    };
    return sendOk(req, reply, data);
  });

  // Mails the PDF through the e-mail gateway (the sandbox's outbox keeps it as the mail's attachment), at
  // most 5 times a day per order.
  app.post(UpstreamPath.boardingPassEmail, async (req, reply) => {
    const body = parse(BoardingPassEmailBodySchema, req.body);
    const scope = await scopeOf(s, req, body.visitor);
    const passes = await segmentPasses(s, scope, body.orderNo, body.segmentIndex, languageOf(req));
    const to = mailTarget(scope, body.email);
    const delivery = gatewayFor(s, 'EMAIL');
    if (!delivery) throw new ApiError(ResultCode.SMS_SEND_FAILED, 'no e-mail gateway without the sandbox');
    await countAttempt(s, [
      {
        key: `boarding-pass:mail:${body.orderNo}`,
        limit: BOARDING_PASS_MAILS_PER_ORDER,
        windowMs: BOARDING_PASS_MAIL_WINDOW_MS,
      },
    ]);
    const language = languageOf(req);
    const fileName = passFileName(body.orderNo, body.segmentIndex);
    const bytes = await passPdf(passes, language);
    await delivery.deliver(s.db, {
      channel: 'EMAIL',
      to,
      event: BOARDING_PASS_EVENT,
      code: '',
      text: mailText(passes, { fileName, bytes }, language),
      sentAt: new Date(s.clock.now()),
      attachment: { name: fileName, type: 'application/pdf', bytes },
    });
    return sendOk(req, reply, { sentTo: to, passes: passes.length, attachment: { fileName, size: bytes.length } });
  });
}
