import { bffLocale, forwardedFor, upstreamContextFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { GET } from './route';

let visitorIp = '10.41.0.1';
const captchaAudio = jest.fn();
jest.mock('@/lib/upstream/member-verification', () => ({
  captchaAudio: (...args: unknown[]) => captchaAudio(...args),
}));

forwardedFor(() => visitorIp);
// An audio element sends no x-sf-locale: the route's own locale is the default one.
bffLocale.mockImplementation(async () => 'zh-CN');
upstreamContextFor.mockImplementation(async (locale: string) => ({ language: locale === 'en-US' ? 'en_US' : 'zh_CN' }));
process.env.TRUST_PROXY = '1';

const WAV = Buffer.concat([Buffer.from('RIFF\x24\x00\x00\x00WAVEfmt ', 'latin1'), Buffer.alloc(32, 7)]);
const get = (query: string) =>
  GET(new Request(`http://shop.test/api/account/captcha/audio?${query}`), { params: Promise.resolve({}) });

beforeEach(() => {
  captchaAudio.mockReset();
  upstreamContextFor.mockClear();
});

describe('GET /api/account/captcha/audio (decision 16)', () => {
  it("answers the WAV's bytes for the page's <audio>, never cached or sniffed, in the query's language", async () => {
    visitorIp = '10.41.0.2';
    captchaAudio.mockResolvedValue(upstreamOk({ audio: WAV.toString('base64') }));
    const response = await get('challengeId=c-1&locale=en-US');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('audio/wav');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-length')).toBe(String(WAV.length));
    expect(Buffer.from(await response.arrayBuffer())).toEqual(WAV);
    expect(upstreamContextFor).toHaveBeenCalledWith('en-US');
    expect(captchaAudio).toHaveBeenCalledWith({ language: 'en_US' }, 'c-1');
  });

  it('answers a refused challenge as JSON in the page language, which an audio element cannot play', async () => {
    visitorIp = '10.41.0.3';
    captchaAudio.mockResolvedValue({ ok: false, code: ResultCode.CAPTCHA_FAILED, msg: 'x' });
    const refused = await get('challengeId=gone&locale=en-US');
    expect(refused.status).toBe(400);
    expect(refused.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await refused.json()).toEqual({
      code: ResultCode.CAPTCHA_FAILED,
      msg: 'Verification failed, drag the slider again',
    });
    const chinese = await get('challengeId=gone');
    expect(upstreamContextFor).toHaveBeenLastCalledWith('zh-CN');
    expect(await chinese.json()).toEqual({ code: ResultCode.CAPTCHA_FAILED, msg: '验证失败，请重新拖动滑块' });
  });

  it('refuses a missing or malformed challenge id or locale before calling airline-api', async () => {
    visitorIp = '10.41.0.4';
    for (const query of ['', 'challengeId=', `challengeId=${'x'.repeat(65)}`, 'challengeId=c-1&locale=fr-FR']) {
      const response = await get(query);
      expect(response.status).toBe(400);
      expect((await response.json()).code).toBe(ResultCode.BAD_REQUEST);
    }
    expect(captchaAudio).not.toHaveBeenCalled();
  });

  it('limits the recordings one address may fetch a minute', async () => {
    visitorIp = '10.41.0.5';
    captchaAudio.mockResolvedValue(upstreamOk({ audio: WAV.toString('base64') }));
    for (let i = 0; i < 30; i += 1) expect((await get('challengeId=c-1&locale=zh-CN')).status).toBe(200);
    const limited = await get('challengeId=c-1&locale=zh-CN');
    expect(limited.status).toBe(429);
    expect((await limited.json()).code).toBe(ResultCode.RATE_LIMITED);
    expect(captchaAudio).toHaveBeenCalledTimes(30);
  });
});
