import { and, eq } from 'drizzle-orm';
import { ResultCode, type ServiceRequest } from '@/lib/contract';
import { asDb } from '../booking/lifecycle';
import { bookingOrder, serviceRequest } from '../db/schema';
import { ApiError } from '../errors';
import { gatewayFor } from '../account/code-delivery';
import type { Services } from '../services';
import { requestViews, type ServiceRequestRow } from './views';

const BRAND = { zh_CN: '【云雀航空】', en_US: 'Skylark Airlines: ' } as const;

const WHAT = {
  WHEELCHAIR: { zh_CN: '轮椅服务', en_US: 'wheelchair' },
  SPECIAL_BAGGAGE: { zh_CN: '特殊行李', en_US: 'special baggage' },
} as const;

/** The SMS of the desk's answer, in the language the request was made in (spec §8: the result is sent by SMS). */
export function answerSms(
  r: Pick<ServiceRequestRow, 'language' | 'kind' | 'requestNo' | 'orderNo'>,
  passengerName: string,
  flightNo: string,
  flightDate: string,
  decision: 'confirm' | 'reject',
  reason: string | null,
): string {
  const what = WHAT[r.kind][r.language];
  if (r.language === 'en_US')
    return decision === 'confirm'
      ? `${BRAND.en_US}your ${what} request ${r.requestNo} for ${passengerName} on ${flightNo} ${flightDate} (booking ${r.orderNo}) is confirmed.`
      : `${BRAND.en_US}your ${what} request ${r.requestNo} for ${passengerName} on ${flightNo} ${flightDate} (booking ${r.orderNo}) could not be accepted: ${reason}. Please contact customer service.`;
  return decision === 'confirm'
    ? `${BRAND.zh_CN}您为${passengerName}申请的${flightDate} ${flightNo}航班${what}（申请号 ${r.requestNo}，订单 ${r.orderNo}）已确认。`
    : `${BRAND.zh_CN}您为${passengerName}申请的${flightDate} ${flightNo}航班${what}（申请号 ${r.requestNo}，订单 ${r.orderNo}）未能受理：${reason}。如有疑问请联系客服。`;
}

/**
 * The airline's desk answers a submitted request (the sandbox stands in for it): confirmed, or rejected with a
 * reason. The answer and its SMS to the order's contact phone are one transaction: an answer is never kept
 * without its SMS handed to the gateway. Without a gateway nothing is sent. A request answered or withdrawn already
 * is SERVICE_REQUEST_ANSWERED.
 */
export async function answerServiceRequest(
  s: Services,
  requestNo: string,
  decision: 'confirm' | 'reject',
  reason: string | null,
): Promise<ServiceRequest> {
  const [row] = await s.db.select().from(serviceRequest).where(eq(serviceRequest.requestNo, requestNo));
  if (!row) throw new ApiError(ResultCode.NOT_FOUND, 'no such request');
  if (row.state !== 'SUBMITTED') throw new ApiError(ResultCode.SERVICE_REQUEST_ANSWERED, row.state);
  const [order] = await s.db.select().from(bookingOrder).where(eq(bookingOrder.orderNo, row.orderNo));
  if (!order) throw new ApiError(ResultCode.NOT_FOUND, 'no such order');
  const [view] = await requestViews(s, order, row.language, requestNo);
  const now = s.clock.now();
  await s.db.transaction(async (raw) => {
    const tx = asDb(raw);
    const [done] = await tx
      .update(serviceRequest)
      .set({
        state: decision === 'confirm' ? 'CONFIRMED' : 'REJECTED',
        answeredAt: new Date(now),
        deskReason: decision === 'reject' ? reason : null,
      })
      .where(and(eq(serviceRequest.requestNo, requestNo), eq(serviceRequest.state, 'SUBMITTED')))
      .returning({ requestNo: serviceRequest.requestNo });
    if (!done) throw new ApiError(ResultCode.SERVICE_REQUEST_ANSWERED, 'answered meanwhile');
    const contact = order.contact as { areaCode?: string; mobile?: string } | null;
    const mobile = contact?.mobile || order.contactMobile;
    if (!mobile) return;
    await gatewayFor(s, 'SMS')?.deliver(tx, {
      channel: 'SMS',
      to: `${contact?.areaCode || '86'}-${mobile}`,
      event: 'SERVICE_REQUEST_ANSWERED',
      code: '',
      text: answerSms(row, view?.passengerName ?? '', view?.flightNo ?? '', view?.flightDate ?? '', decision, reason),
      sentAt: new Date(now),
    });
  });
  return (await requestViews(s, order, row.language, requestNo))[0]!;
}
