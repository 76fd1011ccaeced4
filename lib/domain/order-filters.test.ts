import {
  DEFAULT_ORDER_LIST_QUERY,
  ORDER_TYPE_CODES,
  ORDER_TYPE_FILTERS,
  canPayNow,
  orderDetailPath,
  orderListHref,
  orderTypeCodes,
  orderTypeFilterOf,
  pageCount,
  pageWindow,
  parseOrderListQuery,
  payPath,
  upstreamOrderQuery,
  type OrderListQuery,
} from './order-filters';

describe('the type filter (spec §4 codes 1-17)', () => {
  it('maps each choice to its code set', () => {
    expect(orderTypeCodes('all')).toBeNull();
    expect(orderTypeCodes('ticket')).toEqual([1, 8, 11]);
    expect(orderTypeCodes('change')).toEqual([2, 12, 16]);
    expect(orderTypeCodes('auxiliary')).toEqual([3, 4, 5, 15, 17]);
    expect(orderTypeCodes('package')).toEqual([6]);
    expect(orderTypeCodes('freeFlight')).toEqual([7]);
    expect(orderTypeCodes('presale')).toEqual([9, 13, 14]);
    expect(orderTypeCodes('flashSale')).toEqual([10]);
  });

  it('puts every code 1-17 in exactly one choice, so the choices add up to all', () => {
    const all = Object.values(ORDER_TYPE_CODES).flat();
    expect([...all].sort((a, b) => a - b)).toEqual(Array.from({ length: 17 }, (_, i) => i + 1));
    expect(new Set(all).size).toBe(all.length);
    expect(ORDER_TYPE_FILTERS.filter((f) => f !== 'all')).toEqual(Object.keys(ORDER_TYPE_CODES));
  });

  it('names the choice of a code, and none for a code outside 1-17', () => {
    expect(orderTypeFilterOf(1)).toBe('ticket');
    expect(orderTypeFilterOf(16)).toBe('change');
    expect(orderTypeFilterOf(10)).toBe('flashSale');
    expect(orderTypeFilterOf(14)).toBe('presale');
    expect(orderTypeFilterOf(0)).toBeNull();
    expect(orderTypeFilterOf(18)).toBeNull();
  });
});

describe('the query of the page URL', () => {
  it('reads each value when it is exactly one of its choices', () => {
    expect(
      parseOrderListQuery({ tab: 'paid', period: 'archive', type: 'flashSale', pageNo: '3', pageSize: '50' }),
    ).toEqual({ tab: 'paid', period: 'archive', type: 'flashSale', pageNo: 3, pageSize: 50 });
    expect(parseOrderListQuery({})).toEqual(DEFAULT_ORDER_LIST_QUERY);
    expect(DEFAULT_ORDER_LIST_QUERY).toEqual({ tab: 'all', period: 'recent', type: 'all', pageNo: 1, pageSize: 10 });
  });

  it.each([
    ['tab', 'PAID'],
    ['tab', 'pending'],
    ['period', 'M3'],
    ['period', ''],
    ['type', 'Ticket'],
    ['type', '1'],
    ['type', 'constructor'],
    ['pageNo', '0'],
    ['pageNo', '-1'],
    ['pageNo', '02'],
    ['pageNo', '2.5'],
    ['pageNo', '1e3'],
    ['pageNo', ' 2'],
    ['pageNo', '10001'],
    ['pageNo', '99999999999999999999'],
    ['pageSize', '15'],
    ['pageSize', '1000'],
    ['pageSize', 'ten'],
    ['pageSize', '010'],
  ])('falls back to the default when %s is %j', (key, value) => {
    const query = parseOrderListQuery({ [key]: value });
    expect(query).toEqual(DEFAULT_ORDER_LIST_QUERY);
  });

  it('keeps the good values when another one is malformed, and takes the first of a repeated one', () => {
    expect(parseOrderListQuery({ tab: 'unpaid', pageNo: 'x', pageSize: ['20', '30'] })).toEqual({
      ...DEFAULT_ORDER_LIST_QUERY,
      tab: 'unpaid',
      pageSize: 20,
    });
  });

  it('accepts the largest page number it allows', () => {
    expect(parseOrderListQuery({ pageNo: '10000' }).pageNo).toBe(10_000);
  });
});

describe('links of the list', () => {
  const query: OrderListQuery = { tab: 'paid', period: 'older', type: 'ticket', pageNo: 3, pageSize: 20 };

  it('leaves default values out, so the plain list is /member/order', () => {
    expect(orderListHref(DEFAULT_ORDER_LIST_QUERY)).toBe('/member/order');
    expect(orderListHref(query)).toBe('/member/order?tab=paid&period=older&type=ticket&pageNo=3&pageSize=20');
  });

  it('starts again at page 1 when a filter or the page size changes, not when the page does', () => {
    expect(orderListHref(query, { tab: 'all' })).toBe('/member/order?period=older&type=ticket&pageSize=20');
    expect(orderListHref(query, { pageSize: 50 })).toBe('/member/order?tab=paid&period=older&type=ticket&pageSize=50');
    expect(orderListHref(query, { pageNo: 4 })).toBe(
      '/member/order?tab=paid&period=older&type=ticket&pageNo=4&pageSize=20',
    );
    // The current value again (the selected tab's own link) keeps the page.
    expect(orderListHref(query, { tab: 'paid' })).toBe(orderListHref(query));
  });

  it('reads back as the query it was made from', () => {
    const href = orderListHref(query, { type: 'flashSale' });
    const params = Object.fromEntries(new URL(href, 'http://x').searchParams);
    expect(parseOrderListQuery(params)).toEqual({ ...query, type: 'flashSale', pageNo: 1 });
  });
});

describe('the upstream query', () => {
  it('sends the tab, period, the type as a code list, and the page', () => {
    expect(upstreamOrderQuery(DEFAULT_ORDER_LIST_QUERY)).toEqual({ tab: 'ALL', period: 'M3', pageNo: 1, pageSize: 10 });
    expect(upstreamOrderQuery({ tab: 'unpaid', period: 'older', type: 'change', pageNo: 2, pageSize: 100 })).toEqual({
      tab: 'UNPAID',
      period: 'OVER_M3',
      orderTypes: '2,12,16',
      pageNo: 2,
      pageSize: 100,
    });
    expect(upstreamOrderQuery({ ...DEFAULT_ORDER_LIST_QUERY, tab: 'paid', period: 'archive' })).toMatchObject({
      tab: 'PAID',
      period: 'OVER_Y1',
    });
  });
});

describe('pages', () => {
  it('counts pages, at least one', () => {
    expect(pageCount(0, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(500, 10)).toBe(50);
  });

  it('links the first, the last and two either side of the current page', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(1, 50)).toEqual([1, 2, 3, 'gap', 50]);
    expect(pageWindow(6, 50)).toEqual([1, 'gap', 4, 5, 6, 7, 8, 'gap', 50]);
    expect(pageWindow(50, 50)).toEqual([1, 'gap', 48, 49, 50]);
    // A gap of one number is the number itself.
    expect(pageWindow(4, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageWindow(5, 9)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});

describe('where a row leads', () => {
  it('opens ticket orders (1, 8, 11) on the ticket order page, add-on orders (3) on theirs', () => {
    expect(orderDetailPath(1, 'YQ2026112412345678')).toBe('/member/ticketorderdetail/YQ2026112412345678');
    expect(orderDetailPath(8, 'YQ1')).toBe('/member/ticketorderdetail/YQ1');
    expect(orderDetailPath(11, 'YQ1')).toBe('/member/ticketorderdetail/YQ1');
    expect(orderDetailPath(3, 'YQ1')).toBe('/member/ancillaryorderdetail/YQ1');
    // Issue 28 §3: a change (and an addition) opens on the ticket order page, as its parent's "view" link does.
    for (const code of [2, 5, 12, 16]) expect(orderDetailPath(code, 'YQ1')).toBe('/member/ticketorderdetail/YQ1');
    expect(payPath('YQ1', 3)).toBe('/member/ancillaryorderdetail/YQ1');
    expect(payPath('YQ1', 1)).toBe('/book/pay?orderNo=YQ1');
    for (const code of [4, 13, 14, 15, 17]) expect(orderDetailPath(code, 'YQ1')).toBeNull();
  });

  it('opens a product order on its cards’ page, and a flight exchanged with a card on its ticket’s', () => {
    expect(orderDetailPath(7, 'YQ1')).toBe('/member/openOrderDetail/YQ1');
    for (const code of [6, 9, 10]) expect(orderDetailPath(code, 'YQ1')).toBe('/member/specialProduct/YQ1');
    for (const code of [6, 7, 9, 10]) {
      expect(orderDetailPath(code, 'YQ1', 1)).toBe('/member/ticketorderdetail/YQ1');
    }
  });

  it('offers to pay only a payable order before its deadline', () => {
    const now = Date.parse('2026-12-01T02:00:00Z');
    const soon = '2026-12-01T02:20:00Z';
    expect(canPayNow({ orderStatus: 1, paymentDeadline: soon }, now)).toBe(true);
    expect(canPayNow({ orderStatus: 4, paymentDeadline: soon }, now)).toBe(true);
    expect(canPayNow({ orderStatus: 1, paymentDeadline: '2026-12-01T02:00:00Z' }, now)).toBe(false);
    // A presale's deposit (9) or balance (7) due.
    expect(canPayNow({ orderStatus: 9, paymentDeadline: soon }, now)).toBe(true);
    expect(canPayNow({ orderStatus: 7, paymentDeadline: soon }, now)).toBe(true);
    for (const status of [2, 3, 5, 6, 8])
      expect(canPayNow({ orderStatus: status, paymentDeadline: soon }, now)).toBe(false);
    expect(payPath('YQ2026112412345678')).toBe('/book/pay?orderNo=YQ2026112412345678');
    expect(payPath('YQ1', 9)).toBe('/member/specialProduct/YQ1');
  });
});
