import { UpstreamPath } from '@/lib/contract';
import { CONTACT, FLIGHT_DATE } from './booking-api';
import type { Seed } from './fuzz-requests';
import { type FuzzIds } from './fuzz-samples';

/** Valid requests of the routes that change a ticketed order: refunds, date and name changes, add-ons, services. */
export function orderChangeSamples(ids: FuzzIds): Record<string, Seed> {
  return {
    // Refunds (routes/refunds.ts): the member's order, or a visitor's proof in the body. The commit takes
    // multipart/form-data only (decision 19): its JSON sample must be refused with a 4xx (checked below).
    [`POST ${UpstreamPath.refundQuote}`]: {
      body: {
        orderNo: ids.orderNo,
        items: [{ passengerId: 'x', segmentIndex: 0 }],
        refundType: 'INVOLUNTARY',
        visitor: { passengerName: '张云雀', mobile: CONTACT.mobile },
      },
    },
    [`POST ${UpstreamPath.refundCommit}`]: {
      body: {
        payload: JSON.stringify({
          orderNo: ids.orderNo,
          items: [{ passengerId: 'x', segmentIndex: 0 }],
          refundType: 'VOLUNTARY',
          reason: 'OTHER',
          note: 'fuzz',
          quotedAmount: 0,
        }),
      },
    },
    [`POST ${UpstreamPath.refundList}`]: { body: { orderNo: ids.orderNo } },
    [`GET ${UpstreamPath.refundAttachment}`]: { query: { refundNo: 'RF2026120100000000', seq: '1' } },
    [`POST ${UpstreamPath.sandboxRefundDecide}`]: { body: { refundNo: 'RF2026120100000000', decision: 'approve' } },
    // Date changes (routes/reschedule.ts): scoped as refunds; the commit takes an Idempotency-Key.
    [`POST ${UpstreamPath.rescheduleFlights}`]: {
      body: {
        orderNo: ids.orderNo,
        visitor: { passengerName: '张云雀', mobile: CONTACT.mobile },
        items: [{ passengerId: 'x', segmentIndex: 0 }],
        dates: [{ segmentIndex: 0, date: FLIGHT_DATE }],
        currency: 'CNY',
      },
    },
    [`POST ${UpstreamPath.rescheduleQuote}`]: {
      body: {
        orderNo: ids.orderNo,
        items: [{ passengerId: 'x', segmentIndex: 0 }],
        choices: [{ segmentIndex: 0, fareId: ids.fareId }],
      },
    },
    [`POST ${UpstreamPath.rescheduleCommit}`]: {
      body: {
        orderNo: ids.orderNo,
        visitor: { passengerName: '张云雀', mobile: CONTACT.mobile },
        items: [{ passengerId: 'x', segmentIndex: 0 }],
        choices: [{ segmentIndex: 0, fareId: ids.fareId }],
        quotedTotal: 0,
      },
    },
    [`POST ${UpstreamPath.rescheduleList}`]: { body: { orderNo: ids.orderNo } },
    // Irregular flights (routes/irregular.ts): scoped as refunds; the free change takes an Idempotency-Key.
    [`POST ${UpstreamPath.irregularFind}`]: {
      body: { orderNo: ids.orderNo, visitor: { passengerName: '张云雀', mobile: CONTACT.mobile } },
    },
    [`POST ${UpstreamPath.irregularFlights}`]: {
      body: {
        orderNo: ids.orderNo,
        visitor: { passengerName: '张云雀', mobile: CONTACT.mobile },
        segmentIndex: 0,
        items: [{ passengerId: 'x', segmentIndex: 0 }],
        date: FLIGHT_DATE,
      },
    },
    [`POST ${UpstreamPath.irregularChange}`]: {
      body: {
        orderNo: ids.orderNo,
        visitor: { passengerName: '张云雀', mobile: CONTACT.mobile },
        segmentIndex: 0,
        items: [{ passengerId: 'x', segmentIndex: 0 }],
        fareId: ids.fareId,
      },
    },
    [`POST ${UpstreamPath.irregularKeep}`]: { body: { orderNo: ids.orderNo, segmentIndex: 0 } },
    // The self-service hall (routes/self-service.ts): an order or an e-ticket, with a visitor's proof or a token.
    [`POST ${UpstreamPath.selfServiceTrip}`]: {
      body: { orderNo: ids.orderNo, visitor: { passengerName: '张云雀', mobile: CONTACT.mobile } },
    },
    // Name and document changes (routes/passenger-modify.ts): scoped as refunds; the change takes an Idempotency-Key.
    [`POST ${UpstreamPath.passengerModifyCheck}`]: {
      body: { orderNo: ids.orderNo, visitor: { passengerName: '张云雀', mobile: CONTACT.mobile } },
    },
    [`POST ${UpstreamPath.passengerModify}`]: {
      body: {
        orderNo: ids.orderNo,
        visitor: { passengerName: '张云雀', mobile: CONTACT.mobile },
        passengerId: 'x',
        field: 'NAME',
        name: '张云',
        mobile: CONTACT.mobile,
        mobileConfirm: CONTACT.mobile,
      },
    },
    [`POST ${UpstreamPath.passengerModifyList}`]: { body: { orderNo: ids.orderNo } },
    // Add-ons on an existing order (routes/add-ons.ts): the member's order, or a visitor's proof in the body.
    [`POST ${UpstreamPath.addOnServices}`]: {
      params: { orderNo: ids.orderNo },
      body: { orderNo: ids.orderNo, visitor: { passengerName: '张云雀', mobile: CONTACT.mobile } },
    },
    [`POST ${UpstreamPath.addOnOffer}`]: {
      params: { orderNo: ids.orderNo },
      body: { orderNo: ids.orderNo, segmentIndex: 0, types: ['BAGGAGE', 'INSURANCE'], currency: 'CNY' },
    },
    [`POST ${UpstreamPath.addOnReserve}`]: {
      params: { orderNo: ids.orderNo },
      body: {
        orderNo: ids.orderNo,
        segmentIndex: 0,
        sessionId: 'no-such-session',
        amount: 2_000,
        points: 0,
        services: [{ kind: 'INSURANCE', passengerId: 'x', productCode: 'INS_DELAY' }],
        claimAccount: { provinceCode: '440000', bank: 'ICBC', cardNo: '6212345678901232' },
      },
    },
    [`POST ${UpstreamPath.addOnOrders}`]: { body: { orderNo: ids.orderNo } },
    [`POST ${UpstreamPath.addOnOrderDetail}`]: { body: { addOnOrderNo: 'YQ2026120100000000' } },
    // Special services (routes/service-requests.ts): scoped as the add-ons; the desk is a sandbox control.
    [`POST ${UpstreamPath.serviceRequestOptions}`]: {
      params: { orderNo: ids.orderNo },
      body: { orderNo: ids.orderNo, visitor: { passengerName: '张云雀', mobile: CONTACT.mobile } },
    },
    [`POST ${UpstreamPath.serviceRequestSubmit}`]: {
      params: { orderNo: ids.orderNo },
      body: {
        orderNo: ids.orderNo,
        segmentIndex: 0,
        passengerId: 'x',
        request: { kind: 'SPECIAL_BAGGAGE', baggageType: 'GOLF', lengthCm: 149, widthCm: 40, heightCm: 30 },
      },
    },
    [`POST ${UpstreamPath.serviceRequestList}`]: { body: { orderNo: ids.orderNo } },
    [`POST ${UpstreamPath.serviceRequestCancel}`]: {
      body: { orderNo: ids.orderNo, requestNo: 'SR2026120100000000' },
    },
    [`POST ${UpstreamPath.sandboxServiceRequestDecide}`]: {
      body: { requestNo: 'SR2026120100000000', decision: 'confirm' },
    },
    [`POST ${UpstreamPath.paymentVerifyReturn}`]: {
      body: {
        type: 'ticket',
        orderNumber: ids.orderNo,
        pay: 'success',
        paymentId: ids.paymentId,
        amount: '100',
        sign: '0'.repeat(64),
      },
    },
  };
}
