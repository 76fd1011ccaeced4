import type { FastifyInstance } from 'fastify';
import { ComplaintDataSchema, UpstreamPath, envelopeSchema } from '@/lib/contract';
import { captchaTarget } from '../../test/account-api';
import { solveProofOfWork } from '../../test/captcha-proof';
import { DB_TEST_TIMEOUT_MS, SERVER_START_TIMEOUT_MS, OPS_TOKEN, testServer } from '../../test/test-server';

jest.setTimeout(DB_TEST_TIMEOUT_MS);

// Spec §2/§3: the complaint and suggestion form, stored behind a captcha, and its switch.
describe('complaints', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await testServer();
  }, SERVER_START_TIMEOUT_MS);
  afterAll(() => app.close());

  async function captchaToken(): Promise<string> {
    const challenge = (await app.inject({ method: 'GET', url: UpstreamPath.captchaChallenge })).json().data;
    const answer = await app.inject({
      method: 'POST',
      url: UpstreamPath.captchaAnswer,
      // Where the notch is, as the sandbox tells it: the challenge carries only its picture.
      payload: {
        challengeId: challenge.challengeId,
        position: await captchaTarget(app, challenge.challengeId),
        durationMs: 900,
        proofOfWork: solveProofOfWork(challenge.proofOfWork),
      },
    });
    return answer.json().data.captchaToken;
  }

  const body = async (token?: string) => ({
    name: 'Li Lei',
    certificateNumber: 'E12345678',
    phone: '13800138000',
    type: 'complaint',
    content: 'My flight was delayed and nobody told me.',
    captchaToken: token ?? (await captchaToken()),
  });

  const switchTo = (on: boolean) =>
    app.inject({
      method: 'POST',
      url: UpstreamPath.adminBusiParameter,
      headers: { authorization: `Bearer ${OPS_TOKEN}` },
      payload: { type: 'COMPLAINT_SWITCH', on },
    });

  it('stores a complaint with a good captcha token, once per token', async () => {
    const payload = await body();
    const res = await app.inject({ method: 'POST', url: UpstreamPath.complaintSubmit, payload });
    expect(res.statusCode).toBe(200);
    expect(envelopeSchema(ComplaintDataSchema).parse(res.json()).data?.complaintId).toMatch(/^CS[0-9A-F]{12}$/);
    const again = await app.inject({ method: 'POST', url: UpstreamPath.complaintSubmit, payload });
    expect(again.json().code).toBe('3000004');
  });

  it('refuses a missing or made-up captcha token', async () => {
    const res = await app.inject({ method: 'POST', url: UpstreamPath.complaintSubmit, payload: await body('made-up') });
    expect(res.json().code).toBe('3000004');
  });

  it('is closed while the switch is off, and only ops can switch it', async () => {
    const anonymous = await app.inject({
      method: 'POST',
      url: UpstreamPath.adminBusiParameter,
      payload: { type: 'COMPLAINT_SWITCH', on: false },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await switchTo(false)).json().data.on).toBe(false);
    const closed = await app.inject({ method: 'POST', url: UpstreamPath.complaintSubmit, payload: await body() });
    expect(closed.json().code).toBe('6100001');
    await switchTo(true);
    const open = await app.inject({ method: 'POST', url: UpstreamPath.complaintSubmit, payload: await body() });
    expect(open.json().code).toBe('0');
  });
});
