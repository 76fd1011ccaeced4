import { COMPLAINT_SWITCH_KEY, SHUTDOWN_KEY, UpstreamPath } from '@/lib/contract';
import { DEMO } from './account-api';
import { FLIGHT_DATE, adult, idNumber, reserveBody } from './booking-api';
import { TODAY } from './test-server';
import { type Json } from './seeded-random';
import type { Seed } from './fuzz-requests';
import { type FuzzIds, shop } from './fuzz-samples';

/** Valid requests of the system, shopping, sandbox and content routes, the start of the fuzz's mutations. */
export function siteSamples(ids: FuzzIds): Record<string, Seed> {
  return {
    [`GET ${UpstreamPath.health}`]: {},
    [`POST ${UpstreamPath.busiParameter}`]: { body: { ...SHUTDOWN_KEY } },
    [`GET ${UpstreamPath.systemIp}`]: {},
    [`GET ${UpstreamPath.cityByIp}`]: { query: { ip: '1.2.3.4' } },
    [`GET ${UpstreamPath.adminMaintenance}`]: { ops: true },
    [`POST ${UpstreamPath.adminMaintenance}`]: { ops: true, body: { on: false } },
    [`POST ${UpstreamPath.adminBusiParameter}`]: { ops: true, body: { type: COMPLAINT_SWITCH_KEY.type, on: true } },
    [`POST ${UpstreamPath.adminCmsPublish}`]: {
      ops: true,
      body: { categoryTypeCode: 'NOTICE', language: 'zh_CN', key: 'fuzz', title: '测试公告', summary: null },
    },
    [`POST ${UpstreamPath.adminCmsWithdraw}`]: { ops: true, body: { id: 'notice-zh-fuzz' } },
    [`GET ${UpstreamPath.cityVersion}`]: {},
    [`GET ${UpstreamPath.cityDictionary}`]: { query: { v: '1' } },
    [`GET ${UpstreamPath.routeNetwork}`]: { query: { language: 'zh_CN' } },
    [`POST ${UpstreamPath.routeRecommendNear}`]: {
      body: {
        channelNo: 'B2C',
        language: 'zh_CN',
        currency: 'CNY',
        arrAirportCode: 'PEK',
        depAirportCode: 'CAN',
        beginDate: TODAY,
        endDate: FLIGHT_DATE,
        size: 10,
      },
    },
    [`GET ${UpstreamPath.routeRecommendByDep}`]: {
      query: { depCityCode: 'CAN', language: 'zh_CN', currency: 'CNY', size: '10' },
    },
    [`GET ${UpstreamPath.calendarShopping}`]: {
      query: { ...shop, startDate: TODAY, endDate: FLIGHT_DATE, legIndex: '0' },
    },
    [`GET ${UpstreamPath.searchFlight}`]: { query: { ...shop, childCount: '0', infantCount: '0' } },
    [`GET ${UpstreamPath.seatMap}`]: { query: { flightId: ids.flightId, currency: 'CNY' } },
    [`POST ${UpstreamPath.addOnCatalogue}`]: {
      body: { fareIds: [ids.fareId], passengers: [{ type: 'ADT' }], currency: 'CNY', language: 'zh_CN' },
    },
    [`POST ${UpstreamPath.reservePrice}`]: { body: reserveBody([ids.fareId]) as unknown as Json },
    [`POST ${UpstreamPath.reserve}`]: {
      body: reserveBody([ids.fareId], {
        passengers: [adult({ name: '李云雀', certificateNumber: idNumber('1990-03-07', '871') })],
      }) as unknown as Json,
    },
    [`POST ${UpstreamPath.reserveDeductions}`]: {
      body: { fareIds: [ids.fareId], passengers: [{ type: 'ADT' }], currency: 'CNY' },
    },
    [`GET ${UpstreamPath.sandboxClock}`]: {},
    [`POST ${UpstreamPath.sandboxClock}`]: { body: { offsetMs: 60_000 } },
    [`GET ${UpstreamPath.sandboxOutbox}`]: { query: { to: DEMO.cellphone, limit: '5' } },
    [`GET ${UpstreamPath.sandboxOauthAuthorize}`]: {
      params: { provider: 'wechat' },
      query: { redirect_uri: 'http://localhost:3000/api/account/oauth/wechat/callback', state: 'state-1' },
    },
    [`POST ${UpstreamPath.sandboxOauthAuthorize}`]: {
      params: { provider: 'qq' },
      body: {
        redirect_uri: 'http://localhost:3000/api/account/oauth/qq/callback',
        state: 'state-1',
        decision: 'allow',
        identity: 'qq-user-1',
      },
    },
    [`POST ${UpstreamPath.sandboxRealNameReview}`]: {
      body: { memberId: ids.memberId, approve: false, reason: 'blurred' },
    },
    [`POST /sandbox/realname/age`]: { body: { memberId: ids.memberId, days: 30 } },
    [`GET /sandbox/realname/:memberId/photo`]: { params: { memberId: ids.memberId } },
    [`GET /sandbox/captcha/:challengeId`]: { params: { challengeId: ids.challengeId } },
    [`GET ${UpstreamPath.sandboxQrScanner}`]: { params: { qrId: ids.qrId } },
    [`POST ${UpstreamPath.sandboxQrScanner}`]: {
      params: { qrId: ids.qrId },
      body: { decision: 'cancel', cellphone: DEMO.cellphone, password: 'wrong-password' },
    },
    [`GET ${UpstreamPath.sandboxPay}`]: { params: { paymentId: ids.paymentId }, query: { lang: 'en' } },
    [`POST ${UpstreamPath.sandboxPay}`]: {
      params: { paymentId: ids.paymentId },
      body: { decision: 'fail', cardNumber: '4000000000000002', lang: 'zh' },
    },
    [`POST ${UpstreamPath.sandboxTicketing}`]: { body: { orderNo: ids.orderNo, fail: false } },
    [`POST ${UpstreamPath.sandboxRunJobs}`]: {},
    [`GET ${UpstreamPath.queryFlightStatus}`]: { query: { dep: 'CAN', arr: 'BJS', arrType: 'AREA', date: TODAY } },
    [`POST ${UpstreamPath.sandboxFlightStatus}`]: {
      body: {
        flightNo: ids.flightId.slice(0, -11),
        date: ids.flightId.slice(-10),
        status: 'DELAYED',
        delayMinutes: 30,
      },
    },
    [`POST /sandbox/check-in/counter`]: { body: { orderNo: ids.orderNo, segmentIndex: 0, passengerIds: ['x'] } },
    [`DELETE ${UpstreamPath.sandboxFaults}`]: {},
    [`POST ${UpstreamPath.cmsQuery}`]: {
      body: {
        siteId: 'b2c',
        appkey: 'web',
        appId: 'web',
        categoryTypeCode: 'NOTICE',
        language: 'zh_CN',
        pageNo: 1,
        pageSize: 10,
      },
    },
    [`POST ${UpstreamPath.cmsItem}`]: { body: { id: 'news-zh-1' } },
    [`POST ${UpstreamPath.cmsSearch}`]: { body: { keyword: '行李', language: 'zh_CN', pageNo: 1, pageSize: 10 } },
    [`POST ${UpstreamPath.complaintSubmit}`]: {
      body: {
        name: '王小明',
        certificateNumber: 'E98765432',
        phone: '13912345678',
        type: 'complaint',
        content: 'The flight left two hours late.',
        captchaToken: 'not-a-real-token',
      },
    },
    [`POST ${UpstreamPath.tips}`]: {
      body: { language: 'zh_CN', tipsParamList: [{ dest: 'PEK', dept: 'CAN', flightDate: FLIGHT_DATE }] },
    },
  };
}
