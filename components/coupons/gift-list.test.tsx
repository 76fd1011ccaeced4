import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { GiftPackage } from '@/lib/contract';
import en from '@/messages/en-US.json';
import { GiftList } from './gift-list';

jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));

const unopened: GiftPackage = {
  packageId: 'GP-1',
  name: 'Welcome pack',
  state: 'UNOPENED',
  grantedAt: '2026-11-30T02:00:00.000Z',
  openBy: '2026-12-15T02:00:00.000Z',
  coupons: [{ name: 'CNY 30 off', kind: 'DEDUCTION', value: 3_000 }],
};

const list = (blocked: boolean) =>
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <GiftList packages={[unopened, { ...unopened, packageId: 'GP-2', state: 'OPENED' }]} blocked={blocked} />
    </NextIntlClientProvider>,
  );

describe('the gift list (spec §4 gift package states, §6 an expired certification)', () => {
  it('offers to open the unopened package only', () => {
    list(false);
    expect(screen.getAllByTestId('open-gift')).toHaveLength(1);
  });

  it('offers nothing to open while the certification has lapsed, and still shows what each holds', () => {
    list(true);
    expect(screen.queryByTestId('open-gift')).toBeNull();
    expect(screen.getAllByText(/CNY 30 off/)).toHaveLength(2);
  });
});
