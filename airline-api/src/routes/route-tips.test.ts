// @postgres (decision 57): the tip table's dates come from a migration, so the engines are both proven.
// Issue 33 §3: the results page's route tips (spec §7 POST cms/tips/getTipsContent) and the departure city's
// recommendations (spec §7 GET routeRecommend/getByDepCityCode), as the web reads them.
import type { FastifyInstance } from 'fastify';
import {
  ErrorEnvelopeSchema,
  ResultCode,
  RouteRecommendDataSchema,
  TipsDataSchema,
  UpstreamPath,
} from '@/lib/contract';
import { addDays } from '../domain/dates';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, TODAY, testServer } from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

let app: FastifyInstance;
beforeAll(async () => {
  app = await testServer();
}, SERVER_START_TIMEOUT_MS);
afterAll(() => app.close());

const post = (payload: Record<string, unknown>) => app.inject({ method: 'POST', url: UpstreamPath.tips, payload });
const titles = async (dept: string, dest: string, flightDate: string, language = 'en_US') => {
  const answer = await post({ language, tipsParamList: [{ dept, dest, flightDate }] });
  expect(answer.statusCode).toBe(200);
  return TipsDataSchema.parse(answer.json().data).map((tip) => tip.title);
};

describe('POST cms/tips/getTipsContent: by route and flight date (spec §7)', () => {
  it('a dated tip of the departure airport comes first within its days, then the destination tip', async () => {
    expect((await titles('CAN', 'LXA', addDays(TODAY, 7))).slice(0, 2)).toEqual([
      'Security works at Baiyun T3',
      'High altitude',
    ]);
  });

  it('the dated tip holds on its first and last day, not the day before nor the day after', async () => {
    const has = async (offset: number) =>
      (await titles('CAN', 'WUH', addDays(TODAY, offset))).includes('Security works at Baiyun T3');
    expect(await has(-8)).toBe(false);
    expect(await has(-7)).toBe(true);
    expect(await has(45)).toBe(true);
    expect(await has(46)).toBe(false);
  });

  it('after the dated tip, the destination tip is first and the departure tip second', async () => {
    expect((await titles('CAN', 'LXA', addDays(TODAY, 50))).slice(0, 2)).toEqual(['High altitude', 'Guangzhou Baiyun']);
  });

  it('a tip for any route holds only on its days (the holiday peak: day 60 to day 75)', async () => {
    const has = async (offset: number) => (await titles('SZX', 'WUH', addDays(TODAY, offset))).includes('Holiday peak');
    expect(await has(59)).toBe(false);
    expect(await has(60)).toBe(true);
    expect(await has(75)).toBe(true);
    expect(await has(76)).toBe(false);
  });

  it('answers in the language asked, the same tips in both', async () => {
    expect((await titles('CAN', 'LXA', addDays(TODAY, 7), 'zh_CN')).slice(0, 2)).toEqual([
      '白云机场T3安检通道改造',
      '高原出行提示',
    ]);
  });

  it('refuses a flight date that is not a date', async () => {
    const answer = await post({ language: 'en_US', tipsParamList: [{ dept: 'CAN', dest: 'LXA', flightDate: '7/12' }] });
    expect(ErrorEnvelopeSchema.parse(answer.json()).code).toBe(ResultCode.BAD_REQUEST);
  });
});

describe('GET routeRecommend/getByDepCityCode (spec §7)', () => {
  const byDep = (query: string) => app.inject({ url: `${UpstreamPath.routeRecommendByDep}?${query}` });

  it('routes from the city, cheapest first, each with its date in the coming month and its price', async () => {
    const answer = await byDep('depCityCode=LXA&language=en_US&currency=CNY&size=4');
    const list = RouteRecommendDataSchema.parse(answer.json().data).routeRecommendList;
    expect(list.length).toBeGreaterThan(0);
    expect(list.length).toBeLessThanOrEqual(4);
    expect(list.every((r) => r.depAirPort === 'LXA' && r.depCityName === 'Lhasa')).toBe(true);
    expect(list.map((r) => r.price)).toEqual([...list.map((r) => r.price)].sort((a, b) => a - b));
    expect(list.every((r) => r.flightDate > TODAY && r.flightDate <= addDays(TODAY, 30))).toBe(true);
  });

  it('an unknown city is a bad request', async () => {
    const answer = await byDep('depCityCode=ZZZ&language=en_US');
    expect(ErrorEnvelopeSchema.parse(answer.json()).code).toBe(ResultCode.BAD_REQUEST);
  });
});
