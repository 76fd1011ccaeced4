import { UpstreamPath } from '@/lib/contract';
import { CONTACT, idNumber } from './booking-api';
import type { Seed } from './fuzz-requests';
import { type FuzzIds, phone, billing, callback, savedPassenger, PNG_1PX } from './fuzz-samples';

/** Valid requests of the account, member, payment, check-in, boarding pass and seat routes. */
export function memberSamples(ids: FuzzIds): Record<string, Seed> {
  return {
    [`GET ${UpstreamPath.idType}`]: { query: { language: 'zh_CN' } },
    [`POST ${UpstreamPath.login}`]: { body: { ...phone, password: 'Skylark2026', remember: false } },
    [`POST ${UpstreamPath.logout}`]: { body: { channelNo: 'B2C' } },
    [`POST ${UpstreamPath.phoneLogin}`]: { body: { channelNo: 'B2C', ...phone, verifyCode: '123456' } },
    [`POST ${UpstreamPath.register}`]: {
      body: { ...phone, verifyCode: '123456', password: 'Skylark2027', agreement: true, captchaToken: 'token' },
    },
    [`GET ${UpstreamPath.memberInfoQuery}`]: {},
    [`POST ${UpstreamPath.memberInfoQuery}`]: { body: {} },
    [`POST ${UpstreamPath.personalInfo}`]: { body: { nickname: '云雀' } },
    [`POST ${UpstreamPath.checkVerifyCode}`]: { body: { ...phone, verifyCode: '123456', event: 'REGISTER' } },
    [`POST ${UpstreamPath.resetPassword}`]: { body: { ...phone, verifyCode: '123456', newPassword: 'Skylark2027' } },
    [`POST ${UpstreamPath.thirdPartyLogin}`]: { body: { provider: 'WECHAT', code: 'code-1', remember: false } },
    [`POST ${UpstreamPath.thirdPartyBind}`]: {
      body: { method: 'PASSWORD', bindTicket: 'ticket-1', account: '13700001111', password: 'Skylark2026' },
    },
    [`POST ${UpstreamPath.qrCreate}`]: { body: { channelNo: 'B2C' } },
    [`GET ${UpstreamPath.qrStatus}`]: { query: { qrId: ids.qrId } },
    [`POST ${UpstreamPath.qrLogin}`]: { body: { qrId: ids.qrId, ticket: 'ticket-1', remember: false } },
    [`POST ${UpstreamPath.changePassword}`]: { body: { oldPassword: 'NotThePassword1', newPassword: 'Skylark2027' } },
    [`POST ${UpstreamPath.bindPhone}`]: { body: { ...phone, verifyCode: '123456' } },
    [`POST ${UpstreamPath.bindEmail}`]: { body: { email: 'new@example.com', verifyCode: '123456' } },
    [`GET ${UpstreamPath.realName}`]: {},
    [`POST ${UpstreamPath.realName}`]: {
      body: {
        name: '张云雀',
        certificateType: 'NI',
        certificateNumber: idNumber('1990-03-07'),
        photoBase64: PNG_1PX,
      },
    },
    [`GET ${UpstreamPath.savedPassengers}`]: {},
    [`POST ${UpstreamPath.savedPassengerAdd}`]: { body: savedPassenger },
    [`POST ${UpstreamPath.savedPassengerUpdate}`]: { body: { ...savedPassenger, passengerId: 'no-such-passenger' } },
    [`POST ${UpstreamPath.savedPassengerDelete}`]: { body: { passengerId: 'no-such-passenger' } },
    [`POST ${UpstreamPath.savedPassengerBatchDelete}`]: { body: { passengerIds: ['no-such-passenger'] } },
    [`GET ${UpstreamPath.specialDocuments}`]: { query: { passengerId: 'no-such-passenger' } },
    // The two uploads take multipart/form-data only (docs/decisions/0019-multipart-uploads.md): these JSON
    // samples, as this fuzz sends them, must be refused with a 4xx (checked below), never a 5xx.
    [`POST ${UpstreamPath.specialDocumentSubmit}`]: {
      body: {
        passengerId: 'no-such-passenger',
        type: 'STU',
        number: 'S2026001',
        expiry: '2030-01-01',
        images: [PNG_1PX],
      },
    },
    [`POST ${UpstreamPath.specialDocumentResubmit}`]: {
      body: { documentId: 'no-such-document', number: 'S2026001', expiry: '2030-01-01', images: [PNG_1PX] },
    },
    [`POST ${UpstreamPath.specialDocumentDelete}`]: { body: { documentId: 'no-such-document' } },
    [`GET ${UpstreamPath.specialDocumentImage}`]: { query: { documentId: 'no-such-document', seq: '1' } },
    [`POST ${UpstreamPath.sandboxSpecialDocumentReview}`]: {
      body: { documentId: 'no-such-document', approve: true },
    },
    [`GET ${UpstreamPath.memberDocuments}`]: {},
    [`GET ${UpstreamPath.memberDocumentFile}`]: { params: { documentId: 'medif' } },
    [`GET ${UpstreamPath.bookList}`]: { params: { kind: 'contacts' } },
    [`POST ${UpstreamPath.bookAdd}`]: {
      params: { kind: 'contacts' },
      body: { data: { name: '王小明', areaCode: '86', mobile: '13911112222', email: '' } },
    },
    [`POST ${UpstreamPath.bookUpdate}`]: {
      params: { kind: 'contacts' },
      body: { id: 'no-such-entry', data: { name: '王小明', areaCode: '86', mobile: '13911112222', email: '' } },
    },
    [`POST ${UpstreamPath.bookDelete}`]: { params: { kind: 'addresses' }, body: { id: 'no-such-entry' } },
    [`POST ${UpstreamPath.bookSetDefault}`]: { params: { kind: 'invoice-headers' }, body: { id: 'no-such-entry' } },
    [`GET ${UpstreamPath.regions}`]: { query: { code: '440000' } },
    [`POST ${UpstreamPath.sendVerifyCode}`]: {
      body: { channelNo: 'B2C', event: 'REGISTER', type: 'SMS', ...phone, captchaToken: 'token' },
    },
    [`GET ${UpstreamPath.captchaChallenge}`]: {},
    [`POST ${UpstreamPath.captchaAnswer}`]: {
      body: { challengeId: ids.challengeId, position: 0.5, durationMs: 900 },
    },
    [`GET ${UpstreamPath.captchaAudio}`]: { query: { challengeId: ids.audioChallengeId } },
    [`GET ${UpstreamPath.captchaVerify}`]: { query: { validate: 'token' } },
    [`GET ${UpstreamPath.myOrders}`]: { query: { tab: 'ALL', period: 'M3', pageNo: '1', pageSize: '10' } },
    [`GET ${UpstreamPath.myFlightOrder}`]: { params: { orderNo: ids.orderNo } },
    [`POST ${UpstreamPath.visitorOrder}`]: {
      body: { orderNo: ids.orderNo, passengerName: '张云雀', mobile: CONTACT.mobile },
    },
    [`POST ${UpstreamPath.cancelOrder}`]: { body: { orderNo: 'YQ2026120100000000' } },
    [`POST ${UpstreamPath.oceanPayment}`]: {
      body: {
        orderNo: ids.orderNo,
        amount: 100,
        currency: 'USD',
        productName: 'Air ticket',
        productNum: 1,
        billing,
        webCallbackUrl: callback,
      },
    },
    [`POST ${UpstreamPath.paymentApply}`]: {
      body: { orderNo: ids.orderNo, amount: 100, currency: 'CNY', channelNo: 'B2C', webCallbackUrl: callback },
    },
    [`POST ${UpstreamPath.walletPay}`]: { body: { orderNo: ids.orderNo, amount: 100, currency: 'CNY' } },
    // The wallet's cards and transfers (decision 64).
    [`POST ${UpstreamPath.walletCardAdd}`]: {
      body: { cardType: 'DEBITCARD', bank: 'ICBC', cardNo: '4000000000000002', verifyCode: '123456' },
    },
    [`POST ${UpstreamPath.walletCardRemove}`]: { body: { cardId: 'card' } },
    [`POST ${UpstreamPath.walletRecharge}`]: { body: { cardId: 'card', amount: 100 } },
    [`POST ${UpstreamPath.walletWithdraw}`]: { body: { cardId: 'card', amount: 100 } },
    // Online check-in (routes/check-in.ts): the member's calls, and a visitor's proof where a body carries one.
    [`POST ${UpstreamPath.checkInTrips}`]: { body: { queryType: 'ALL' } },
    [`POST ${UpstreamPath.checkInVisitorTrips}`]: { body: { ticketNo: '9020000000000', name: '张云雀' } },
    [`POST ${UpstreamPath.checkInFriendTrip}`]: { body: { ticketNo: '9020000000000', name: '张云雀' } },
    [`POST ${UpstreamPath.checkIsSelf}`]: { body: { passengerId: 'no-such-passenger' } },
    [`POST ${UpstreamPath.checkInState}`]: {
      body: {
        orderNo: ids.orderNo,
        segmentIndex: 0,
        visitor: { certificateNumber: idNumber('1990-03-07'), name: '张云雀' },
      },
    },
    [`POST ${UpstreamPath.checkIn}`]: {
      body: {
        orderNo: ids.orderNo,
        segmentIndex: 0,
        passengers: [{ passengerId: 'x', seatNo: '20C' }],
        clauseAgreed: true,
      },
    },
    [`POST ${UpstreamPath.checkInCancel}`]: { body: { orderNo: ids.orderNo, segmentIndex: 0, passengerIds: ['x'] } },
    // The boarding pass (routes/boarding-pass.ts): the member's, or a visitor's proof in the body.
    [`POST ${UpstreamPath.boardingPasses}`]: { body: { orderNo: ids.orderNo, segmentIndex: 0 } },
    [`POST ${UpstreamPath.boardingPassPdf}`]: {
      body: { orderNo: ids.orderNo, segmentIndex: 0, visitor: { ticketNo: '9020000000000', name: '张云雀' } },
    },
    [`POST ${UpstreamPath.boardingPassEmail}`]: {
      body: { orderNo: ids.orderNo, segmentIndex: 0, email: 'fuzz@example.com' },
    },
    // Seats and add-ons after booking (routes/seat-selection.ts): scoped as check-in is.
    [`POST ${UpstreamPath.seatChart}`]: { body: { orderNo: ids.orderNo, segmentIndex: 0 } },
    [`POST ${UpstreamPath.seatServiceFare}`]: {
      body: { orderNo: ids.orderNo, segmentIndex: 0, serviceType: 'SEAT', currency: 'CNY' },
    },
    [`POST ${UpstreamPath.contentByCode}`]: { body: { typeCode: 'seat_tips', language: 'zh_CN' } },
    [`POST ${UpstreamPath.orderAddOnOffer}`]: {
      params: { orderNo: ids.orderNo },
      body: { orderNo: ids.orderNo, segmentIndex: 0, types: ['SEAT', 'BAGGAGE'], currency: 'CNY' },
    },
    [`POST ${UpstreamPath.orderAddOnReserve}`]: {
      params: { orderNo: ids.orderNo },
      body: {
        orderNo: ids.orderNo,
        segmentIndex: 0,
        sessionId: 'no-such-session',
        currency: 'CNY',
        amount: 3_000,
        points: 100,
        services: [{ kind: 'SEAT', passengerId: 'x', seatNo: '20C' }],
        checkIn: { passengerIds: ['x'], clauseAgreed: true },
      },
    },
    [`POST ${UpstreamPath.addOnOrder}`]: {
      body: { orderNo: ids.orderNo, segmentIndex: 0, addOnOrderNo: 'YQ2026120100000000' },
    },
    [`POST ${UpstreamPath.pointsInfo}`]: { body: {} },
    [`POST ${UpstreamPath.pointsForSeat}`]: { body: { amount: 3_000, currency: 'CNY' } },
    [`POST ${UpstreamPath.pointsDeductForSeat}`]: { body: { amount: 3_000, currency: 'CNY', subPoints: 100 } },
    [`POST ${UpstreamPath.sandboxSeatFares}`]: { body: { flightId: ids.flightId, withdrawn: ['20C'] } },
    // Points, growth and the daily sign-in (decision 65).
    [`POST ${UpstreamPath.pointsDetail}`]: { body: { months: 2, page: 1 } },
    [`POST ${UpstreamPath.growthInfo}`]: { body: { months: 6, page: 1 } },
    [`POST ${UpstreamPath.signInInfos}`]: { body: { year: 2026, month: 12 } },
    [`POST ${UpstreamPath.signIn}`]: { body: {} },
    [`POST ${UpstreamPath.pointsSupplementList}`]: { body: {} },
    [`POST ${UpstreamPath.pointsSupplementApply}`]: {
      body: { documentId: 'REAL_NAME', flightNo: 'YQ1234', flightDate: '2026-11-25', ticketNo: '9021234567890' },
    },
  };
}
