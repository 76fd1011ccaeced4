import { forwardedFor, readSession, upstreamContextFor } from '@/app/api/_lib/route-test-kit';
import { ResultCode } from '@/lib/contract';
import { upstreamOk } from '@/lib/upstream/result';
import { POST } from './route';

const updateSavedPassenger = jest.fn();
jest.mock('@/lib/upstream/member-passengers', () => ({
  updateSavedPassenger: (...args: unknown[]) => updateSavedPassenger(...args),
}));

forwardedFor('10.40.0.1');
readSession.mockImplementation(async () => ({ memberId: 'M1', token: 't' }));
upstreamContextFor.mockImplementation(async () => ({}));
process.env.PUBLIC_SITE_URL = 'http://shop.test';

const FORM = {
  passengerId: 'P1',
  name: '',
  surname: ' LI ',
  givenName: 'MING',
  gender: 'M',
  birthday: '1985-05-05',
  nationality: 'CN',
  certificateType: 'PP',
  certificateNumber: 'e12345678',
  certificateValidity: '2035-01-01',
  issuingCountry: '',
  areaCode: '86',
  mobile: '13911112222',
  email: '',
};

async function update(body: Record<string, unknown>) {
  const response = await POST(
    new Request('http://shop.test/api/member/passengers/update', {
      method: 'POST',
      headers: { origin: 'http://shop.test', 'content-type': 'application/json', 'x-sf-locale': 'en-US' },
      body: JSON.stringify({ ...FORM, ...body }),
    }),
    { params: Promise.resolve({}) },
  );
  return { status: response.status, ...((await response.json()) as { code: string; msg: string; data?: unknown }) };
}

beforeEach(() => updateSavedPassenger.mockReset());

describe('POST /api/member/passengers/update', () => {
  it('sends airline-api the form trimmed, without its empty fields', async () => {
    updateSavedPassenger.mockResolvedValue(upstreamOk({ passengerId: 'P1' }));
    expect((await update({})).code).toBe(ResultCode.OK);
    const sent = updateSavedPassenger.mock.calls[0]![1] as Record<string, unknown>;
    expect(sent).toMatchObject({ passengerId: 'P1', surname: 'LI', certificateNumber: 'e12345678' });
    for (const empty of ['name', 'issuingCountry', 'email']) expect(sent).not.toHaveProperty(empty);
  });

  it('answers the rules beside their fields without calling airline-api', async () => {
    expect(await update({ mobile: '', gender: '' })).toMatchObject({
      status: 400,
      code: ResultCode.BAD_REQUEST,
      data: { fieldErrors: { mobile: 'phoneRequired', gender: 'genderRequired' } },
    });
    expect(updateSavedPassenger).not.toHaveBeenCalled();
  });

  it('places the 365-day rule and a known document beside the number, in the locale', async () => {
    updateSavedPassenger.mockResolvedValue({
      ok: false,
      code: ResultCode.DOCUMENT_CHANGE_LIMIT,
      msg: 'x',
      data: { nextDocumentChangeAt: '2027-12-01T02:00:00.000Z' },
    });
    expect(await update({})).toMatchObject({
      status: 409,
      msg: 'A document can be edited or deleted only once every 365 days',
      data: {
        nextDocumentChangeAt: '2027-12-01T02:00:00.000Z',
        fieldErrors: { certificateNumber: ResultCode.DOCUMENT_CHANGE_LIMIT },
      },
    });
    updateSavedPassenger.mockResolvedValue({ ok: false, code: ResultCode.SAVED_PASSENGER_DUPLICATE, msg: 'x' });
    expect(await update({})).toMatchObject({
      data: { fieldErrors: { certificateNumber: ResultCode.SAVED_PASSENGER_DUPLICATE } },
    });
    updateSavedPassenger.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    expect(await update({})).toMatchObject({ status: 404, code: ResultCode.NOT_FOUND });
  });
});
