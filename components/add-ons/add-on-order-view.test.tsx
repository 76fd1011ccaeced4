import { render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import type { AddOnOrderDetail } from '@/lib/contract/add-ons';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { AddOnOrderView } from './add-on-order-view';
import { OrderAddOns } from './order-add-ons';

// Decision 28, spec §4: an add-on order with each item's service request status, on its pages and the order pages.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: string }) => (
    <a href={href} {...rest} />
  ),
}));

const ORDER: AddOnOrderDetail = {
  orderNo: 'YQ2026120199999999',
  parentOrderNo: 'YQ2026120112345678',
  segmentIndex: 0,
  flightNo: 'YQ1001',
  flightDate: '2026-12-10',
  state: 'DONE',
  currency: 'CNY',
  amount: 16_000,
  pointsUsed: 2_000,
  pointsAmount: 2_000,
  payAmount: 14_000,
  paymentDeadline: null,
  items: [
    {
      passengerId: 'P1',
      name: '张云雀',
      kind: 'BAGGAGE',
      productCode: 'BAG10',
      seatNo: null,
      weightKg: 10,
      price: 9_800,
      productName: null,
      serviceStatus: 'CONFIRMED',
    },
    {
      passengerId: 'P1',
      name: '张云雀',
      kind: 'MEAL',
      productCode: 'MEAL_RICE',
      seatNo: null,
      weightKg: null,
      price: 4_200,
      productName: 'Rice',
      serviceStatus: 'NOT_TICKETED',
    },
    {
      passengerId: 'P1',
      name: '张云雀',
      kind: 'INSURANCE',
      productCode: 'INS_DELAY',
      seatNo: null,
      weightKg: null,
      price: 2_000,
      productName: 'Delay cover',
      serviceStatus: 'CANCELLED',
    },
  ],
  checkIn: null,
  priceParts: [
    { kind: 'BAGGAGE', amount: 9_800 },
    { kind: 'MEAL', amount: 4_200 },
    { kind: 'INSURANCE', amount: 2_000 },
  ],
  createdAt: '2026-12-01T02:00:00.000Z',
  paidAt: '2026-12-01T02:05:00.000Z',
  depCityName: 'Guangzhou',
  arrCityName: 'Beijing',
  depTime: '2026-12-10T04:00:00.000Z',
  depTimeZone: 'Asia/Shanghai',
  claimAccount: { provinceCode: '440000', provinceName: 'Guangdong', bank: 'ICBC', cardNo: '6212 **** 1232' },
  mailingAddress: null,
};

const wrap = (locale: 'en-US' | 'zh-CN', node: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh} timeZone="Asia/Shanghai">
      {node}
    </NextIntlClientProvider>,
  );

describe('the add-on order', () => {
  it('shows each item with its status, the price parts, points, what was paid and the masked card', () => {
    wrap('en-US', <AddOnOrderView order={ORDER} locale="en-US" />);
    const rows = screen.getAllByTestId('addon-order-item');
    expect(rows.map((r) => within(r).getByText(/Confirmed|Not ticketed|Cancelled/).textContent)).toEqual([
      'Confirmed',
      'Not ticketed',
      'Cancelled',
    ]);
    expect(rows[1]).toHaveTextContent('Meal: Rice');
    expect(screen.getByTestId('addon-order-state')).toHaveTextContent('Done');
    expect(screen.getByTestId('addon-order-amount')).toHaveTextContent('￥160');
    expect(screen.getByTestId('addon-order-pay')).toHaveTextContent('￥140');
    expect(screen.getByText('2000 points')).toBeInTheDocument();
    expect(screen.getByTestId('addon-order-claim')).toHaveTextContent(
      'Claims are paid to Industrial and Commercial Bank of China card 6212 **** 1232 (Guangdong).',
    );
  });

  it('the order pages: links to each add-on page while ticketed, and the add-on orders (member or visitor)', () => {
    const order = { orderNo: ORDER.parentOrderNo, orderType: 1, orderStatus: 5 };
    const { unmount } = wrap('zh-CN', <OrderAddOns order={order} addOnOrders={[ORDER]} locale="zh-CN" member />);
    const links = within(screen.getByRole('navigation', { name: '可添加的服务' }))
      .getAllByRole('link')
      .map((a) => a.getAttribute('href'));
    expect(links).toEqual([
      `/ancillary/consignment/${ORDER.parentOrderNo}`,
      `/ancillary/addfood/${ORDER.parentOrderNo}`,
      `/ancillary/addInsurance/${ORDER.parentOrderNo}`,
      `/ancillary/priority/${ORDER.parentOrderNo}`,
      `/ancillary/seat/${ORDER.parentOrderNo}`,
      `/ancillary/occupied/${ORDER.parentOrderNo}`,
      `/ancillary/mailingbil/${ORDER.parentOrderNo}`,
    ]);
    expect(screen.getByRole('link', { name: ORDER.orderNo })).toHaveAttribute(
      'href',
      `/member/ancillaryorderdetail/${ORDER.orderNo}`,
    );
    expect(screen.getByTestId('order-add-on-order')).toHaveTextContent('额外行李 10 公斤 · 已确认');
    unmount();
    wrap(
      'en-US',
      <OrderAddOns order={{ ...order, orderStatus: 3 }} addOnOrders={[ORDER]} locale="en-US" member={false} />,
    );
    expect(screen.queryByRole('navigation', { name: 'Services you can add' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: ORDER.orderNo })).toHaveAttribute(
      'href',
      `/ancillaryConfirm/${ORDER.parentOrderNo}?addOnOrderNo=${ORDER.orderNo}`,
    );
  });
});
