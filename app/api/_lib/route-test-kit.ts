/**
 * The stand-ins every BFF route test needs, in one place: a route runs outside Next here, with no request scope
 * (next/headers), no session cookie, no maintenance read and no logger output. Import this module first in a route
 * test, before the route: its jest.mock calls are registered when it loads, so they must come before the route's
 * modules are required. Jest hoists jest.mock only within one file, hence the module is imported, not copied.
 *
 * Always replaced: server-only, next/headers, @/lib/logger, @/lib/maintenance, @/lib/session and
 * @/lib/bff-server/request-context. A test sets what they answer through the mocks below (each file has its own
 * copy of this module, so a setting never leaks into another file).
 *
 * Replaced on request, with one line in the test file, because other tests exercise the real module:
 *   jest.mock('@/lib/bff-server/visitor-orders', () => mockedVisitorOrders);
 *   jest.mock('@/lib/bff-server/check-in-proof', () => mockedCheckInProof);
 *   jest.mock('@/lib/upstream/client', () => mockedUpstreamClient);
 *   jest.mock('next/cache', () => mockedNextCache);
 * The factory reads this module's export when the route first requires the module, which is why this module has
 * to be imported before the route.
 */

type CookieStore = {
  get(name: string): { name: string; value: string } | undefined;
  has(name: string): boolean;
  set(name: string, value: string, options?: Record<string, unknown>): void;
};

const NO_COOKIES: CookieStore = { get: () => undefined, has: () => false, set: () => undefined };

/** next/headers' headers(); see forwardedFor. */
export const nextHeaders = jest.fn(async () => new Headers({ 'x-forwarded-for': '10.0.0.1' }));
/** next/headers' cookies(): none, and setting one keeps nothing. */
export const nextCookies = jest.fn(async (): Promise<CookieStore> => NO_COOKIES);

/**
 * The visitor's address as the web server wrote it (x-forwarded-for). The rate limits count per address, so a
 * file whose tests would add up against one limit passes a function that gives each test its own.
 */
export function forwardedFor(address: string | (() => string)) {
  nextHeaders.mockImplementation(
    async () => new Headers({ 'x-forwarded-for': typeof address === 'string' ? address : address() }),
  );
}

export const isMaintenanceOn = jest.fn(async () => false);
export const forgetMaintenanceReading = jest.fn(async (): Promise<void> => undefined);

/** The member session: set per test (mockResolvedValue), or null for a visitor. */
export const readSession = jest.fn();
export const destroySession = jest.fn(async (): Promise<void> => undefined);

export const bffLocale = jest.fn(async (): Promise<string> => 'en-US');
/** The upstream context of the request: by default a signed-in member's, in English. */
export const upstreamContextFor = jest.fn(async (_locale: string): Promise<Record<string, unknown>> => ({
  language: 'en_US',
  token: 'member-token',
}));

export const visitorProofFor = jest.fn();
export const rememberOrderForVisitor = jest.fn();
export const mockedVisitorOrders = { visitorProofFor, rememberOrderForVisitor };

export const checkInProofFor = jest.fn();
export const rememberCheckInProof = jest.fn();
export const mockedCheckInProof = { checkInProofFor, rememberCheckInProof };

export const callUpstream = jest.fn();
export const mockedUpstreamClient = { callUpstream };

/** Next's data cache is not there outside Next: a cached read runs every time. */
export const mockedNextCache = { unstable_cache: jest.fn((read: unknown) => read) };

jest.mock('server-only', () => ({}));
jest.mock('next/headers', () => ({ headers: () => nextHeaders(), cookies: () => nextCookies() }));
jest.mock('@/lib/logger', () => ({
  logger: { error: () => undefined, warn: () => undefined, info: () => undefined },
}));
jest.mock('@/lib/maintenance', () => ({
  isMaintenanceOn: () => isMaintenanceOn(),
  forgetMaintenanceReading: () => forgetMaintenanceReading(),
  MAINTENANCE_TAG: 'maintenance',
}));
jest.mock('@/lib/session', () => ({ readSession: () => readSession(), destroySession: () => destroySession() }));
jest.mock('@/lib/bff-server/request-context', () => ({
  bffLocale: () => bffLocale(),
  upstreamContextFor: (locale: string) => upstreamContextFor(locale),
}));

// The session seal needs a secret of 32 characters; lib/env reads it on first use, after this module has loaded.
process.env.SESSION_SECRET = 'x'.repeat(32);
