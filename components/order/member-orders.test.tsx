import { render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import type { OrderSummary } from '@/lib/contract';
import { DEFAULT_ORDER_LIST_QUERY, type OrderListQuery } from '@/lib/domain/order-filters';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { MemberOrderFilters, MemberOrderPages, MemberOrderTabs } from './member-order-filters';
import { MemberOrderList } from './member-order-list';

// The locale's Link adds the locale; here it is a plain anchor to the path it is given.
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

const NOW = Date.parse('2026-12-01T02:00:00Z');

const order = (over: Partial<OrderSummary> = {}): OrderSummary => ({
  orderNo: 'YQ2026120112345678',
  orderType: 1,
  orderStatus: 1,
  createdAt: '2026-12-01T01:58:00.000Z',
  paymentDeadline: '2026-12-01T02:28:00.000Z',
  amount: 123_450,
  currency: 'CNY',
  productCount: 2,
  depAirport: 'CAN',
  arrAirport: 'NRT',
  depCityName: 'Guangzhou',
  depAirportName: 'Guangzhou Baiyun International Airport',
  arrCityName: 'Tokyo',
  arrAirportName: 'Narita International Airport',
  depTime: '2026-12-20T00:40:00.000Z',
  depTimeZone: 'Asia/Shanghai',
  segmentCount: 2,
  passengerNames: ['ZHANG/YUNQUE', 'ZHANG/XIAOQUE'],
  ticketing: 'NOT_STARTED',
  cancelReason: null,
  ticketStatuses: [],
  productName: null,
  flightAlert: null,
  ...over,
});

function inLocale(locale: 'en-US' | 'zh-CN', ui: React.ReactNode) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={locale === 'en-US' ? en : zh}
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

describe('the rows', () => {
  test('a product sale is named by its product: no route, no departure, no tickets said issued', () => {
    const sale = order({
      orderType: 6,
      orderStatus: 5,
      ticketing: 'ISSUED',
      productName: 'Six flights anywhere',
      depAirport: '',
      arrAirport: '',
      depCityName: '',
      depAirportName: '',
      arrCityName: '',
      arrAirportName: '',
      depTime: '1970-01-01T00:00:00.000Z',
      segmentCount: 0,
    });
    inLocale('en-US', <MemberOrderList orders={[sale]} locale="en-US" nowMs={NOW} />);
    const row = within(screen.getByRole('list', { name: 'Orders' })).getByRole('listitem');
    expect(within(row).getByTestId('order-product')).toHaveTextContent('Six flights anywhere');
    expect(within(row).queryByTestId('order-route')).not.toBeInTheDocument();
    expect(row).not.toHaveTextContent('1970');
    expect(row).not.toHaveTextContent('First departure');
    expect(row).not.toHaveTextContent('Tickets issued');
  });

  test('an unpaid ticket order: its page, names, times in their zones, amount, deadline and the way to pay', () => {
    inLocale('en-US', <MemberOrderList orders={[order()]} locale="en-US" nowMs={NOW} />);
    const row = within(screen.getByRole('list', { name: 'Orders' })).getByRole('listitem');
    expect(within(row).getByRole('link', { name: 'YQ2026120112345678' })).toHaveAttribute(
      'href',
      '/member/ticketorderdetail/YQ2026120112345678',
    );
    expect(row).toHaveTextContent('Order number · Ticket');
    expect(row).toHaveTextContent('Pending payment');
    expect(row).toHaveTextContent('Guangzhou → Tokyo');
    expect(row).toHaveTextContent('2 flights in all');
    expect(row).toHaveTextContent('Guangzhou Baiyun International Airport → Narita International Airport');
    expect(row).toHaveTextContent('2026-12-20 08:40 local time');
    expect(row).toHaveTextContent('2026-12-01 09:58 Beijing time');
    expect(row).toHaveTextContent('ZHANG/YUNQUE, ZHANG/XIAOQUE');
    expect(row).toHaveTextContent('￥1,234.5');
    expect(row).toHaveTextContent('Pay by2026-12-01 10:28 Beijing time');
    expect(within(row).getByRole('link', { name: 'Go to pay for order YQ2026120112345678' })).toHaveAttribute(
      'href',
      '/book/pay?orderNo=YQ2026120112345678',
    );
  });

  test('settled orders say how they stand and offer no payment; a change opens its page, kinds without one do not', () => {
    const orders = [
      order({ orderNo: 'YQ1', orderStatus: 3, cancelReason: 'EXPIRED', paymentDeadline: '2026-11-01T00:00:00Z' }),
      order({ orderNo: 'YQ2', orderStatus: 2, ticketing: 'PENDING' }),
      order({ orderNo: 'YQ3', orderStatus: 6, ticketing: 'ISSUED', segmentCount: 1 }),
      order({ orderNo: 'YQ4', orderType: 16 }),
      order({ orderNo: 'YQ5', orderStatus: 1, paymentDeadline: '2026-12-01T02:00:00Z' }),
      order({ orderNo: 'YQ6', orderType: 13, orderStatus: 5 }),
      order({ orderNo: 'YQ7', orderType: 6, orderStatus: 5, segmentCount: 0 }),
      order({ orderNo: 'YQ8', orderType: 6, orderStatus: 5, segmentCount: 1 }),
    ];
    inLocale('zh-CN', <MemberOrderList orders={orders} locale="zh-CN" nowMs={NOW} />);
    const rows = within(screen.getByRole('list', { name: '订单列表' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('已取消超时未支付，已自动取消');
    expect(rows[1]).toHaveTextContent('已支付正在出票');
    expect(rows[2]).toHaveTextContent('交易完成');
    expect(rows[2]).not.toHaveTextContent('航段');
    expect(rows[3]).toHaveTextContent('订单号 · 改签');
    // Issue 28 §3: a change order opens on the ticket order page, as its parent's "view" does; a presale package has none.
    expect(rows[3]).not.toHaveTextContent('此类订单暂不支持在线查看详情');
    expect(within(rows[3]!).getByRole('link', { name: 'YQ4' })).toHaveAttribute(
      'href',
      '/member/ticketorderdetail/YQ4',
    );
    expect(rows[5]).toHaveTextContent('此类订单暂不支持在线查看详情');
    expect(within(rows[5]!).queryByRole('link', { name: 'YQ6' })).toBeNull();
    // Decision 67: a season ticket opens on its cards' page, a flight exchanged with one on its ticket's page.
    expect(within(rows[6]!).getByRole('link', { name: 'YQ7' })).toHaveAttribute('href', '/member/specialProduct/YQ7');
    expect(within(rows[7]!).getByRole('link', { name: 'YQ8' })).toHaveAttribute(
      'href',
      '/member/ticketorderdetail/YQ8',
    );
    // Past its deadline (the sweep has not come yet): no payment offered.
    for (const row of [rows[0], rows[1], rows[2], rows[4]]) {
      expect(within(row!).queryByRole('link', { name: /去支付/ })).toBeNull();
      expect(row).not.toHaveTextContent('支付截止');
    }
    expect(rows[3]).toHaveTextContent('共2个航段');
    expect(within(rows[3]!).getByRole('link', { name: '去支付订单 YQ4' })).toBeInTheDocument();
  });
});

describe('refunded and changed tickets (issue 28 §3, spec §4 ticket statuses)', () => {
  const ticketed = { orderStatus: 5, ticketing: 'ISSUED' as const, paymentDeadline: '2026-11-01T00:00:00Z' };

  test.each([
    ['en-US', 'Orders', ['Refunded', 'Changed to another flight', 'Partly refunded'], 'Tickets issued'],
    ['zh-CN', '订单列表', ['已退票', '已改期至其他航班', '部分已退票'], '已出票'],
  ] as const)('%s: an order with no ticket left reads so instead of its status', (locale, name, words, issued) => {
    const orders = [
      order({ ...ticketed, orderNo: 'YQ1', ticketStatuses: [7, 7] }),
      order({ ...ticketed, orderNo: 'YQ2', ticketStatuses: [4] }),
      order({ ...ticketed, orderNo: 'YQ3', ticketStatuses: [7, 2] }),
      order({ ...ticketed, orderNo: 'YQ4', ticketStatuses: [2, 2] }),
    ];
    inLocale(locale, <MemberOrderList orders={orders} locale={locale} nowMs={NOW} />);
    const statuses = within(screen.getByRole('list', { name })).getAllByTestId('order-status');
    expect(statuses[0]).toHaveTextContent(new RegExp(`^${words[0]}$`));
    expect(statuses[1]).toHaveTextContent(new RegExp(`^${words[1]}$`));
    // Partly: the status and the ticketing note stay, the outcome is added.
    expect(statuses[2]).toHaveTextContent(`${issued}${words[2]}`);
    expect(statuses[3]).not.toHaveTextContent(words[0]);
  });
});

describe('a flight the airline changed (decision 32, spec §4 flight dynamics)', () => {
  const ticketed = { orderStatus: 5, ticketing: 'ISSUED' as const, paymentDeadline: '2026-11-01T00:00:00Z' };

  test.each([
    ['en-US', /^A flight of this order is cancelled\. Open the order/, /^A flight of this order is delayed\./],
    ['zh-CN', /^本订单有航班已取消。/, /^本订单有航班延误。/],
  ] as const)(
    '%s: a cancelled or delayed flight is said under the route; none when all fly as planned',
    (locale, cancelled, delayed) => {
      const orders = [
        order({ ...ticketed, orderNo: 'YQ1', ticketStatuses: [2], flightAlert: 'CANCELLED' }),
        order({ ...ticketed, orderNo: 'YQ2', ticketStatuses: [2], flightAlert: 'DELAYED' }),
        order({ ...ticketed, orderNo: 'YQ3', ticketStatuses: [2] }),
      ];
      inLocale(locale, <MemberOrderList orders={orders} locale={locale} nowMs={NOW} />);
      const alerts = screen.getAllByTestId('order-flight-alert');
      expect(alerts).toHaveLength(2);
      expect(alerts[0]).toHaveTextContent(cancelled);
      expect(alerts[1]).toHaveTextContent(delayed);
    },
  );
});

describe('tabs, filters and pages', () => {
  const query: OrderListQuery = { tab: 'paid', period: 'older', type: 'ticket', pageNo: 2, pageSize: 10 };

  test('the chosen tab, period and type are the current links; the others keep the rest of the query', () => {
    inLocale(
      'en-US',
      <>
        <MemberOrderTabs query={query} />
        <MemberOrderFilters query={query} />
      </>,
    );
    const tabs = screen.getByRole('navigation', { name: 'Order status' });
    expect(within(tabs).getByRole('link', { name: 'Paid' })).toHaveAttribute('aria-current', 'page');
    expect(within(tabs).getByRole('link', { name: 'All' })).not.toHaveAttribute('aria-current');
    expect(within(tabs).getByRole('link', { name: 'Pending payment' })).toHaveAttribute(
      'href',
      '/member/order?tab=unpaid&period=older&type=ticket',
    );
    const periods = screen.getByRole('navigation', { name: 'Booked' });
    expect(within(periods).getAllByRole('link')).toHaveLength(3);
    expect(within(periods).getByRole('link', { name: 'Over 3 months' })).toHaveAttribute('aria-current', 'page');
    expect(within(periods).getByRole('link', { name: 'Over a year (archive)' })).toHaveAttribute(
      'href',
      '/member/order?tab=paid&period=archive&type=ticket',
    );
    const types = screen.getByRole('navigation', { name: 'Order type' });
    expect(
      within(types)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual([
      'All types',
      'Ticket',
      'Ticket change',
      'Auxiliary products',
      'Ticket package',
      'Free flight',
      'Presale',
      'Flash sale',
    ]);
    expect(within(types).getByRole('link', { name: 'Ticket' })).toHaveAttribute('aria-current', 'page');
  });

  test('previous, numbered and next pages, the count, and the page-size form carrying the filters', () => {
    inLocale('zh-CN', <MemberOrderPages query={{ ...query, pageNo: 6 }} total={495} locale="zh-CN" />);
    const pages = screen.getByRole('navigation', { name: '订单分页' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['上一页', '1', '4', '5', '6', '7', '8', '50', '下一页']);
    expect(within(pages).getByRole('link', { name: '第 6 页' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: '下一页' })).toHaveAttribute(
      'href',
      '/member/order?tab=paid&period=older&type=ticket&pageNo=7',
    );
    expect(screen.getByText('共 495 个订单，第 6/50 页')).toBeInTheDocument();
    const size = screen.getByLabelText('每页条数');
    expect(
      within(size)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['10', '20', '30', '40', '50', '100']);
    const form = size.closest('form')!;
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/zh-CN/member/order');
    const hidden = [...form.querySelectorAll('input[type=hidden]')].map((i) => [
      i.getAttribute('name'),
      i.getAttribute('value'),
    ]);
    expect(hidden).toEqual([
      ['tab', 'paid'],
      ['period', 'older'],
      ['type', 'ticket'],
    ]);
  });

  test('on the first and only page nothing leads back or on', () => {
    inLocale('en-US', <MemberOrderPages query={DEFAULT_ORDER_LIST_QUERY} total={3} locale="en-US" />);
    const pages = screen.getByRole('navigation', { name: 'Order pages' });
    expect(
      within(pages)
        .getAllByRole('link')
        .map((a) => a.textContent),
    ).toEqual(['1']);
    expect(screen.getByText('3 orders, page 1 of 1')).toBeInTheDocument();
  });
});
