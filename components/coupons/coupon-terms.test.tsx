import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import type { MyCoupon } from '@/lib/contract';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { MyCouponList } from './my-coupon-list';

function inLocale(locale: 'en-US' | 'zh-CN', ui: ReactNode) {
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

const coupon = (over: Partial<MyCoupon>): MyCoupon => ({
  couponId: 'CP-1',
  name: 'A coupon',
  kind: 'DEDUCTION',
  value: 3_000,
  thresholdFen: 0,
  stackable: true,
  minDaysBeforeDeparture: 0,
  scope: { products: [], segments: [], flights: [], channels: [] },
  validFrom: '2026-12-01T16:00:00.000Z',
  validTo: '2026-12-31T16:00:00.000Z',
  tab: 'INI',
  usedOrderNo: null,
  ...over,
});

describe('a coupon card (spec §3 Coupon)', () => {
  it('says each kind in the words of the locale, amounts in yuan', () => {
    inLocale(
      'zh-CN',
      <MyCouponList
        coupons={[
          coupon({ couponId: 'A', kind: 'DISCOUNT', value: 12 }),
          coupon({ couponId: 'B', kind: 'EVERY_MINUS', value: 1_500, thresholdFen: 30_000 }),
          coupon({ couponId: 'C', kind: 'FULL_REDUCTION', value: 5_000, thresholdFen: 50_000 }),
        ]}
      />,
    );
    expect(screen.getByText('8.8折')).toBeVisible();
    expect(screen.getByText('每满￥300减￥15')).toBeVisible();
    expect(screen.getByText('满￥500减￥50')).toBeVisible();
  });

  it('lists the scope, the stackable flag, the departure limit and the validity in Beijing time', () => {
    inLocale(
      'en-US',
      <MyCouponList
        coupons={[
          coupon({
            stackable: false,
            minDaysBeforeDeparture: 3,
            scope: { products: ['TICKET'], segments: ['CAN-PEK'], flights: ['YQ1001'], channels: ['APP', 'MINI'] },
            tab: 'USED',
            usedOrderNo: 'YQ2026120100000001',
          }),
        ]}
      />,
    );
    expect(screen.getByText('￥30 off')).toBeVisible();
    expect(screen.getByText('Cannot be combined with other coupons')).toBeVisible();
    expect(screen.getByText('Only for flights 3 or more days away')).toBeVisible();
    expect(screen.getByText('CAN-PEK')).toBeVisible();
    expect(screen.getByText('App, Mini program')).toBeVisible();
    expect(screen.getByText('Tickets')).toBeVisible();
    // 16:00 UTC is midnight in Beijing: the validity starts on 2 December there.
    expect(screen.getByText(/^12\/02\/2026, 00:00 to 01\/01\/2027, 00:00/)).toBeVisible();
    expect(screen.getByText('Used on order YQ2026120100000001')).toBeVisible();
  });
});
