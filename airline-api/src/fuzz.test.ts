import type { FastifyInstance, InjectOptions } from 'fastify';
import {
  COMPLAINT_SWITCH_KEY,
  CaptchaChallengeSchema,
  IDEMPOTENCY_HEADER,
  LoginDataSchema,
  PaymentApplyDataSchema,
  QrCreateDataSchema,
  SHUTDOWN_KEY,
  UpstreamHeader,
  UpstreamPath,
} from '@/lib/contract';
import { DEMO, caller, okData } from '../test/account-api';
import { CONTACT, FLIGHT_DATE, adult, idNumber, reserveBody, reserveOk, standardFare } from '../test/booking-api';
import { OPS_TOKEN, SERVER_START_TIMEOUT_MS, TODAY, testServer } from '../test/test-server';
import { fuzzSeed, seededRandom, type Json } from '../test/seeded-random';

/**
 * A fuzz of every route of the route map (server.ts): a few thousand requests built from a valid sample of
 * each route, mutated (NUL, %00, huge strings, wrong types, unicode, nested objects, negative numbers, IPv6
 * zone ids, broken JSON), sent in-process with `inject`. Any 5xx fails the test. The PRNG is seeded and the
 * seed printed: FUZZ_SEED=<seed> repeats a run, FUZZ_REQUESTS=<n> changes its size.
 */

const SEED = fuzzSeed();
const TARGET_REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 3000);
/** The fuzz stops at this budget even if the target is not reached (a busy two-core machine). */
const BUDGET_MS = 40_000;
const MIN_PER_ROUTE = 8;

const { random, chance, pick, int } = seededRandom(SEED);

const STRINGS = [
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '%00',
  'a%00b',
  '\uD800',
  '\uFFFF',
  '😀𝒳',
  '\u202Eevil',
  '张云雀\u0000',
  '<script>alert(1)</script>',
  "' OR '1'='1' --",
  '../../etc/passwd',
  'fe80::1%eth0',
  'fe80::1%25eth0',
  '1.2.3.4%eth0',
  '::ffff:1.2.3.4',
  '2026-02-30',
  '0000-00-00',
  '9999-12-31T23:59:59Z',
  '-1',
  '1e309',
  'NaN',
  'null',
  'true',
  '__proto__',
  'constructor',
  '{"a":1}',
  '\\',
  '"',
  '\r\n',
  '%',
  '%zz',
  '\t',
  'YQ00000000000000000000',
];
const NUMBERS = [
  -1,
  0,
  -0,
  1.5,
  -2147483649,
  2147483648,
  9007199254740993,
  1e308,
  -1e308,
  1e21,
  -86400000,
  8.64e15,
  -Number.MAX_SAFE_INTEGER,
];

function deep(depth: number): Json {
  let value: Json = 'bottom\u0000';
  for (let i = 0; i < depth; i += 1) value = chance(0.5) ? [value] : { nested: value };
  return value;
}

/** A value meant to break whatever reads it. */
function weird(): Json {
  const kind = random();
  if (kind < 0.45) return pick(STRINGS);
  if (kind < 0.6) return pick(NUMBERS);
  if (kind < 0.68) return pick([true, false, null]);
  if (kind < 0.74) return pick<Json>([[], {}, [null], [1, 2, 3], { a: { b: { c: [] } } }]);
  if (kind < 0.8) return 'x'.repeat(pick([256, 4_096, 65_536, 300_000]));
  if (kind < 0.85) return `${'数'.repeat(int(1, 2_000))}\u0000`;
  if (kind < 0.9) return deep(pick([20, 500, 1_000]));
  if (kind < 0.94) return Array.from({ length: pick([100, 5_000]) }, (_, i) => i);
  if (kind < 0.97) return JSON.parse('{"__proto__":{"polluted":1}}') as Json;
  return { [pick(['', '\u0000', 'constructor', 'a'.repeat(500)])]: pick(STRINGS) };
}

type Path = (string | number)[];
function pathsOf(value: Json, at: Path = [], out: Path[] = []): Path[] {
  out.push(at);
  if (Array.isArray(value)) value.forEach((item, i) => pathsOf(item, [...at, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) pathsOf(v, [...at, k], out);
  return out;
}

/** A copy of `value` with one node replaced, removed, doubled or a key added. */
function mutateOnce(value: Json): Json {
  const path = pick(pathsOf(value));
  if (path.length === 0) return chance(0.3) ? weird() : addKey(value);
  const copy = structuredClone(value);
  const parent = path.slice(0, -1).reduce<Json>((node, key) => (node as Record<string, Json>)[key]!, copy) as
    Json[] | Record<string, Json>;
  const key = path[path.length - 1]!;
  const op = random();
  if (op < 0.75) (parent as Record<string | number, Json>)[key] = weird();
  else if (op < 0.85 && !Array.isArray(parent)) delete parent[key as string];
  else if (op < 0.92)
    (parent as Record<string | number, Json>)[key] = [(parent as Record<string | number, Json>)[key]!];
  else (parent as Record<string | number, Json>)[key] = String((parent as Record<string | number, Json>)[key]);
  return copy;
}
function addKey(value: Json): Json {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  return { ...value, [pick(['extra', 'language', 'channelNo', 'token', 'a\u0000'])]: weird() };
}
function mutate(value: Json): Json {
  let out = value;
  for (let i = int(1, 3); i > 0; i -= 1) out = mutateOnce(out);
  return out;
}

/** Query values: strings as they are, objects and arrays of objects as JSON (flightCondition). */
function queryString(query: Record<string, Json>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) params.append(key, v !== null && typeof v === 'object' ? JSON.stringify(v) : String(v));
  }
  let text = params.toString();
  if (chance(0.1))
    text += pick(['&%00=1', '&a=%FF', '&b=%C0%80', '&flightCondition=%7B', '&x[y]=1', '&ip=fe80::1%25lo']);
  return text;
}

/** Raw path segments (already URL-encoded) for `:params`. */
const SEGMENTS = [
  '%00',
  'a%00b',
  '%',
  '%zz',
  '..',
  '%2e%2e',
  '-1',
  '0',
  '9'.repeat(40),
  '%C0%80',
  '%FF',
  '%E4%BD%A0%E5%A5%BD',
  encodeURIComponent('😀'),
  encodeURIComponent('fe80::1%eth0'),
  encodeURIComponent("' OR 1=1--"),
  encodeURIComponent('x'.repeat(3_000)),
];

/** Bodies sent as text: broken JSON, other types, a NUL escape, nesting far deeper than any object sent above. */
const RAW_BODIES = [
  'not json',
  '{',
  '[]',
  '"text"',
  '123',
  'null',
  '',
  '{"a":"\\u0000"}',
  '{"a":1}garbage',
  `${'['.repeat(100_000)}${']'.repeat(100_000)}`,
  `${'{"a":'.repeat(50_000)}1${'}'.repeat(50_000)}`,
];

type Seed = { query?: Record<string, Json>; body?: Json; params?: Record<string, string>; ops?: boolean };
type Route = { method: string; url: string };

/** The routes of the running server, as Fastify lists them (HEAD is GET's twin). */
function routesOf(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  // The tree prints a route that extends another one's path under it, as the rest of the path
  // ('/modAndRef/api/refund/' then 'list'): a line's path is its parent's (less indented) and its own.
  const parents: { depth: number; url: string }[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /([^\s│├└─]\S*)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = match.index;
    while (parents.length && parents[parents.length - 1]!.depth >= depth) parents.pop();
    const url = `${parents[parents.length - 1]?.url ?? ''}${match[1]!}`;
    parents.push({ depth, url });
    for (const method of match[2]?.split(', ') ?? []) if (method !== 'HEAD') routes.push({ method, url });
  }
  return routes;
}

/** Routes left out: arming a fault makes the next calls fail with a 5xx on purpose (sandbox control). */
const LEFT_OUT = new Set([`POST ${UpstreamPath.sandboxFaults}`]);

const PNG_1PX = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

describe('fuzz: no request makes airline-api answer a 5xx', () => {
  let app: FastifyInstance;
  const ids = {
    token: '',
    memberId: '',
    orderNo: '',
    paymentId: '',
    qrId: '',
    challengeId: '',
    /** A challenge only the audio route reads (the answer route's sample uses the other one up). */
    audioChallengeId: '',
    fareId: '',
    flightId: '',
  };

  beforeAll(async () => {
    app = await testServer();
    const login = okData(
      LoginDataSchema,
      await caller(app, '10.8.8.8').post(UpstreamPath.login, { cellphone: DEMO.cellphone, password: DEMO.password }),
    );
    ids.token = login.token;
    ids.memberId = login.memberId;
    const fare = await standardFare(app, 3);
    ids.fareId = fare.fareId;
    ids.flightId = fare.flight.flightId;
    const order = await reserveOk(app, reserveBody([fare.fareId]));
    ids.orderNo = order.orderNo;
    const apply = await caller(app).post(UpstreamPath.paymentApply, {
      orderNo: ids.orderNo,
      amount: order.price.actualAmount,
      currency: 'CNY',
      webCallbackUrl: 'http://localhost:3000/zh-CN/pay/return',
    });
    ids.paymentId = okData(PaymentApplyDataSchema, apply).paymentId;
    ids.qrId = okData(QrCreateDataSchema, await caller(app).post(UpstreamPath.qrCreate, {})).qrId;
    ids.challengeId = okData(
      CaptchaChallengeSchema,
      await app.inject({ url: UpstreamPath.captchaChallenge }),
    ).challengeId;
    ids.audioChallengeId = okData(
      CaptchaChallengeSchema,
      await app.inject({ url: UpstreamPath.captchaChallenge }),
    ).challengeId;
  }, SERVER_START_TIMEOUT_MS);
  afterAll(async () => {
    await app.close();
  });

  /** A valid request of each route, the start of its mutations. */
  function seeds(): Record<string, Seed> {
    const legs = [
      { index: 0, depCode: 'CAN', arrCode: 'PEK', depDate: FLIGHT_DATE, depCodeType: 'CITY', arrCodeType: 'CITY' },
    ];
    const shop = {
      channelNo: 'B2C',
      language: 'zh_CN',
      currency: 'CNY',
      tripType: 'OW',
      adultCount: '1',
      flightCondition: legs,
    };
    const phone = { cellphoneCode: '86', cellphone: '13700001111' };
    const billing = {
      firstName: 'Yun',
      lastName: 'Zhang',
      email: 'zhang@example.com',
      phone: '+8613812345678',
      country: 'US',
      city: 'Seattle',
      address: '1 Main St',
      zip: '98101',
    };
    const callback = 'http://localhost:3000/zh-CN/pay/return';
    const savedPassenger = {
      surname: 'LI',
      givenName: 'MING',
      gender: 'M',
      birthday: '1985-05-05',
      nationality: 'CN',
      certificateType: 'PP',
      certificateNumber: 'E12345678',
      certificateValidity: '2032-01-01',
      areaCode: '86',
      mobile: '13911112222',
    };
    return {
      [`GET ${UpstreamPath.health}`]: {},
      [`POST ${UpstreamPath.busiParameter}`]: { body: { ...SHUTDOWN_KEY } },
      [`GET ${UpstreamPath.systemIp}`]: {},
      [`GET ${UpstreamPath.cityByIp}`]: { query: { ip: '1.2.3.4' } },
      [`GET ${UpstreamPath.adminMaintenance}`]: { ops: true },
      [`POST ${UpstreamPath.adminMaintenance}`]: { ops: true, body: { on: false } },
      [`POST ${UpstreamPath.adminBusiParameter}`]: { ops: true, body: { type: COMPLAINT_SWITCH_KEY.type, on: true } },
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
      [`POST ${UpstreamPath.ancillaryCatalogue}`]: {
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
      [`POST ${UpstreamPath.orderAncillaryOffer}`]: {
        params: { orderNo: ids.orderNo },
        body: { orderNo: ids.orderNo, segmentIndex: 0, types: ['SEAT', 'BAGGAGE'], currency: 'CNY' },
      },
      [`POST ${UpstreamPath.orderAncillaryReserve}`]: {
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
      [`POST ${UpstreamPath.ancillaryOrder}`]: {
        body: { orderNo: ids.orderNo, segmentIndex: 0, ancillaryOrderNo: 'YQ2026120100000000' },
      },
      [`POST ${UpstreamPath.pointsInfo}`]: { body: {} },
      [`POST ${UpstreamPath.pointsForSeat}`]: { body: { amount: 3_000, currency: 'CNY' } },
      [`POST ${UpstreamPath.pointsDeductForSeat}`]: { body: { amount: 3_000, currency: 'CNY', subPoints: 100 } },
      [`POST ${UpstreamPath.sandboxSeatFares}`]: { body: { flightId: ids.flightId, withdrawn: ['20C'] } },
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
      [`POST ${UpstreamPath.addOnOrder}`]: { body: { ancillaryOrderNo: 'YQ2026120100000000' } },
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

  /** One request of a route: its sample, mutated (or now and then as it is). */
  function request(route: Route, seed: Seed) {
    const pristine = chance(0.1);
    let url = route.url.replace(/:(\w+)/g, (_, name: string) =>
      pristine || chance(0.5) ? encodeURIComponent(seed.params?.[name] ?? 'x') : pick(SEGMENTS),
    );
    if (seed.query) {
      const query = pristine || chance(0.3) ? seed.query : (mutate(seed.query) as Record<string, Json>);
      url += `?${queryString(query && typeof query === 'object' && !Array.isArray(query) ? query : { q: query })}`;
    } else if (chance(0.15)) url += `?${queryString({ [pick(['language', 'lang', 'x'])]: weird() })}`;

    const headers: Record<string, string> = {};
    const member = random();
    if (member < 0.7) headers[UpstreamHeader.token] = ids.token;
    else if (member < 0.8) headers[UpstreamHeader.token] = pick(['garbage', 'x'.repeat(2_000), '%00', '\u00e9']);
    if (seed.ops && chance(0.8)) headers.authorization = `Bearer ${OPS_TOKEN}`;
    if (chance(0.3)) headers[UpstreamHeader.language] = pick(['zh_CN', 'en_US', 'xx', '']);
    if (chance(0.7)) headers[IDEMPOTENCY_HEADER] = `fuzz-${int(0, 1e9)}`;
    if (chance(0.1)) headers[UpstreamHeader.antiFraud] = Buffer.from(JSON.stringify(weird())).toString('base64url');

    if (route.method === 'GET' || route.method === 'DELETE') return { method: route.method, url, headers };
    if (chance(0.08)) {
      headers['content-type'] = pick([
        'application/json',
        'application/json',
        'text/plain',
        'application/x-www-form-urlencoded',
      ]);
      return { method: route.method, url, headers, payload: pick(RAW_BODIES) };
    }
    const body = seed.body === undefined ? {} : seed.body;
    return { method: route.method, url, headers, payload: (pristine ? body : mutate(body)) as object };
  }

  it(`covers every route with mutated requests and never answers 5xx (seed ${SEED})`, async () => {
    // Printed so that a failure can be repeated: FUZZ_SEED=<seed> npx jest airline-api/src/fuzz.test.ts
    console.log(`airline-api fuzz seed ${SEED}`);
    const table = seeds();
    const routes = routesOf(app).filter((r) => !LEFT_OUT.has(`${r.method} ${r.url}`));
    expect(routes.length).toBeGreaterThan(60);
    const unseeded = routes.map((r) => `${r.method} ${r.url}`).filter((key) => !table[key]);
    if (unseeded.length > 0) console.log(`fuzzed without a valid sample (add one to seeds()): ${unseeded.join(', ')}`);

    const failures: string[] = [];
    const sent = new Map<string, number>();
    const timing = new Map<string, number>();
    const statuses = new Map<number, number>();
    const started = Date.now();
    let total = 0;
    for (let round = 0; ; round += 1) {
      const done = total >= TARGET_REQUESTS || Date.now() - started > BUDGET_MS;
      if (done && round >= MIN_PER_ROUTE) break;
      for (const route of routes) {
        const key = `${route.method} ${route.url}`;
        // Past the minimum, a slow route (password hashing) is sent every fourth round only.
        const mean = (timing.get(key) ?? 0) / (sent.get(key) ?? 1);
        if (round >= MIN_PER_ROUTE && mean > 40 && round % 4 !== 0) continue;
        const call = request(route, table[key] ?? {});
        const t0 = Date.now();
        const res = await app.inject(call as InjectOptions);
        timing.set(key, (timing.get(key) ?? 0) + Date.now() - t0);
        statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
        total += 1;
        sent.set(key, (sent.get(key) ?? 0) + 1);
        if (res.statusCode >= 500) {
          const payload = JSON.stringify(call.payload ?? null) ?? '';
          failures.push(
            `${res.statusCode} ${call.method} ${call.url.slice(0, 300)} body=${payload.slice(0, 300)} → ${res.body.slice(0, 200)}`,
          );
        }
        // Put back what a control changed, so the next requests meet the seeded state.
        if (key === `POST ${UpstreamPath.sandboxClock}`) app.airline.clock.setOffset(0);
        if (key === `POST ${UpstreamPath.adminBusiParameter}`)
          await app.inject({
            method: 'POST',
            url: UpstreamPath.adminBusiParameter,
            headers: { authorization: `Bearer ${OPS_TOKEN}` },
            payload: { type: COMPLAINT_SWITCH_KEY.type, on: true },
          });
      }
    }
    console.log(
      `airline-api fuzz: ${total} requests over ${routes.length} routes in ${Date.now() - started} ms; statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(Math.min(...sent.values())).toBeGreaterThanOrEqual(MIN_PER_ROUTE);
    expect({ seed: SEED, failures: failures.slice(0, 20), count: failures.length }).toEqual({
      seed: SEED,
      failures: [],
      count: 0,
    });
  }, 180_000);

  it('refuses the JSON samples of the multipart-only uploads as bad requests (4xx, not 5xx)', async () => {
    const table = seeds();
    for (const path of [
      UpstreamPath.specialDocumentSubmit,
      UpstreamPath.specialDocumentResubmit,
      UpstreamPath.refundCommit,
    ]) {
      const res = await app.inject({
        method: 'POST',
        url: path,
        headers: { [UpstreamHeader.token]: ids.token },
        payload: table[`POST ${path}`]!.body as object,
      });
      expect({ path, status: res.statusCode }).toEqual({ path, status: 400 });
    }
  });
});
