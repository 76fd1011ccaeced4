import { liveGuard } from './live-guard';
import { MAX_TARGET_LENGTH, decodablePath, refuseBadTarget } from './request-target.mjs';

// Issue 29 §5 and the fuzz spec: a target Next would fail on (500) or echo into headers no client reads is
// answered before Next, clearly, and everything else passes on untouched.
describe('refuseBadTarget on a live server', () => {
  const guard = liveGuard(refuseBadTarget);
  const get = async (path: string) => {
    const { status, body } = await guard.send('GET', path);
    return { status, body };
  };
  const passedOn = () => guard.passedOn.map((req) => req.url);

  it('passes a target of exactly the limit on, and answers 414 one character over it', async () => {
    const base = '/api/member/?state=';
    const atLimit = base + 'x'.repeat(MAX_TARGET_LENGTH - base.length);
    expect(atLimit).toHaveLength(MAX_TARGET_LENGTH);
    expect(await get(atLimit)).toEqual({ status: 200, body: 'next' });
    expect(passedOn()).toEqual([atLimit]);
    const over = await get(`${atLimit}x`);
    expect(over.status).toBe(414);
    expect(over.body).toBe('请求地址过长 / The address is too long');
    expect(passedOn()).toHaveLength(1);
  });

  it('answers 400 for a path that does not decode, and passes an odd query on', async () => {
    expect((await get('/zh-CN/%E0%A4%A')).status).toBe(400);
    expect(await get('/zh-CN/book/booking?q=%')).toEqual({ status: 200, body: 'next' });
  });
});

describe('decodablePath', () => {
  it('decodes the path only', () => {
    expect(decodablePath('/zh-CN/%E7%BD%91')).toBe(true);
    expect(decodablePath('/zh-CN/%')).toBe(false);
    expect(decodablePath('/x?bad=%')).toBe(true);
  });
});
