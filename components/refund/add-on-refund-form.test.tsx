import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { ResultCode } from '@/lib/contract/codes';
import type { AddOnRefundItem } from '@/lib/contract/add-on-refund';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { AddOnRefundForm } from './add-on-refund-form';
import { ORDER_NO, addOnApplication, items, quote, segments } from './add-on-refund.sample';

// Decision 23 "/ancillary/refund for add-ons"; spec §2 /ancillary/refund, §3 refund application (total amount, total
// returned points), §8 'the refund application has been submitted'; decision 26.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
const quoteCall = jest.fn();
const commitCall = jest.fn();
const listCall = jest.fn();
jest.mock('@/lib/bff-client/add-on-refunds', () => ({
  quote: { call: (...args: unknown[]) => quoteCall(...args) },
  commit: { call: (...args: unknown[]) => commitCall(...args) },
  list: { call: (...args: unknown[]) => listCall(...args) },
}));

beforeEach(() => {
  quoteCall.mockReset();
  commitCall.mockReset();
  listCall.mockReset();
  quoteCall.mockImplementation(async ({ addOnIds }: { addOnIds: string[] }) => ({ ok: true, data: quote(addOnIds) }));
});

function renderForm(list: AddOnRefundItem[] = items(), locale: 'en-US' | 'zh-CN' = 'en-US') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh} timeZone="Asia/Shanghai">
      <AddOnRefundForm
        orderNo={ORDER_NO}
        segments={segments()}
        currency="CNY"
        items={list}
        locale={locale}
        orderHref={`/member/ticketorderdetail/${ORDER_NO}`}
      />
    </NextIntlClientProvider>,
  );
}

const group = (flight: RegExp) => screen.getByRole('group', { name: flight });
const checkbox = (name: RegExp) => screen.getByRole('checkbox', { name });
const submit = () => fireEvent.click(screen.getByRole('button', { name: 'Submit the refund' }));
/** The quote's table: its scrolling frame is a region named by the table's label. */
const quoteTable = () => screen.findByRole('region', { name: 'What comes back, add-on by add-on' });

describe('AddOnRefundForm: what can be chosen (decision 26)', () => {
  it('lists the add-ons by flight and the order’s own; a blocked one says why and cannot be chosen', () => {
    renderForm();
    expect(screen.getAllByRole('checkbox')).toHaveLength(4);
    const out = group(/YQ1001/);
    expect(within(out).getByRole('checkbox', { name: /Braised beef noodles/ })).toBeInTheDocument();
    expect(within(out).getByRole('checkbox', { name: /Window seat 31A/ })).toHaveAccessibleName(/and 500 points/);
    const bag = within(out)
      .getAllByRole('listitem')
      .find((li) => within(li).queryByText('Checked baggage 10 kg'))!;
    expect(within(bag).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(bag).getByText('Checked in: cancel the check-in first')).toBeInTheDocument();
    expect(within(group(/YQ1002/)).getByRole('checkbox', { name: /insurance/ })).toBeInTheDocument();
    expect(within(group(/The whole order/)).getByRole('checkbox', { name: /Mailed itinerary/ })).toBeInTheDocument();
    // The window in the airline's time: 2026-12-10T00:00Z is 08:00 in Beijing.
    expect(within(out).getAllByText(/^Refundable until /)[0]).toHaveTextContent('Refundable until 2026-12-10 08:00');
    expect(screen.getByText('Choose add-ons to see what comes back.')).toBeInTheDocument();
  });

  it('asks the quote for what is chosen and shows it before submitting, with no fee; a seat says it goes back', async () => {
    renderForm();
    fireEvent.click(checkbox(/Braised beef noodles/));
    fireEvent.click(checkbox(/Window seat/));
    const table = await quoteTable();
    expect(quoteCall).toHaveBeenCalledTimes(1);
    expect(quoteCall.mock.calls[0]![0]).toEqual({ orderNo: ORDER_NO, addOnIds: ['11', '12'] });
    expect(within(table).getAllByRole('rowheader')).toHaveLength(2);
    expect(screen.getByLabelText('Total money back')).toHaveTextContent('￥63');
    expect(screen.getByLabelText('Points returned')).toHaveTextContent('500 points');
    expect(screen.getByText('No fee: everything paid for these add-ons comes back.')).toBeInTheDocument();
    const seatNote = 'A refunded seat goes back to the seat map at once; check-in gives you a seat free of charge.';
    expect(screen.getByText(seatNote)).toBeInTheDocument();
    fireEvent.click(checkbox(/Window seat/));
    expect(screen.queryByText(seatNote)).not.toBeInTheDocument();
  });

  it('says so when nothing is chosen, and sends nothing', async () => {
    renderForm();
    submit();
    expect(await screen.findByText('Choose at least one add-on')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toBeInTheDocument();
    expect(commitCall).not.toHaveBeenCalled();
    // A choice takes the word back.
    fireEvent.click(checkbox(/Braised beef noodles/));
    await waitFor(() => expect(screen.queryByText('Choose at least one add-on')).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says when nothing can be refunded, with each add-on’s reason and no submit', () => {
    renderForm(items().map((i) => ({ ...i, block: 'TOO_LATE' as const })));
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
    expect(screen.getByText('Nothing of this order can be refunded on its own now.')).toBeInTheDocument();
    expect(screen.getAllByText('The time to refund it has passed')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Submit the refund' })).not.toBeInTheDocument();
  });

  it('speaks Chinese', () => {
    renderForm(items(), 'zh-CN');
    expect(screen.getByRole('heading', { name: '1. 选择增值服务' })).toBeInTheDocument();
    expect(screen.getByText('已值机，请先取消值机')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '提交退款申请' })).toBeInTheDocument();
  });
});

describe('AddOnRefundForm: the application (spec §3, §8)', () => {
  it('sends the quoted total with an attempt, then shows the tracker of the add-ons', async () => {
    renderForm();
    fireEvent.click(checkbox(/Braised beef noodles/));
    fireEvent.click(checkbox(/Window seat/));
    await quoteTable();
    commitCall.mockResolvedValue({ ok: true, data: addOnApplication() });
    submit();
    const done = await screen.findByRole('article', { name: /^Refund application / });
    const [input, options] = commitCall.mock.calls[0] as [Record<string, unknown>, unknown];
    expect(input).toMatchObject({ orderNo: ORDER_NO, addOnIds: ['11', '12'], quotedAmount: 6300 });
    expect(input.attempt).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(options).toEqual({ quiet: true });
    expect(screen.getByRole('status')).toHaveTextContent('The refund application has been submitted');
    expect(within(done).getByText('Add-ons refunded on their own')).toBeInTheDocument();
    expect(within(done).getByLabelText('Add-ons')).toHaveTextContent('Meal, Seat 31A');
    expect(within(done).getByLabelText('Refund amount')).toHaveTextContent('￥63');
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      `/member/ticketorderdetail/${ORDER_NO}`,
    );
  });

  it('keeps the attempt after a network failure (one application), and takes a new one after a definite refusal', async () => {
    renderForm();
    fireEvent.click(checkbox(/Braised beef noodles/));
    await quoteTable();
    commitCall.mockResolvedValueOnce({ ok: false, code: 'NETWORK', msg: '' });
    submit();
    await screen.findByRole('alert');
    commitCall.mockResolvedValueOnce({ ok: false, code: ResultCode.ORDER_OTHER_CHANNEL, msg: 'Elsewhere' });
    submit();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Elsewhere'));
    commitCall.mockResolvedValueOnce({ ok: true, data: addOnApplication() });
    submit();
    await screen.findByRole('article', { name: /^Refund application / });
    const attempts = commitCall.mock.calls.map((call) => (call[0] as { attempt: string }).attempt);
    expect(attempts[1]).toBe(attempts[0]);
    expect(attempts[2]).not.toBe(attempts[0]);
  });

  it('quotes again when the amount changed, and says so', async () => {
    renderForm();
    fireEvent.click(checkbox(/Braised beef noodles/));
    await quoteTable();
    commitCall.mockResolvedValue({ ok: false, code: ResultCode.REFUND_AMOUNT_CHANGED, msg: 'changed' });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The amount has changed; please check the new amount before submitting.',
    );
    await waitFor(() => expect(quoteCall).toHaveBeenCalledTimes(2));
  });

  it('keeps the refusal in view when the window closed while the page was open and nothing is left', async () => {
    renderForm();
    fireEvent.click(checkbox(/Braised beef noodles/));
    await quoteTable();
    const closed = items().map((i) => ({ ...i, block: 'TOO_LATE' as const }));
    listCall.mockResolvedValue({ ok: true, data: { currency: 'CNY', items: closed, applications: [] } });
    commitCall.mockResolvedValue({
      ok: false,
      code: ResultCode.ADD_ON_REFUND_CLOSED,
      msg: 'The time to refund this add-on has passed',
    });
    submit();
    expect(await screen.findByText('Nothing of this order can be refunded on its own now.')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('The time to refund this add-on has passed');
    expect(screen.queryByRole('button', { name: 'Submit the refund' })).not.toBeInTheDocument();
    expect(screen.queryAllByRole('checkbox')).toHaveLength(0);
  });

  it('reads the list again after an add-on was refunded meanwhile, and drops it from the choice', async () => {
    renderForm();
    fireEvent.click(checkbox(/Braised beef noodles/));
    fireEvent.click(checkbox(/Mailed itinerary/));
    await quoteTable();
    const later = items().map((i) => (i.addOnId === '11' ? { ...i, block: 'REFUNDING' as const, refundNo: 'RF9' } : i));
    listCall.mockResolvedValue({ ok: true, data: { currency: 'CNY', items: later, applications: [] } });
    commitCall.mockResolvedValue({
      ok: false,
      code: ResultCode.ADD_ON_REFUND_IN_PROGRESS,
      msg: 'This add-on is refunded already or its refund is under way',
    });
    submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('under way');
    await waitFor(() => expect(screen.getByText('Refund under way')).toBeInTheDocument());
    expect(listCall).toHaveBeenCalledWith({ orderNo: ORDER_NO }, { quiet: true });
    expect(screen.queryByRole('checkbox', { name: /Braised beef noodles/ })).not.toBeInTheDocument();
    expect(checkbox(/Mailed itinerary/)).toBeChecked();
    await waitFor(() => expect(quoteCall.mock.calls.at(-1)![0]).toEqual({ orderNo: ORDER_NO, addOnIds: ['15'] }));
  });
});
