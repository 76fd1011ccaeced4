import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import { ResultCode } from '@/lib/contract/codes';
import messages from '@/messages/en-US.json';
import { ChangeConfirm } from './change-confirm';
import { changeParentOf, readChangeDraft, writeChangeDraft } from './reschedule-draft';
import { choice, NEW_ORDER_NO, order, ORDER_NO, quote, rescheduled } from './reschedule.sample';

// Decision 23; spec §2 /modify/confirm; §3 change-date cost (ticket price, fee, difference, total); §4 change-date
// payment statuses: confirm with the quoted total and an attempt id, done at once when nothing is due, otherwise
// the NEW order is paid on the booking's payment page (decision 49: the wallet is offered there as for a booking);
// a changed cost is quoted again; the choice is never lost.

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => ({ push }),
}));
const quoteCall = jest.fn();
const commitCall = jest.fn();
const listCall = jest.fn();
jest.mock('@/lib/bff-client/reschedule', () => {
  // The real operations' urls: the read hook keys its reads by them.
  const actual = jest.requireActual('@/lib/bff-client/reschedule');
  return {
    quote: { ...actual.quote, call: (...args: unknown[]) => quoteCall(...args) },
    commit: { ...actual.commit, call: (...args: unknown[]) => commitCall(...args) },
    list: { ...actual.list, call: (...args: unknown[]) => listCall(...args) },
  };
});

const ITEMS = [
  { passengerId: 'P1', segmentIndex: 0 },
  { passengerId: 'P3', segmentIndex: 0 },
];
const CHOICES = [{ segmentIndex: 0, fareId: 'F-1003-S' }];

beforeEach(() => {
  clearReadCache();
  for (const mock of [quoteCall, commitCall, listCall, push]) mock.mockReset();
  quoteCall.mockResolvedValue({ ok: true, data: quote() });
  window.sessionStorage.clear();
  writeChangeDraft(ORDER_NO, {
    items: ITEMS,
    dates: [{ segmentIndex: 0, date: '2026-12-12' }],
    choices: [choice()],
    attempt: null,
  });
});

function renderConfirm(o = order()) {
  render(
    <NextIntlClientProvider locale="en-US" messages={messages} timeZone="Asia/Shanghai">
      <ChangeConfirm order={o} locale="en-US" />
    </NextIntlClientProvider>,
  );
}

const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));
/** The first amount of a text ('￥80 (10%)' → 8000 minor units). */
const money = (text: string | null) => Number((/￥([\d,.]+)/.exec(text ?? '')?.[1] ?? 'NaN').replace(/,/g, '')) * 100;

describe('ChangeConfirm: the cost (spec §3 change-date cost)', () => {
  it('asks the quote of the draft and shows each line and totals that add up', async () => {
    renderConfirm();
    await screen.findByTestId('change-quote');
    expect(quoteCall.mock.calls[0]![0]).toEqual({ orderNo: ORDER_NO, items: ITEMS, choices: CHOICES });
    // The quote's lines: the rows headed by a passenger.
    const lines = screen.getAllByRole('row').filter((row) => within(row).queryByRole('rowheader'));
    expect(lines).toHaveLength(2);
    expect(lines[0]).toHaveTextContent('张云雀');
    expect(lines[0]).toHaveTextContent('YQ1003 PKX–SHA 2026-12-12');
    expect(lines[0]).toHaveTextContent('￥800');
    expect(lines[0]).toHaveTextContent('￥900');
    expect(lines[0]).toHaveTextContent('￥80 (10%)');
    // Each column's total is the sum of its lines; the total is difference plus fee.
    const cells = (i: number) => lines.map((line) => money(within(line).getAllByRole('cell')[i]!.textContent));
    const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
    expect(money(screen.getByTestId('change-ticket-price').textContent)).toBe(sum(cells(2)));
    expect(money(screen.getByTestId('change-difference').textContent)).toBe(sum(cells(3)));
    expect(money(screen.getByTestId('change-fee').textContent)).toBe(sum(cells(4)));
    expect(money(screen.getByTestId('change-total').textContent)).toBe(sum(cells(5)));
    expect(screen.getByTestId('change-total')).toHaveTextContent('￥360');
    expect(screen.getByTestId('change-pay-note')).toHaveTextContent('you pay ￥360 on the payment page');
  });

  it('cannot confirm before the quote is there', () => {
    quoteCall.mockReturnValue(new Promise(() => undefined));
    renderConfirm();
    expect(screen.getByRole('button', { name: 'Confirm the change' })).toBeDisabled();
  });
});

describe('ChangeConfirm: confirming', () => {
  it('sends the quoted total with an attempt id; a positive total pays the NEW order on the payment page', async () => {
    commitCall.mockResolvedValue({ ok: true, data: { order: rescheduled() } });
    renderConfirm();
    await screen.findByTestId('change-quote');
    confirm();
    // The booking's payment page, where a member's wallet is offered as for a booking (decision 49).
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/book/pay?orderNo=${NEW_ORDER_NO}`));
    const sent = commitCall.mock.calls[0]![0] as Record<string, unknown>;
    expect(sent).toMatchObject({ orderNo: ORDER_NO, items: ITEMS, choices: CHOICES, quotedTotal: 36000 });
    expect(sent.attempt).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(screen.getByTestId('change-redirecting')).toBeInTheDocument();
    // The result page can find its way back to the order changed.
    expect(changeParentOf(NEW_ORDER_NO)).toEqual({ orderNo: ORDER_NO, isMember: true });
  });

  it('with nothing to pay says the date is changed and shows the new tickets as they are issued', async () => {
    quoteCall.mockResolvedValue({ ok: true, data: quote({ difference: 0, fee: 0, total: 0 }) });
    const issuing = rescheduled({ status: 'TICKETED', total: 0, paymentDeadline: null });
    commitCall.mockResolvedValue({ ok: true, data: { order: issuing } });
    listCall.mockResolvedValue({
      ok: true,
      data: {
        list: [
          {
            ...issuing,
            tickets: [
              { passengerId: 'P1', segmentIndex: 0, ticketNo: '9021234567890' },
              { passengerId: 'P3', segmentIndex: 0, ticketNo: '9021234567891' },
            ],
          },
        ],
      },
    });
    renderConfirm();
    await screen.findByTestId('change-quote');
    expect(screen.getByTestId('change-pay-note')).toHaveTextContent('Nothing to pay');
    confirm();
    expect(await screen.findByTestId('change-done')).toHaveTextContent('The date is changed');
    expect(push).not.toHaveBeenCalled();
    expect(screen.getAllByTestId('change-new-ticket')[0]).toHaveTextContent('Being issued');
    await waitFor(() => expect(screen.getAllByTestId('change-new-ticket')[0]).toHaveTextContent('9021234567890'), {
      timeout: 4_000,
    });
    expect(listCall).toHaveBeenCalledWith({ orderNo: ORDER_NO }, { quiet: true });
    expect(screen.getAllByTestId('change-new-ticket')[1]).toHaveTextContent('李白鹭 · YQ1003');
    expect(readChangeDraft(ORDER_NO)).toBeNull();
  });

  it('quotes again when the cost changed, says so, and confirms the new total with a new attempt', async () => {
    commitCall.mockResolvedValueOnce({ ok: false, code: ResultCode.CHANGE_PRICE_CHANGED, msg: 'x' });
    renderConfirm();
    await screen.findByTestId('change-quote');
    quoteCall.mockResolvedValue({ ok: true, data: quote({ total: 40000 }) });
    confirm();
    expect(await screen.findByTestId('change-notice')).toHaveTextContent('The cost of the change has changed');
    await waitFor(() => expect(quoteCall).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('change-total')).toHaveTextContent('￥400'));
    commitCall.mockResolvedValue({ ok: true, data: { order: rescheduled({ total: 40000 }) } });
    confirm();
    await waitFor(() => expect(commitCall).toHaveBeenCalledTimes(2));
    const [first, second] = commitCall.mock.calls.map((c) => c[0] as { quotedTotal: number; attempt: string });
    expect(second!.quotedTotal).toBe(40000);
    expect(second!.attempt).not.toBe(first!.attempt);
  });

  it('keeps the attempt after an unknown outcome (one order), and the choice after any refusal', async () => {
    commitCall
      .mockResolvedValueOnce({ ok: false, code: 'NETWORK', msg: 'Network anomaly, please try again later' })
      .mockResolvedValueOnce({ ok: false, code: ResultCode.CHANGE_FARE_SOLD_OUT, msg: 'Not enough seats left' });
    renderConfirm();
    await screen.findByTestId('change-quote');
    confirm();
    expect(await screen.findByTestId('change-error')).toHaveTextContent('Network anomaly');
    confirm();
    await waitFor(() => expect(screen.getByTestId('change-error')).toHaveTextContent('Not enough seats left'));
    const [first, second] = commitCall.mock.calls.map((c) => c[0] as { attempt: string });
    expect(second!.attempt).toBe(first!.attempt);
    expect(
      within(screen.getByTestId('change-error')).getByRole('link', { name: 'Choose another flight' }),
    ).toHaveAttribute('href', `/modify/selnewair/${ORDER_NO}`);
    expect(readChangeDraft(ORDER_NO)).toMatchObject({
      items: ITEMS,
      choices: [expect.objectContaining({ fareId: 'F-1003-S' })],
    });
    expect(push).not.toHaveBeenCalled();
  });

  it('says so when the tab holds no complete choice', () => {
    writeChangeDraft(ORDER_NO, {
      items: ITEMS,
      dates: [{ segmentIndex: 0, date: '2026-12-12' }],
      choices: [],
      attempt: null,
    });
    renderConfirm();
    expect(screen.getByTestId('change-draft-missing')).toBeInTheDocument();
    expect(quoteCall).not.toHaveBeenCalled();
  });
});
