import { act, render } from '@testing-library/react';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import { MaintenancePoller, SHUTDOWN_POLL_MS } from './maintenance-poller';
import { UpgradingWatcher } from './upgrading-watcher';

// Spec §7 shutdown key, §9: open tabs poll every 60 s, go to the Upgrading page while maintenance is on, and the
// Upgrading page goes back once it is off. A failed poll changes nothing.

const status = jest.fn();
jest.mock('@/lib/bff-client/site', () => {
  // The real operation's url: the read hook keys its reads by it.
  const actual = jest.requireActual('@/lib/bff-client/site');
  return { ...actual, maintenanceStatus: { ...actual.maintenanceStatus, call: () => status() } };
});
const fullPageLoad = jest.fn();
jest.mock('@/components/ui/full-page-load', () => ({ fullPageLoad: (url: string) => fullPageLoad(url) }));
let pathname = '/en-US/book/result';
jest.mock('next/navigation', () => ({ usePathname: () => pathname }));

const answer = (on: boolean) => Promise.resolve({ ok: true, data: { on } });
const advance = (ms: number) => act(async () => void (await jest.advanceTimersByTimeAsync(ms)));

beforeEach(() => {
  clearReadCache();
  status.mockReset();
  fullPageLoad.mockReset();
  pathname = '/en-US/book/result';
  window.history.replaceState(null, '', '/en-US/book/result?from=CAN');
  jest.useFakeTimers();
});
afterEach(() => jest.useRealTimers());

describe('MaintenancePoller', () => {
  it('asks every 60 s, not before, and goes to the Upgrading page once maintenance is on', async () => {
    status.mockImplementationOnce(() => answer(false)).mockImplementation(() => answer(true));
    render(<MaintenancePoller />);
    await advance(SHUTDOWN_POLL_MS - 1);
    expect(status).not.toHaveBeenCalled();
    await advance(1);
    expect(status).toHaveBeenCalledTimes(1);
    expect(fullPageLoad).not.toHaveBeenCalled();
    await advance(SHUTDOWN_POLL_MS);
    expect(status).toHaveBeenCalledTimes(2);
    expect(fullPageLoad).toHaveBeenCalledWith('/zh-CN/Upgrading?from=%2Fen-US%2Fbook%2Fresult%3Ffrom%3DCAN');
  });

  it('a failed poll changes nothing; the next one tries again', async () => {
    status.mockImplementation(() => Promise.resolve({ ok: false, code: 'NETWORK', msg: '' }));
    render(<MaintenancePoller />);
    await advance(SHUTDOWN_POLL_MS);
    await advance(SHUTDOWN_POLL_MS);
    expect(status).toHaveBeenCalledTimes(2);
    expect(fullPageLoad).not.toHaveBeenCalled();
  });

  it('asks nothing on the Upgrading page itself', async () => {
    pathname = '/zh-CN/Upgrading';
    render(<MaintenancePoller />);
    await advance(SHUTDOWN_POLL_MS * 2);
    expect(status).not.toHaveBeenCalled();
  });
});

describe('UpgradingWatcher', () => {
  it('asks every 60 s and goes back once maintenance is off', async () => {
    status.mockImplementationOnce(() => answer(true)).mockImplementation(() => answer(false));
    render(<UpgradingWatcher returnTo="/en-US/book/result" />);
    await advance(SHUTDOWN_POLL_MS);
    expect(status).toHaveBeenCalledTimes(1);
    expect(fullPageLoad).not.toHaveBeenCalled();
    await advance(SHUTDOWN_POLL_MS);
    expect(fullPageLoad).toHaveBeenCalledWith('/en-US/book/result');
  });
});
