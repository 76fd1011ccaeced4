import { forwardedFor, readSession, upstreamContextFor } from '@/app/api/_lib/route-test-kit';
import type { OrderDetail } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

const order = {
  orderNo: 'YQ2026112300000001',
  price: { actualAmount: 45_000, currency: 'CNY' },
  contact: { name: 'Li Lei' },
} as unknown as OrderDetail;
jest.mock('../_lib/order-due', () => ({ orderDue: async () => order, payerOf: () => 'Li Lei' }));
const paymentApply = jest.fn();
jest.mock('@/lib/upstream/payment', () => ({ paymentApply: (...args: unknown[]) => paymentApply(...args) }));

forwardedFor('10.30.0.1');
readSession.mockImplementation(async () => null);
upstreamContextFor.mockImplementation(async () => ({}));
process.env.PUBLIC_SITE_URL = 'https://www.airline.test';
process.env.ALLOWED_ORIGINS = 'https://m.airline.test';

function apply(origin: string) {
  return POST(
    new Request('http://localhost:3000/api/payment/apply', {
      method: 'POST',
      headers: { host: 'localhost:3000', origin, 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify({ orderNo: order.orderNo, channel: 'GATEWAY', attempt: 'attempt-0001' }),
    }),
    { params: Promise.resolve({}) },
  );
}

describe('POST /api/payment/apply (spec §3 payment application)', () => {
  beforeEach(() => {
    paymentApply.mockReset();
    paymentApply.mockResolvedValue(upstreamOk({ url: 'https://pay.airline.test/g/1' }));
  });

  it('asks the gateway to return to /{locale}/result on the public origin, whatever allowed origin posted', async () => {
    for (const origin of ['https://www.airline.test', 'https://m.airline.test']) {
      const response = await apply(origin);
      expect(response.status).toBe(200);
      const [, request] = paymentApply.mock.calls.at(-1) as [unknown, { webCallbackUrl: string; amount: number }];
      expect(request.webCallbackUrl).toBe('https://www.airline.test/en-US/result');
      expect(request.amount).toBe(45_000);
    }
  });

  it('refuses an origin that is not allowed, even one equal to the Host, and asks the gateway nothing', async () => {
    for (const origin of ['https://evil.example', 'http://localhost:3000']) {
      expect((await apply(origin)).status).toBe(403);
    }
    expect(paymentApply).not.toHaveBeenCalled();
  });
});
