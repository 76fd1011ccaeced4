import { forwardedFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode, type TicketValidationData } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST, TICKET_VALIDATIONS_PER_MINUTE } from './route';

// Spec §2 /ticketValidate, §7 verify/ticket; decision 69.

let ip = '10.91.0.1';
const verifyTicket = jest.fn();
jest.mock('@/lib/upstream/ticket-validation', () => ({
  ...jest.requireActual('@/lib/upstream/ticket-validation'),
  verifyTicket: (...args: unknown[]) => verifyTicket(...args),
}));

forwardedFor(() => ip);
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const body12 = '902123456789';
const TICKET_NO = `${body12}${Number(BigInt(body12) % 7n)}`;
const FORM = { passengerName: '张云雀', ticketNo: TICKET_NO, email: 'a@example.com' };
const DATA: TicketValidationData = {
  ticketNo: TICKET_NO,
  passengerName: '张云雀',
  segments: [],
  mailedTo: 'a@example.com',
};

async function verify(body: Record<string, unknown>, from = ip) {
  ip = from;
  const response = await POST(
    new Request('http://shop.test/api/ticket-validation', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify(body),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; data?: unknown }) };
}

beforeEach(() => verifyTicket.mockReset());

describe('POST /api/ticket-validation (spec §2 /ticketValidate, §7 verify/ticket)', () => {
  it('passes a valid form on and answers the ticket', async () => {
    verifyTicket.mockResolvedValue(upstreamOk(DATA));
    expect(await verify(FORM, '10.91.1.1')).toMatchObject({ status: 200, code: ResultCode.OK, data: DATA });
    expect(verifyTicket.mock.calls[0]![1]).toEqual(FORM);
  });

  it('refuses spec §5 rules beside their fields without asking airline-api', async () => {
    const res = await verify(
      { passengerName: '', ticketNo: '7811234567890', itineraryNo: '1', email: 'x' },
      '10.91.2.1',
    );
    expect(res).toMatchObject({
      status: 400,
      data: {
        fieldErrors: {
          passengerName: 'nameRequired',
          ticketNo: 'ticketPrefix',
          itineraryNo: 'itineraryFormat',
          email: 'emailInvalid',
        },
      },
    });
    expect(verifyTicket).not.toHaveBeenCalled();
  });

  it("answers airline-api's generic not-found as it is", async () => {
    verifyTicket.mockResolvedValue({ ok: false, code: ResultCode.TICKET_NOT_FOUND });
    expect(await verify(FORM, '10.91.3.1')).toMatchObject({ status: 404, code: ResultCode.TICKET_NOT_FOUND });
  });

  it("limits one visitor's address; a visitor from another address is not held back", async () => {
    verifyTicket.mockResolvedValue(upstreamOk(DATA));
    for (let i = 0; i < TICKET_VALIDATIONS_PER_MINUTE; i += 1)
      expect((await verify(FORM, '10.91.4.1')).code).toBe(ResultCode.OK);
    expect(await verify(FORM, '10.91.4.1')).toMatchObject({ status: 429, code: ResultCode.RATE_LIMITED });
    expect(await verify(FORM, '10.91.4.2')).toMatchObject({ status: 200, code: ResultCode.OK });
  });
});
