import {
  bffLocale,
  callUpstream,
  forwardedFor,
  mockedNextCache,
  mockedUpstreamClient,
  readSession,
  upstreamContextFor,
} from '@/app/api/_lib/route-test-kit';
import { ResultCode, UpstreamPath } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

// Spec §7 getContentByCode seat_tips; decision 22: the seat tips in the page's language, sanitized as every CMS
// fragment is, read anonymously (public content, cached as the CMS reads are, decision 7).

jest.mock('next/cache', () => mockedNextCache);
let locale = 'en-US';
jest.mock('@/lib/upstream/client', () => mockedUpstreamClient);

forwardedFor('10.71.2.1');
readSession.mockImplementation(async () => ({ memberId: 'M1', token: 'member-token' }));
bffLocale.mockImplementation(async () => locale);
upstreamContextFor.mockImplementation(async () => ({ language: 'en_US', channel: 'B2C', token: 'member-token' }));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

async function get() {
  const response = await GET(new Request('http://shop.test/api/seat/tips', { headers: { 'x-sf-locale': locale } }), {
    params: Promise.resolve({}),
  });
  return {
    status: response.status,
    cache: response.headers.get('cache-control'),
    ...((await response.json()) as { code: string; data?: { html: string; title: string } }),
  };
}

const lastCall = () =>
  callUpstream.mock.calls.at(-1)![0] as { path: string; context: { token?: string }; body: Record<string, unknown> };

beforeEach(() => {
  callUpstream.mockReset();
  locale = 'en-US';
});

describe('GET /api/seat/tips (spec §7 getContentByCode seat_tips; decision 22)', () => {
  it("asks in the locale's language, anonymously, and sanitizes the rich text for display", async () => {
    callUpstream.mockResolvedValue(
      upstreamOk({
        typeCode: 'seat_tips',
        title: 'Seat tips',
        html: '<p onclick="x()">Exit rows <strong>need</strong> able adults.</p><script>alert(1)</script><a href="javascript:x">go</a>',
      }),
    );
    const answer = await get();
    expect(answer.code).toBe(ResultCode.OK);
    expect(answer.data?.title).toBe('Seat tips');
    expect(answer.data?.html).toContain('<p>Exit rows <strong>need</strong> able adults.</p>');
    expect(answer.data?.html).not.toMatch(/script|onclick|javascript/);
    expect(answer.cache).toBe('private, max-age=300');
    expect(lastCall().path).toBe(UpstreamPath.contentByCode);
    expect(lastCall().body).toEqual({ typeCode: 'seat_tips', language: 'en_US' });
    expect(lastCall().context.token).toBeUndefined();
    const { unstable_cache: cached } = jest.requireMock<{ unstable_cache: jest.Mock }>('next/cache');
    expect(cached).toHaveBeenCalledWith(expect.any(Function), ['seat-tips'], { revalidate: 300, tags: ['cms'] });
  });

  it('reads the Chinese tips on a Chinese page', async () => {
    locale = 'zh-CN';
    callUpstream.mockResolvedValue(upstreamOk({ typeCode: 'seat_tips', title: '选座须知', html: '<p>须知</p>' }));
    expect((await get()).data?.html).toBe('<p>须知</p>');
    expect(lastCall().body).toEqual({ typeCode: 'seat_tips', language: 'zh_CN' });
  });

  it('a failure answers its code and is not cached by the browser', async () => {
    callUpstream.mockResolvedValue({ ok: false, code: ResultCode.UPSTREAM_UNAVAILABLE, msg: 'x' });
    expect(await get()).toMatchObject({ code: ResultCode.UPSTREAM_UNAVAILABLE, cache: 'no-store' });
  });
});
