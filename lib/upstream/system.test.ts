import type { UpstreamContext } from './context';

jest.mock('server-only', () => ({}));
const callUpstream = jest.fn();
jest.mock('./client', () => ({ callUpstream: (...args: unknown[]) => callUpstream(...(args as [])) }));

// Decision 76: the document types are reference data, kept by the web process for CERTIFICATE_TYPES_MS.
import { CERTIFICATE_TYPES_MS, certificateTypes, forgetCertificateTypes } from './system';

const visitor: UpstreamContext = { language: 'zh_CN', currency: 'CNY', channel: 'B2C', deviceId: 'd1' };
const TYPES = { domestic: [{ typeId: 'NI', nameZh: '身份证', nameEn: 'ID card' }], internation: [] };
const answered = { ok: true, data: TYPES };
const failed = { ok: false, code: '1000005', msg: 'unavailable' };

beforeEach(() => {
  forgetCertificateTypes();
  callUpstream.mockReset();
});

describe('certificateTypes', () => {
  it('asks once while kept, shares a call in flight, and asks again once the time is up (both sides)', async () => {
    callUpstream.mockResolvedValue(answered);
    const t0 = 1_000_000;
    const [a, b] = await Promise.all([certificateTypes(visitor, t0), certificateTypes(visitor, t0)]);
    expect(a).toEqual(answered);
    expect(b).toEqual(answered);
    await certificateTypes({ ...visitor, language: 'en_US' }, t0 + CERTIFICATE_TYPES_MS - 1);
    expect(callUpstream).toHaveBeenCalledTimes(1);
    await certificateTypes(visitor, t0 + CERTIFICATE_TYPES_MS);
    expect(callUpstream).toHaveBeenCalledTimes(2);
  });

  it('keeps no failure: the next page asks again and gets the answer', async () => {
    callUpstream.mockResolvedValueOnce(failed).mockResolvedValueOnce(answered);
    expect(await certificateTypes(visitor, 5)).toEqual(failed);
    expect(await certificateTypes(visitor, 6)).toEqual(answered);
    expect(callUpstream).toHaveBeenCalledTimes(2);
  });
});
