import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ResultCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import { InstallmentLinkRequest } from './installment-link';

// Decision 77 (spec §9 'paying by SMS link within 30 days is interest-free'): the order page's request of the
// installment link: sent (where, until when, Beijing time), counted down before another, a refusal told beside the
// button, and once the window has closed only the full payment is left.

const sendCall = jest.fn();
jest.mock('@/lib/bff-client/special-products', () => ({
  sendInstallmentLink: { call: (...args: unknown[]) => sendCall(...args) },
}));
jest.mock('@/components/ui/toast-store', () => ({ pushToast: jest.fn() }));

const NOW = Date.parse('2026-12-05T02:00:00Z');
const UNTIL = '2026-12-08T02:00:00.000Z';

function renderRequest(interestFreeUntil: string | null, serverNowMs = NOW) {
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <InstallmentLinkRequest
        orderNo="YQ1"
        interestFreeUntil={interestFreeUntil}
        interestFreeDays={30}
        serverNowMs={serverNowMs}
        locale="en-US"
      />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => sendCall.mockReset());

describe('InstallmentLinkRequest', () => {
  it('sends the link and says where it went and until when, then counts down', async () => {
    sendCall.mockResolvedValue({
      ok: true,
      data: {
        sentTo: '138****8000',
        sentAt: '2026-12-05T02:00:00.000Z',
        interestFreeUntil: UNTIL,
        resendAfterSeconds: 60,
      },
    });
    renderRequest(null);
    expect(screen.queryByText(/Interest-free until/)).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send the link by SMS' }));
    expect(await screen.findByText(/Link sent to 138\*\*\*\*8000/)).toHaveTextContent(
      '2026-12-08 10:00 (Beijing time)',
    );
    expect(sendCall).toHaveBeenCalledWith({ orderNo: 'YQ1' }, { quiet: true });
    expect(screen.getByRole('button', { name: 'Send again (60s)' })).toBeDisabled();
    expect(screen.getByText('Interest-free until 2026-12-08 10:00 (Beijing time).')).toBeInTheDocument();
  });

  it('tells a refusal beside the button', async () => {
    sendCall.mockResolvedValue({ ok: false, code: ResultCode.SEND_TOO_FREQUENT, msg: 'Sent too often' });
    renderRequest(UNTIL);
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Sent too often')).toBeInTheDocument();
  });

  it('offers no link from the moment the window closes', () => {
    renderRequest(UNTIL, Date.parse(UNTIL));
    expect(screen.getByTestId('installment-window-closed')).toHaveTextContent('closed at 2026-12-08 10:00');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers a new link a millisecond before the window closes', () => {
    renderRequest(UNTIL, Date.parse(UNTIL) - 1);
    expect(screen.getByRole('button', { name: 'Send a new link' })).toBeEnabled();
  });
});
