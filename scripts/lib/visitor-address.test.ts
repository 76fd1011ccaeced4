import { cleanAddress, trustedHops, visitorAddress } from './visitor-address.mjs';

// The web's one reading of the visitor's address (decision 12): what every limit keys on.
describe('visitorAddress', () => {
  it('exposed directly (0 hops): the socket, whatever X-Forwarded-For says', () => {
    expect(visitorAddress('127.0.0.2', undefined, 0)).toBe('127.0.0.2');
    expect(visitorAddress('127.0.0.2', '1.2.3.4', 0)).toBe('127.0.0.2');
    expect(visitorAddress('::ffff:203.0.113.9', '1.2.3.4, 5.6.7.8', 0)).toBe('203.0.113.9');
  });

  it('behind one load balancer: the right-most entry, which the balancer added', () => {
    expect(visitorAddress('10.0.0.5', '203.0.113.7', 1)).toBe('203.0.113.7');
    // A client-sent entry sits to the left of the balancer's and is ignored, however it rotates.
    expect(visitorAddress('10.0.0.5', '9.9.9.9, 203.0.113.7', 1)).toBe('203.0.113.7');
    expect(visitorAddress('10.0.0.5', ['8.8.8.8', '203.0.113.7'], 1)).toBe('203.0.113.7');
  });

  it('behind two proxies: the entry the outer one added', () => {
    expect(visitorAddress('10.0.0.5', '9.9.9.9, 203.0.113.7, 10.0.0.9', 2)).toBe('203.0.113.7');
  });

  it('falls back to the nearest vouched address when the chain is short or not an address', () => {
    expect(visitorAddress('10.0.0.5', undefined, 1)).toBe('10.0.0.5');
    expect(visitorAddress('10.0.0.5', '', 1)).toBe('10.0.0.5');
    expect(visitorAddress('10.0.0.5', 'evil, <script>', 1)).toBe('10.0.0.5');
    expect(visitorAddress('10.0.0.5', '203.0.113.7', 2)).toBe('203.0.113.7');
    expect(visitorAddress('10.0.0.5', 'junk, 10.0.0.9', 2)).toBe('10.0.0.9');
    expect(visitorAddress(undefined, undefined, 0)).toBe('0.0.0.0');
  });
});

describe('cleanAddress', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    [' 203.0.113.7 ', '203.0.113.7'],
    ['203.0.113.7:51234', '203.0.113.7'],
    ['[2001:db8::1]:443', '2001:db8::1'],
    ['2001:DB8::1', '2001:db8::1'],
    ['fe80::1%eth0', 'fe80::1'],
    ['::ffff:127.0.0.1', '127.0.0.1'],
  ])('%s is %s', (raw, clean) => expect(cleanAddress(raw)).toBe(clean));

  it.each(['', 'localhost', '1.2.3', '1.2.3.4.5', '999.1.1.1', 'a\u0000b'])('%j is not an address', (raw) =>
    expect(cleanAddress(raw)).toBeNull(),
  );
});

describe('trustedHops', () => {
  it('reads 0 to 5 and refuses the rest', () => {
    expect(trustedHops(undefined)).toBe(0);
    expect(trustedHops('1')).toBe(1);
    expect(trustedHops('5')).toBe(5);
    expect(() => trustedHops('6')).toThrow();
    expect(() => trustedHops('-1')).toThrow();
    expect(() => trustedHops('yes')).toThrow();
  });
});
