import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { BOOKING_MESSAGES, MEMBER_MESSAGES, SHELL_MESSAGES, pickMessages } from './client-messages';

jest.mock('server-only', () => ({}));

describe('pickMessages', () => {
  it('keeps whole namespaces and single keys, nothing else', () => {
    const picked = pickMessages(en, ['Toast', 'Errors.networkAnomaly']);
    expect(Object.keys(picked)).toEqual(['Toast', 'Errors']);
    expect(picked.Toast).toEqual(en.Toast);
    expect(picked.Errors).toEqual({ networkAnomaly: en.Errors.networkAnomaly });
  });
  it('refuses a path that names nothing, so a renamed namespace fails loudly', () => {
    expect(() => pickMessages(en, ['Nope'])).toThrow('no message namespace Nope');
    expect(() => pickMessages(en, ['Errors.nope'])).toThrow('no message Errors.nope');
  });
  it('every list names messages that exist in both locales', () => {
    for (const messages of [en, zh]) {
      for (const list of [SHELL_MESSAGES, BOOKING_MESSAGES, MEMBER_MESSAGES]) {
        expect(() => pickMessages(messages, list)).not.toThrow();
      }
    }
  });
  it('the shell sends a fraction of the catalogue', () => {
    const size = (m: object) => JSON.stringify(m).length;
    expect(size(pickMessages(zh, SHELL_MESSAGES))).toBeLessThan(size(zh) / 3);
  });
});
