import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import type { OrderDetail } from '@/lib/contract/order';
import messages from '@/messages/en-US.json';
import { OrderPassengerModify } from './order-passenger-modify';
import { ORDER_NO } from './passenger-modify.sample';

// Decision 24; spec §2 /ancillary/cname/{orderNo}: the order pages link to the change beside refund and change
// date, and list the changes made.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

type Order = Pick<OrderDetail, 'orderNo' | 'tickets' | 'passengers'>;
const ticket = (ticketNo: string | null) => ({
  passengerIndex: 0,
  segIndex: 0,
  ticketNo,
  ticketStatus: 1,
  productStatus: 1,
  seatNo: null,
});
const passenger = {
  index: 0,
  passengerId: 'P1',
  type: 'ADT' as const,
  name: '张云飞',
  surname: null,
  givenName: null,
  gender: 'M' as const,
  birthday: '1990-01-01',
  certificateType: 'NI' as const,
  certificateTypeName: 'ID card',
  certificateNumber: '110****1234',
};
const order = (ticketNo: string | null): Order => ({
  orderNo: ORDER_NO,
  tickets: [ticket(ticketNo)],
  passengers: [passenger],
});

function renderSection(o: Order, list: Parameters<typeof OrderPassengerModify>[0]['modifications'], failed = false) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={messages} timeZone="Asia/Shanghai">
      <OrderPassengerModify order={o} modifications={list} failed={failed} locale="en-US" />
    </NextIntlClientProvider>,
  );
}

describe('OrderPassengerModify (decision 24)', () => {
  it('links to the change of a ticketed order and lists each change, before → after, in Beijing time', () => {
    renderSection(order('9021234567890'), [
      {
        modificationNo: 'PM1',
        orderNo: ORDER_NO,
        passengerId: 'P1',
        field: 'NAME',
        before: '张云雀',
        after: '张云飞',
        changedAt: '2026-11-25T05:00:00.000Z',
      },
    ]);
    expect(screen.getByRole('link', { name: 'Change name or document' })).toHaveAttribute(
      'href',
      `/ancillary/cname/${ORDER_NO}`,
    );
    const item = screen.getByTestId('order-passenger-modification');
    expect(item).toHaveTextContent('Name: 张云雀 → 张云飞');
    expect(item).toHaveTextContent('2026-11-25');
    expect(item).toHaveTextContent('13:00');
  });

  it('shows nothing for an order without an issued ticket or change, and says a failed list', () => {
    const { container } = renderSection(order(null), []);
    expect(container).toBeEmptyDOMElement();
    renderSection(order('9021234567890'), [], true);
    expect(screen.getByText('The name and document changes could not be loaded.')).toBeInTheDocument();
  });
});
