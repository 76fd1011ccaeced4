import { render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import messages from '@/messages/en-US.json';
import { ChangeOriginLink } from './change-origin-link';
import { OrderChanges } from './order-changes';
import { OrderChangesLoader } from './order-changes-loader';
import { rememberChangeParent } from './reschedule-draft';
import { NEW_ORDER_NO, NOW, order, ORDER_NO, rescheduled } from './reschedule.sample';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';

/** A change as the list shows it: the item that names its order (its flights are a list inside it). */
const changeItem = (orderNo: string) =>
  screen.getAllByRole('listitem').find((li) => li.textContent?.includes(orderNo))!;

// Decision 23; spec §2 Order changes ('Change date' from the order), §4 change-date payment statuses: the order
// pages list the rescheduled orders of an order with their statuses; the payment result finds its way back.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
const listCall = jest.fn();
// The real operation (its URL names the read), with its call observed.
jest.mock('@/lib/bff-client/reschedule', () => {
  const actual = jest.requireActual('@/lib/bff-client/reschedule');
  return { ...actual, list: { ...actual.list, call: (...args: unknown[]) => listCall(...args) } };
});

const wrap = (node: React.ReactNode) => (
  <NextIntlClientProvider locale="en-US" messages={messages} timeZone="Asia/Shanghai">
    {node}
  </NextIntlClientProvider>
);

beforeEach(() => {
  clearReadCache();
  listCall.mockReset();
  window.sessionStorage.clear();
});

describe('OrderChanges (spec §4 change-date payment statuses)', () => {
  it("offers 'Change date' while a ticket can move, and lists each change with its status", () => {
    render(
      wrap(
        <OrderChanges
          order={order()}
          changes={[
            rescheduled(),
            rescheduled({ orderNo: 'YQ2026112900000001', status: 'COMPLETE', paymentDeadline: null }),
            rescheduled({ orderNo: 'YQ2026112800000001', status: 'CANCELLED', paymentDeadline: null }),
          ]}
          locale="en-US"
          nowMs={NOW}
        />,
      ),
    );
    expect(screen.getByRole('link', { name: 'Change date' })).toHaveAttribute('href', `/modify/selair/${ORDER_NO}`);
    expect(screen.getAllByTestId('order-change-status').map((s) => s.textContent)).toEqual([
      'Pending payment',
      'Transaction complete',
      'Cancelled',
    ]);
    const pending = changeItem(NEW_ORDER_NO);
    expect(pending).toHaveTextContent('Total ￥360');
    expect(pending).toHaveTextContent('YQ1003 · PKX → SHA · 2026-12-12 09:00');
    expect(pending).toHaveTextContent('Pay by 2026-12-01 04:30 (Beijing time)');
    expect(within(pending).getByRole('link', { name: 'Pay' })).toHaveAttribute(
      'href',
      `/book/pay?orderNo=${NEW_ORDER_NO}`,
    );
    expect(within(pending).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/member/ticketorderdetail/${NEW_ORDER_NO}`,
    );
    expect(screen.getAllByRole('link', { name: 'Pay' })).toHaveLength(1);
  });

  it('offers no link once nothing can move, and shows nothing without changes', () => {
    const used = order({ tickets: order().tickets.map((t) => ({ ...t, ticketStatus: 4 })) });
    const { container } = render(wrap(<OrderChanges order={used} changes={[]} locale="en-US" nowMs={NOW} />));
    expect(container).toBeEmptyDOMElement();
    render(
      wrap(<OrderChanges order={used} changes={[rescheduled({ status: 'TICKETED' })]} locale="en-US" nowMs={NOW} />),
    );
    expect(screen.queryByRole('link', { name: 'Change date' })).not.toBeInTheDocument();
    expect(screen.getByTestId('order-change-status')).toHaveTextContent('Ticketed');
  });

  it("reads a visitor's changes through the BFF and sends the visitor to the visitor's order page", async () => {
    listCall.mockResolvedValue({ ok: true, data: { list: [rescheduled()] } });
    render(wrap(<OrderChangesLoader order={order({ isMember: false })} locale="en-US" />));
    await screen.findByText(NEW_ORDER_NO);
    const change = changeItem(NEW_ORDER_NO);
    expect(listCall).toHaveBeenCalledWith({ orderNo: ORDER_NO }, { quiet: true });
    expect(within(change).getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      `/book/order?orderNo=${NEW_ORDER_NO}`,
    );
  });

  it('says when the changes could not be read', async () => {
    listCall.mockResolvedValue({ ok: false, code: '2000001', msg: 'x' });
    render(wrap(<OrderChangesLoader order={order()} locale="en-US" />));
    await waitFor(() => expect(screen.getByText('The date changes could not be loaded.')).toBeInTheDocument());
  });
});

describe('ChangeOriginLink (the payment result of a rescheduled order)', () => {
  it('links back to the order this tab changed, and shows nothing for another order', () => {
    rememberChangeParent(NEW_ORDER_NO, { orderNo: ORDER_NO, isMember: false });
    render(wrap(<ChangeOriginLink orderNo={NEW_ORDER_NO} />));
    expect(screen.getByRole('link', { name: `Back to the original order ${ORDER_NO}` })).toHaveAttribute(
      'href',
      `/book/order?orderNo=${ORDER_NO}`,
    );
    const { container } = render(wrap(<ChangeOriginLink orderNo="YQ2026120100000000" />));
    expect(container).toBeEmptyDOMElement();
  });
});
