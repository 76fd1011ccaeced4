import { liveGuard } from './live-guard';
import { refuseUnknownMethod } from './methods.mjs';

// Issue 29 §5: TRACE and other methods the site never serves answer 405 before Next, never a 500.
describe('refuseUnknownMethod on a live server', () => {
  const guard = liveGuard(refuseUnknownMethod);
  const send = (method: string, path = '/zh-CN') => guard.send(method, path);
  const passedOn = () => guard.passedOn.map((req) => req.method);

  it('answers TRACE, PROPFIND, LINK and SEARCH with 405 and the methods it serves', async () => {
    for (const method of ['TRACE', 'PROPFIND', 'LINK', 'SEARCH', 'MKCOL']) {
      for (const path of ['/zh-CN', '/api/orders/lookup', '/nowhere']) {
        expect([method, path, await send(method, path)]).toEqual([
          method,
          path,
          { status: 405, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS', body: 'Method Not Allowed' },
        ]);
      }
    }
    expect(passedOn()).toEqual([]);
  });

  it('passes the methods the site serves on to Next', async () => {
    for (const method of ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']) {
      expect((await send(method)).status).toBe(200);
    }
    expect(passedOn()).toEqual(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
  });
});
