import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import en from '@/messages/en-US.json';
import { QrLogin } from './qr-login';
import * as account from '@/lib/bff-client/account';

/** The create call as the recorded calls name it. */
const CREATE = `${account.qrCreate.method} ${account.qrCreate.path}`;

// Spec §1: the panel shows a code, polls its status every 2 s, and logs in once the app confirms.

const envelope = (data: unknown, code = '0', msg = 'success') => ({
  text: async () => JSON.stringify({ code, msg, data }),
});
let created = 0;
let statuses: string[] = [];
const calls: string[] = [];
const fetchMock = jest.fn(async (url: string, init?: RequestInit) => {
  calls.push(`${init?.method ?? 'GET'} ${url}`);
  if (init?.method === 'POST') {
    created += 1;
    return envelope({ qrId: `qr${created}`, content: `https://scan.example/qr${created}`, expiresAt: '2030-01-01' });
  }
  const status = statuses.shift() ?? 'WAITING';
  return status === 'FAIL' ? envelope(null, '5000502', 'down') : envelope({ status, expiresAt: '2030-01-01' });
});

beforeEach(() => {
  jest.useFakeTimers();
  clearReadCache();
  created = 0;
  statuses = [];
  calls.length = 0;
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

const flush = () => act(async () => undefined);
const wait = (ms: number) => act(async () => void jest.advanceTimersByTime(ms));

function show(onLoggedIn = jest.fn(), active = true) {
  const view = render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <QrLogin active={active} onLoggedIn={onLoggedIn} />
    </NextIntlClientProvider>,
  );
  return { onLoggedIn, view };
}

describe('QR login', () => {
  it('creates nothing while its tab is not shown', async () => {
    show(jest.fn(), false);
    await wait(10_000);
    expect(calls).toEqual([]);
  });

  it('shows the code and asks its status every 2 s, the first time 2 s after it is shown', async () => {
    show();
    await flush();
    expect(screen.getByTestId('qr-content')).toHaveTextContent('https://scan.example/qr1');
    expect(screen.getByRole('status')).toHaveTextContent(en.Login.qrWaiting);
    await wait(1_999);
    expect(calls).toEqual([CREATE]);
    statuses = ['SCANNED'];
    await wait(1);
    expect(calls).toEqual([CREATE, `GET ${account.qrStatus.url({ qrId: 'qr1' })}`]);
    expect(screen.getByRole('status')).toHaveTextContent(en.Login.qrScanned);
    // A failed ask changes nothing; the poll goes on.
    statuses = ['FAIL'];
    await wait(2_000);
    expect(screen.getByRole('status')).toHaveTextContent(en.Login.qrScanned);
    await wait(2_000);
    expect(calls).toHaveLength(4);
  });

  it('logs in once the app confirms, and stops asking', async () => {
    const { onLoggedIn } = show();
    await flush();
    statuses = ['CONFIRMED'];
    await wait(2_000);
    expect(screen.getByRole('status')).toHaveTextContent(en.Login.qrConfirmed);
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
    await wait(10_000);
    expect(onLoggedIn).toHaveBeenCalledTimes(1);
    expect(calls).toHaveLength(2);
  });

  it('an expired code stops the poll and offers a new one', async () => {
    show();
    await flush();
    statuses = ['EXPIRED'];
    await wait(2_000);
    expect(screen.getByRole('status')).toHaveTextContent(en.Login.qrExpired);
    expect(screen.queryByTestId('qr-content')).toBeNull();
    await wait(10_000);
    expect(calls).toHaveLength(2);
    fireEvent.click(screen.getByRole('button', { name: en.Login.qrRefresh }));
    await flush();
    expect(screen.getByTestId('qr-content')).toHaveTextContent('https://scan.example/qr2');
    expect(screen.getByRole('status')).toHaveTextContent(en.Login.qrWaiting);
    await wait(2_000);
    expect(calls.at(-1)).toBe(`GET ${account.qrStatus.url({ qrId: 'qr2' })}`);
  });

  it('a code that could not be made says so and offers another', async () => {
    fetchMock.mockImplementationOnce(async () => envelope(null, '5000502', 'down'));
    show();
    await flush();
    expect(screen.getByRole('status')).toHaveTextContent(en.Login.qrFailed);
    await wait(10_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: en.Login.qrRefresh }));
    await flush();
    expect(screen.getByTestId('qr-content')).toHaveTextContent('https://scan.example/qr1');
  });
});
