import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { OrderDetail } from '@/lib/contract';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { OrderPassengers } from './order-passengers';

// Issue 28 §1, decision 50: the order detail says which adult each child and infant travels with, in both locales.

const person = { gender: 'F' as const, birthday: '1990-03-07', certificateType: 'NI' as const };
const order: Pick<OrderDetail, 'passengers' | 'ancillaries' | 'segments' | 'price' | 'tickets'> = {
  passengers: [
    {
      ...person,
      index: 0,
      passengerId: 'A',
      type: 'ADT',
      name: '张云雀',
      surname: null,
      givenName: null,
      certificateTypeName: 'ID',
      certificateNumber: '110***8512',
      guardianPassengerId: null,
    },
    {
      ...person,
      index: 1,
      passengerId: 'B',
      type: 'ADT',
      name: '李云雀',
      surname: null,
      givenName: null,
      certificateTypeName: 'ID',
      certificateNumber: '110***8713',
      guardianPassengerId: null,
    },
    {
      ...person,
      index: 2,
      passengerId: 'C',
      type: 'INF',
      name: '李宝宝',
      surname: null,
      givenName: null,
      certificateTypeName: 'BC',
      certificateNumber: 'O44***3456',
      guardianPassengerId: 'B',
    },
  ],
  ancillaries: [],
  segments: [],
  tickets: [],
  price: { currency: 'CNY' } as OrderDetail['price'],
};

it.each([
  ['en-US', en, 'Travels with 李云雀'],
  ['zh-CN', zh, '随同成人：李云雀'],
] as const)(
  '%s: the infant is listed with the adult who carries it, the adults with nobody',
  (locale, messages, text) => {
    render(
      <NextIntlClientProvider locale={locale} messages={messages}>
        <OrderPassengers order={order} locale={locale} />
      </NextIntlClientProvider>,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[2]).toHaveTextContent(text);
    expect(items[0]).not.toHaveTextContent(text);
    expect(items[1]).not.toHaveTextContent(text);
  },
);
