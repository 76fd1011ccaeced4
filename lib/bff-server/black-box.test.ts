import { BLACK_BOX_FRESH_S, blackBoxFor, issueBlackBox } from './black-box';

jest.mock('server-only', () => ({}));

// Decision 73: the stand-in for spec §7's anti-bot routine (every 120 s).
const SECRET = 'a-session-secret-of-at-least-32-characters';
const DEVICE = '0123456789abcdef0123456789abcdef';
const NOW = Date.parse('2026-12-04T08:00:00Z');

describe('black-box token', () => {
  it('is the device id, the second of issue and a MAC, within the header field (8 to 64)', () => {
    const token = issueBlackBox(DEVICE, NOW, SECRET)!;
    expect(token).toMatch(new RegExp(`^${DEVICE}\\.${NOW / 1000}\\.[A-Za-z0-9_-]{16}$`));
    expect(token.length).toBeLessThanOrEqual(64);
    expect(issueBlackBox('not-a-device', NOW, SECRET)).toBeNull();
  });

  it('is carried while fresh: at issue and BLACK_BOX_FRESH_S later, not a second after', () => {
    const token = issueBlackBox(DEVICE, NOW, SECRET)!;
    expect(blackBoxFor(DEVICE, token, NOW, SECRET)).toBe(token);
    expect(blackBoxFor(DEVICE, token, NOW + BLACK_BOX_FRESH_S * 1000, SECRET)).toBe(token);
    expect(blackBoxFor(DEVICE, token, NOW + (BLACK_BOX_FRESH_S + 1) * 1000, SECRET)).toBe(DEVICE);
  });

  it('a token from the future, of another device, altered or signed with another secret gives the bare device id', () => {
    const token = issueBlackBox(DEVICE, NOW, SECRET)!;
    expect(blackBoxFor(DEVICE, token, NOW - 1000, SECRET)).toBe(DEVICE);
    const other = 'fedcba9876543210fedcba9876543210';
    expect(blackBoxFor(other, token, NOW, SECRET)).toBe(other);
    expect(blackBoxFor(DEVICE, token.replace(`.${NOW / 1000}.`, `.${NOW / 1000 + 60}.`), NOW + 60_000, SECRET)).toBe(
      DEVICE,
    );
    expect(blackBoxFor(DEVICE, token, NOW, `${SECRET}-other`)).toBe(DEVICE);
    expect(blackBoxFor(DEVICE, undefined, NOW, SECRET)).toBe(DEVICE);
    expect(blackBoxFor(DEVICE, 'garbage', NOW, SECRET)).toBe(DEVICE);
  });
});
