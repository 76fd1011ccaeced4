import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { PriceParts } from '@/lib/contract';
import messages from '@/messages/en-US.json';
import { OrderPrice } from './order-price';

// Spec §3 price parts: ticket fare, taxes, change fee, deductions and what is paid; a part appears only when used.

const PRICE: PriceParts = {
  currency: 'CNY',
  ticketFare: 8_000,
  airportTax: 0,
  fuelTax: 0,
  otherTax: 0,
  ancillaries: {},
  addOnTotal: 0,
  couponDeduction: 0,
  pointsDeduction: 0,
  pointsUsed: 0,
  actualAmount: 20_000,
};

const show = (price: PriceParts) =>
  render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <OrderPrice price={price} locale="en-US" paid />
    </NextIntlClientProvider>,
  );

describe('OrderPrice', () => {
  it("shows a date change's fee beside its fare difference (order type 2)", () => {
    show({ ...PRICE, changeFee: 12_000 });
    const fee = screen.getByText('Change fee');
    expect(fee.nextElementSibling).toHaveTextContent('￥120');
    expect(screen.getByLabelText('Amount paid')).toHaveTextContent('￥200');
  });

  it('shows no change fee on an order without one', () => {
    show(PRICE);
    expect(screen.queryByText('Change fee')).toBeNull();
    show({ ...PRICE, changeFee: 0 });
    expect(screen.queryByText('Change fee')).toBeNull();
  });
});
