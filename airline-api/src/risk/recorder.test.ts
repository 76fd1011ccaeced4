import { decodeAntiFraud } from './recorder';

const encode = (text: string) => Buffer.from(text, 'utf8').toString('base64url');

describe('decodeAntiFraud', () => {
  it('keeps a valid header and an invalid one with its payload', () => {
    const valid = decodeAntiFraud(encode(JSON.stringify({ blackBox: 'device-1234', channel: 'B2C' })));
    expect(valid).toMatchObject({ valid: true, blackBox: 'device-1234', channel: 'B2C' });
    const invalid = decodeAntiFraud(encode(JSON.stringify({ blackBox: 'x', channel: 'B2C' })));
    expect(invalid).toMatchObject({ valid: false, payload: { blackBox: 'x' } });
  });

  // A NUL in a stored payload made PostgreSQL refuse the whole batch of risk events, valid ones too.
  it.each([
    ['an escaped NUL', JSON.stringify({ blackBox: 'a\u0000b', channel: 'B2C' })],
    ['a raw NUL', `{"blackBox":"device-1234","channel":"B2C","x":"\u0000"}`],
  ])('keeps no payload for %s', (_label, text) => {
    const row = decodeAntiFraud(encode(text));
    expect(row.valid).toBe(false);
    expect(row.payload).toBeUndefined();
  });
});
