import { render, screen, within } from '@testing-library/react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import type { WalletRecord } from '@/lib/contract';
import { DEFAULT_WALLET_QUERY } from '@/lib/domain/wallet-filters';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { WalletBalances, WalletFilters, WalletNotOpened } from './wallet';
import { WalletPages } from './wallet-pages';
import { WalletRecords } from './wallet-records';

// The locale's Link adds the locale; here it is a plain anchor to the path it is given.
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh: jest.fn() }) }));
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

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

const trade: WalletRecord = {
  kind: 'TRADE',
  requestNo: 'WP2026120212345678',
  // 10:05 in Beijing.
  time: '2026-12-01T02:05:00.000Z',
  amount: 123_400,
  currency: 'CNY',
  status: 'SUCCESS',
  orderNo: 'YQ2026120112345678',
  orderType: 1,
};
const refund: WalletRecord = {
  kind: 'REFUND',
  requestNo: 'RF2026120212345678',
  time: '2026-12-01T17:30:00.000Z',
  amount: 120_000,
  currency: 'CNY',
  status: 'IN_PROGRESS',
  orderNo: 'YQ2026120187654321',
  orderType: 3,
};
const withdrawal: WalletRecord = {
  kind: 'WITHDRAWAL',
  requestNo: 'WD0001',
  time: '2026-11-20T02:00:00.000Z',
  amount: 5_000,
  currency: 'CNY',
  status: 'SUCCESS',
  cardNo: '6222 **** **** 1234',
};

describe('the wallet records (spec §3: kind, request number, time, amount, status, order or card)', () => {
  test('each record as a phone card and as a table row, with its facts in the page’s words', () => {
    inLocale('en-US', <WalletRecords records={[trade, refund, withdrawal]} locale="en-US" />);
    const cards = within(screen.getByRole('list', { name: 'Wallet records' })).getAllByRole('listitem');
    // The table's rows after its header row.
    const rows = within(screen.getByRole('table', { name: 'Wallet records' }))
      .getAllByRole('row')
      .slice(1);
    expect(cards).toHaveLength(3);
    expect(rows).toHaveLength(3);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Type',
      'Request number',
      'Time',
      'Amount',
      'Status',
      'Order or card number',
    ]);
    for (const [list, record] of [
      [cards, 0],
      [rows, 0],
    ] as const) {
      const first = list[record]!;
      expect(first).toHaveTextContent('Trade');
      expect(first).toHaveTextContent('WP2026120212345678');
      expect(first).toHaveTextContent('2026-12-01 10:05 Beijing time');
      expect(within(first).getByText('-￥1,234.00')).toBeInTheDocument();
      expect(within(first).getByText('Successful')).toBeInTheDocument();
      // A ticket order's page.
      expect(within(first).getByRole('link', { name: 'YQ2026120112345678' })).toHaveAttribute(
        'href',
        '/member/ticketorderdetail/YQ2026120112345678',
      );
    }
    // A refund comes in, still in progress, on the next day in Beijing; an add-on order links its own page.
    const second = rows[1]!;
    expect(second).toHaveTextContent('2026-12-02 01:30 Beijing time');
    expect(within(second).getByText('+￥1,200.00')).toBeInTheDocument();
    expect(within(second).getByText('In progress')).toBeInTheDocument();
    expect(within(second).getByRole('link', { name: 'YQ2026120187654321' })).toHaveAttribute(
      'href',
      '/member/ancillaryorderdetail/YQ2026120187654321',
    );
    // A withdrawal goes out to its card.
    expect(rows[2]).toHaveTextContent('-￥50.00');
    expect(rows[2]).toHaveTextContent('Card 6222 **** **** 1234');
  });

  test('in Chinese', () => {
    inLocale('zh-CN', <WalletRecords records={[refund]} locale="zh-CN" />);
    const [, row] = within(screen.getByRole('table', { name: '钱包记录' })).getAllByRole('row');
    expect(row).toHaveTextContent('退款');
    expect(row).toHaveTextContent('处理中');
    expect(row).toHaveTextContent('2026-12-02 01:30（北京时间）');
  });
});

describe('balances, the prompt to open, filters and pages', () => {
  test('available and frozen balance in yuan, and the note when prices are shown in dollars', () => {
    inLocale(
      'en-US',
      <WalletBalances
        available={{ amount: 52_000, currency: 'CNY' }}
        frozen={{ amount: 0, currency: 'CNY' }}
        locale="en-US"
        currencyNote
      />,
    );
    expect(screen.getByLabelText('Available balance')).toHaveTextContent('￥520.00');
    expect(screen.getByLabelText('Frozen balance')).toHaveTextContent('￥0.00');
    expect(screen.getByText(/kept in yuan/)).toBeInTheDocument();
  });

  test('a wallet not opened says so, with the rules of opening, where to meet them, and the button', () => {
    inLocale('zh-CN', <WalletNotOpened />);
    const region = screen.getByRole('region', { name: '钱包未开通' });
    expect(region).toHaveTextContent('已通过且未过期的实名认证');
    expect(region).toHaveTextContent('账户已绑定手机号');
    expect(
      within(region)
        .getAllByRole('link')
        .map((l) => l.getAttribute('href')),
    ).toEqual(['/member/security/certificate/certify', '/member/security/security']);
    expect(within(region).getByRole('button', { name: '开通我的钱包' })).toBeEnabled();
  });

  test('the period and kind as links, the chosen ones current, a new choice back at page 1', () => {
    inLocale('en-US', <WalletFilters query={{ months: 2, kind: 'REFUND', page: 3 }} from="2026-10-01" />);
    const periods = within(screen.getByRole('navigation', { name: 'Period' })).getAllByRole('link');
    expect(periods.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('aria-current')])).toEqual([
      ['Last month', '/member/wallet/wallet?kind=REFUND', null],
      ['Last 2 months', '/member/wallet/wallet?months=2&kind=REFUND&page=3', 'page'],
      ['Last 3 months', '/member/wallet/wallet?months=3&kind=REFUND', null],
    ]);
    const kinds = within(screen.getByRole('navigation', { name: 'Record type' })).getAllByRole('link');
    expect(kinds.map((l) => [l.textContent, l.getAttribute('href'), l.getAttribute('aria-current')])).toEqual([
      ['All', '/member/wallet/wallet?months=2', null],
      ['Trade', '/member/wallet/wallet?months=2&kind=TRADE', null],
      ['Top-up', '/member/wallet/wallet?months=2&kind=TOPUP', null],
      ['Withdrawal', '/member/wallet/wallet?months=2&kind=WITHDRAWAL', null],
      ['Refund', '/member/wallet/wallet?months=2&kind=REFUND&page=3', 'page'],
    ]);
    expect(screen.getByTestId('wallet-period')).toHaveTextContent('Records from 2026-10-01 (Beijing time)');
  });

  test('previous and next pages as links where there are some', () => {
    inLocale('en-US', <WalletPages query={{ ...DEFAULT_WALLET_QUERY, page: 2 }} total={25} pageSize={10} />);
    expect(screen.getByTestId('wallet-count')).toHaveTextContent('25 records, page 2 of 3');
    expect(screen.getByRole('link', { name: 'Previous' })).toHaveAttribute('href', '/member/wallet/wallet');
    expect(screen.getByRole('link', { name: 'Next' })).toHaveAttribute('href', '/member/wallet/wallet?page=3');
  });
});
