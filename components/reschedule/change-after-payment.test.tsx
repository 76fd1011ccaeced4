import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import type { AddOnFollow, RescheduleOrder } from '@/lib/contract/reschedule';
import en from '@/messages/en-US.json';
import { ChangeAfterPayment } from './change-after-payment';
import { NEW_ORDER_NO, ORDER_NO, rescheduled } from './reschedule.sample';

// Decision 46: the payment result of a paid change says what happened to each add-on once the new tickets are out.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & { href: unknown }) => (
    <a href={String(href)} {...rest} />
  ),
}));
let answer: { list: RescheduleOrder[] } | undefined;
jest.mock('@/lib/bff-client/query/use-bff-query', () => ({ useBffQuery: () => ({ data: answer }) }));
jest.mock('./reschedule-draft', () => ({
  changeParentOf: (orderNo: string) => (orderNo === NEW_ORDER_NO ? { orderNo: ORDER_NO, isMember: true } : null),
}));

const bag: AddOnFollow = {
  kind: 'BAGGAGE',
  passengerId: 'P1',
  segmentIndex: 0,
  name: { zh: '托运行李', en: 'Checked bag' },
  weightKg: 20,
  outcome: 'MOVED',
  flightNo: 'YQ1003',
  depTime: '2026-12-12T01:00:00.000Z',
  depTimeZone: 'Asia/Shanghai',
  seatNo: null,
  newSeatNo: null,
  refundAmount: 0,
  refundNo: null,
  reason: null,
};
const issued = rescheduled({
  status: 'TICKETED' as RescheduleOrder['status'],
  tickets: [{ passengerId: 'P1', segmentIndex: 0, ticketNo: '9021234567001' }],
  addOns: [bag],
});

const show = () =>
  render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <ChangeAfterPayment orderNo={NEW_ORDER_NO} locale="en-US" />
    </NextIntlClientProvider>,
  );

it('lists the add-ons that followed once the new tickets are issued, then the way back', () => {
  answer = { list: [issued] };
  show();
  expect(screen.getByRole('heading', { name: 'Your add-ons after the change' })).toBeInTheDocument();
  expect(screen.getByRole('listitem')).toHaveTextContent(/Checked bag 20 kg — moved to YQ1003/);
  expect(screen.getByTestId('change-origin-link')).toBeInTheDocument();
});

it('says nothing of the add-ons while the tickets are still being issued', () => {
  answer = { list: [{ ...issued, tickets: [{ passengerId: 'P1', segmentIndex: 0, ticketNo: null }] }] };
  show();
  expect(screen.queryByRole('heading', { name: 'Your add-ons after the change' })).toBeNull();
  expect(screen.getByTestId('change-origin-link')).toBeInTheDocument();
});
