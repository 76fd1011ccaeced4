import type { FastifyInstance } from 'fastify';
import { UpstreamPath } from '@/lib/contract';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, testServer } from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

// Fault injection lets the web's handling of upstream failures be tested end to end (ARCHITECTURE: errors).
describe('sandbox faults', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => app.close());

  const health = () => app.inject({ method: 'GET', url: UpstreamPath.cityVersion });

  it('fails the next `count` calls of the armed path, then answers normally again', async () => {
    const armed = await app.inject({
      method: 'POST',
      url: UpstreamPath.sandboxFaults,
      payload: { path: UpstreamPath.cityVersion, mode: 'error', count: 2 },
    });
    expect(armed.json().code).toBe('0');
    expect((await health()).statusCode).toBe(500);
    expect((await health()).json().code).toBe('5000000');
    expect((await health()).statusCode).toBe(200);
  });

  it('can answer a body that is not JSON', async () => {
    await app.inject({
      method: 'POST',
      url: UpstreamPath.sandboxFaults,
      payload: { path: UpstreamPath.cityVersion, mode: 'garbage' },
    });
    const res = await health();
    expect(res.statusCode).toBe(502);
    expect(() => JSON.parse(res.body)).toThrow();
  });

  describe('sandbox off', () => {
    let off: FastifyInstance;
    beforeAll(async () => {
      off = await testServer({ sandbox: false });
    }, SERVER_START_TIMEOUT_MS);
    afterAll(() => off.close());

    it('has no fault controls', async () => {
      const res = await off.inject({ method: 'POST', url: UpstreamPath.sandboxFaults, payload: { path: '/x' } });
      expect(res.statusCode).toBe(404);
    });
  });
});
