import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { OrderDetail } from '@/lib/contract';
import en from '@/messages/en-US.json';
import { OrderTickets } from './order-tickets';

// Spec §4 product statuses, decision 78: once the flight has left, a coupon still open was not flown; a checked-in
// one reads used (airline-api says so), and a coupon before departure is ready to fly.
const segment = (phase: 'SCHEDULED' | 'DEPARTED' | 'ARRIVED') =>
  ({
    segIndex: 0,
    flightNo: 'YQ1001',
    depCityName: 'Guangzhou',
    arrCityName: 'Beijing',
    flightStatus: { status: 'NORMAL', phase, delayMinutes: 0, estimatedDeparture: null, timeZone: 'Asia/Shanghai' },
  }) as OrderDetail['segments'][number];
const ticket = (passengerIndex: number, productStatus: number) =>
  ({ passengerIndex, segIndex: 0, ticketNo: '9021234567890', ticketStatus: 2, productStatus, seatNo: null }) as const;
const passengers = [0, 1].map(
  (index) => ({ index, name: `P${index}`, surname: null, givenName: null }) as OrderDetail['passengers'][number],
);

const show = (phase: 'SCHEDULED' | 'ARRIVED') =>
  render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <OrderTickets passengers={passengers} segments={[segment(phase)]} tickets={[ticket(0, 3), ticket(1, 2)]} />
    </NextIntlClientProvider>,
  );

describe('OrderTickets', () => {
  it('before departure an open coupon is ready to fly', () => {
    show('SCHEDULED');
    expect(screen.getByText(en.Order.productStatus['2'])).toBeInTheDocument();
    expect(screen.queryByText(en.Order.productNotFlown)).toBeNull();
  });

  it('after the flight has left, an open coupon reads not flown and a used one used', () => {
    show('ARRIVED');
    expect(screen.getByText(en.Order.productNotFlown)).toBeInTheDocument();
    expect(screen.getByText(en.Order.productStatus['3'])).toBeInTheDocument();
    expect(screen.queryByText(en.Order.productStatus['2'])).toBeNull();
  });
});
