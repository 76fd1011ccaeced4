import { render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en-US.json';
import type { PassState, WorkerAnswer, WorkerMessage } from './offline';
import { OfflinePass } from './offline-pass';
import * as account from '@/lib/bff-client/account';

// Decision 20: the page keeps its pass for offline use, and has it forgotten once there is no pass.

/** A MessageChannel whose second port delivers straight to the first (jsdom has none of its own). */
class FakeChannel {
  port1: { onmessage: ((event: { data: unknown }) => void) | null } = { onmessage: null };
  port2 = { postMessage: (data: unknown) => this.port1.onmessage?.({ data }) };
}

type Port = { postMessage: (data: unknown) => void };
const messages: WorkerMessage[] = [];
const answers: { keep: WorkerAnswer; drop: WorkerAnswer } = {
  keep: { type: 'keep', ok: true },
  drop: { type: 'drop', count: 2 },
};
const active = {
  postMessage: (message: WorkerMessage, [port]: Port[]) => {
    messages.push(message);
    port!.postMessage(answers[message.type]);
  },
};
const register = jest.fn(async () => ({ active }));
const getRegistration = jest.fn(async () => ({ active }));

beforeAll(() => {
  Object.assign(globalThis, { MessageChannel: FakeChannel });
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, getRegistration, ready: Promise.resolve({ active }), controller: null },
  });
  performance.getEntriesByType = (() => [
    { name: 'http://localhost/_next/static/chunks/app.js' },
    { name: 'http://localhost/_next/static/media/font.woff2' },
    { name: `http://localhost${account.headerMember.path}` },
    { name: 'https://cdn.example/_next/static/chunks/other.js' },
  ]) as unknown as typeof performance.getEntriesByType;
});

beforeEach(() => {
  messages.length = 0;
  register.mockClear();
  getRegistration.mockClear();
  answers.keep = { type: 'keep', ok: true };
});

const show = (state: PassState) =>
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <OfflinePass locale="en-US" state={state} orderNo="YQ1" segment={0} />
    </NextIntlClientProvider>,
  );
const status = () => screen.getByTestId('boarding-pass-offline');

describe('OfflinePass', () => {
  it('registers the worker for the boarding pass pages only and has it keep this page and its files', async () => {
    show('passes');
    await waitFor(() => expect(status()).toHaveAttribute('data-offline', 'saved'));
    expect(status()).toHaveTextContent('Saved on this device: this page opens without a connection too.');
    expect(register).toHaveBeenCalledWith('/en-US/checkin/printBoardingPass/sw.js', {
      scope: '/en-US/checkin/printBoardingPass/',
    });
    expect(messages).toEqual([
      {
        type: 'keep',
        url: window.location.href,
        assets: ['http://localhost/_next/static/chunks/app.js', 'http://localhost/_next/static/media/font.woff2'],
        controlled: false,
        // The visitor's owner id (decision 56), made once and kept in a cookie the worker reads.
        owner: expect.stringMatching(/^[\w-]{16,64}$/),
      },
    ]);
    expect(document.cookie).toContain(`sf_pass_owner=${(messages[0] as { owner: string }).owner}`);
  });

  it('keeps a page reached by a client-side navigation, with the worker only just installing', async () => {
    // Issue 28 §3: `serviceWorker.ready` never settles there (the document was created outside the scope), so the
    // page waits for its own registration's worker instead, and tells it the page is not one it controls.
    const listeners: (() => void)[] = [];
    const installing = {
      state: 'installing',
      addEventListener: (_: string, listener: () => void) => listeners.push(listener),
      removeEventListener: jest.fn(),
    };
    const registration: { active: typeof active | null; installing: typeof installing } = { active: null, installing };
    register.mockImplementationOnce(async () => registration as unknown as { active: typeof active });
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register, getRegistration, ready: new Promise(() => undefined), controller: null },
    });
    show('passes');
    await waitFor(() => expect(listeners).toHaveLength(1));
    expect(status()).toHaveAttribute('data-offline', 'pending');
    installing.state = 'activated';
    registration.active = active;
    listeners[0]!();
    await waitFor(() => expect(status()).toHaveAttribute('data-offline', 'saved'));
    expect(messages).toEqual([expect.objectContaining({ type: 'keep', controlled: false })]);
  });

  it('says nothing when the worker could not keep the page', async () => {
    answers.keep = { type: 'keep', ok: false };
    show('passes');
    await waitFor(() => expect(status()).toHaveAttribute('data-offline', 'unsaved'));
    expect(status()).toHaveTextContent('');
  });

  it('tells an existing worker to forget the segment once the page shows no pass, and registers none', async () => {
    show('none');
    await waitFor(() => expect(status()).toHaveAttribute('data-offline', 'dropped'));
    expect(messages).toEqual([{ type: 'drop', orderNo: 'YQ1', segment: 0 }]);
    expect(register).not.toHaveBeenCalled();
  });

  it('changes nothing when the passes could not be loaded', async () => {
    show('failed');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(messages).toEqual([]);
    expect(getRegistration).not.toHaveBeenCalled();
    expect(status()).toHaveAttribute('data-offline', 'pending');
  });
});
