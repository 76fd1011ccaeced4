import { render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import type { OrderDetail } from '@/lib/contract/order';
import messages from '@/messages/en-US.json';
import { addition, NEW_ORDER_NO, ORDER_NO } from './add-people.sample';
import { OrderAdditions } from './order-additions';
import { OrderAdditionsLoader } from './order-additions-loader';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';

// Decision 25; spec §2 /addpeople/airandpeople/{type}/{orderNo}; §4 order type 5 and its statuses: the order pages
// link to adding a child or an infant while the order is a ticketed ticket order, and list each addition.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
const listCall = jest.fn();
// The real operation (its URL names the read), with its call observed.
jest.mock('@/lib/bff-client/add-people', () => {
  const actual = jest.requireActual('@/lib/bff-client/add-people');
  return { ...actual, list: { ...actual.list, call: (...args: unknown[]) => listCall(...args) } };
});

type Order = Pick<OrderDetail, 'orderNo' | 'orderType' | 'orderStatus' | 'tickets'>;
const ticket = (ticketNo: string | null) => ({
  passengerIndex: 0,
  segIndex: 0,
  ticketNo,
  ticketStatus: 2,
  productStatus: 2,
  seatNo: null,
});
const order = (over: Partial<Order> = {}): Order => ({
  orderNo: ORDER_NO,
  orderType: 1,
  orderStatus: 5,
  tickets: [ticket('9021234567800')],
  ...over,
});

const wrap = (node: React.ReactNode) => (
  <NextIntlClientProvider locale="en-US" messages={messages} timeZone="Asia/Shanghai">
    {node}
  </NextIntlClientProvider>
);

beforeEach(() => {
  clearReadCache();
  listCall.mockReset();
});

describe('OrderAdditions: the entries (spec §2)', () => {
  it('links to adding a child and an infant on a ticketed ticket order', () => {
    render(wrap(<OrderAdditions order={order()} additions={[]} locale="en-US" />));
    expect(
      screen.getByRole('heading', { name: 'Outstanding tickets: children and infants added' }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('order-add-child')).toHaveAttribute('href', `/addpeople/airandpeople/child/${ORDER_NO}`);
    expect(screen.getByTestId('order-add-infant')).toHaveAttribute('href', `/addpeople/airandpeople/baby/${ORDER_NO}`);
    expect(screen.getByText('No child or infant added yet.')).toBeInTheDocument();
  });

  it.each([
    ['a rescheduled order (type 2)', { orderType: 2 }],
    ['an order not ticketed (paid)', { orderStatus: 2 }],
    ['a finished order', { orderStatus: 6 }],
  ])('offers nothing on %s, and shows nothing without additions', (_label, over) => {
    const { container } = render(wrap(<OrderAdditions order={order(over)} additions={[]} locale="en-US" />));
    expect(container).toBeEmptyDOMElement();
  });

  it('still lists the additions of an order no longer open to them', () => {
    render(wrap(<OrderAdditions order={order({ orderStatus: 6 })} additions={[addition()]} locale="en-US" />));
    expect(screen.queryByTestId('order-add-child')).toBeNull();
    expect(screen.getAllByTestId('order-addition')).toHaveLength(1);
  });
});

describe('OrderAdditions: each addition (spec §4 order type 5)', () => {
  it('shows the passenger, type, guardian, status, total; pending payment with its deadline and Pay now', () => {
    render(wrap(<OrderAdditions order={order()} additions={[addition()]} locale="en-US" />));
    const row = screen.getByTestId('order-addition');
    expect(within(row).getByTestId('order-addition-name')).toHaveTextContent('张小雀');
    expect(within(row).getByTestId('order-addition-type')).toHaveTextContent('Child');
    expect(within(row).getByTestId('order-addition-guardian')).toHaveTextContent('With 张云雀');
    expect(within(row).getByTestId('order-addition-status')).toHaveTextContent('Pending payment');
    expect(within(row).getByTestId('order-addition-total')).toHaveTextContent('Total ￥900');
    // 04:30Z is 12:30 in Beijing.
    expect(within(row).getByTestId('order-addition-deadline')).toHaveTextContent('Pay by 2026-12-01 12:30');
    expect(within(row).getByTestId('order-addition-pay')).toHaveAttribute('href', `/book/pay?orderNo=${NEW_ORDER_NO}`);
    expect(within(row).getAllByTestId('order-addition-ticket')[0]).toHaveTextContent('YQ1001 · ticket not issued yet');
  });

  it('shows the 902 e-ticket of each flight once ticketed, and no way to pay', () => {
    const ticketed = addition({
      status: 'TICKETED',
      type: 'INF',
      paymentDeadline: null,
      lines: addition().lines.map((l, i) => ({ ...l, ticketNo: `902765432100${i}` })),
    });
    render(wrap(<OrderAdditions order={order()} additions={[ticketed]} locale="en-US" />));
    const row = screen.getByTestId('order-addition');
    expect(within(row).getByTestId('order-addition-type')).toHaveTextContent('Infant');
    expect(within(row).getByTestId('order-addition-status')).toHaveTextContent('Ticketed');
    expect(
      within(row)
        .getAllByTestId('order-addition-ticket')
        .map((li) => li.textContent),
    ).toEqual(['YQ1001 · e-ticket 9027654321000', 'YQ1002 · e-ticket 9027654321001']);
    expect(within(row).queryByTestId('order-addition-pay')).toBeNull();
    expect(within(row).queryByTestId('order-addition-deadline')).toBeNull();
  });

  it.each([
    ['CANCELLED', 'Cancelled'],
    ['FAILED', 'Failed'],
    ['PAID', 'Paid, tickets being issued'],
  ] as const)('labels %s', (status, label) => {
    render(wrap(<OrderAdditions order={order()} additions={[addition({ status })]} locale="en-US" />));
    expect(screen.getByTestId('order-addition-status')).toHaveTextContent(label);
    expect(screen.queryByTestId('order-addition-pay')).toBeNull();
  });

  it('says when the additions could not be read', () => {
    render(wrap(<OrderAdditions order={order()} additions={null} failed locale="en-US" />));
    expect(screen.getByText('The children and infants added could not be loaded.')).toBeInTheDocument();
  });
});

describe('OrderAdditionsLoader (the visitor’s order page)', () => {
  it('reads the additions through the BFF and lists them', async () => {
    listCall.mockResolvedValue({ ok: true, data: { list: [addition()] } });
    render(wrap(<OrderAdditionsLoader order={order()} locale="en-US" />));
    expect(await screen.findByTestId('order-addition')).toHaveTextContent('张小雀');
    expect(listCall).toHaveBeenCalledWith({ orderNo: ORDER_NO }, { quiet: true });
  });

  it('does not ask about an order without an issued ticket', async () => {
    const { container } = render(
      wrap(<OrderAdditionsLoader order={order({ orderStatus: 2, tickets: [ticket(null)] })} locale="en-US" />),
    );
    await waitFor(() => expect(container).toBeEmptyDOMElement());
    expect(listCall).not.toHaveBeenCalled();
  });
});
