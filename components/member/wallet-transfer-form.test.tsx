import { fireEvent, render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import type { BankCard } from '@/lib/contract';
import en from '@/messages/en-US.json';
import { WalletTransferForm } from './wallet-transfer-form';

// Spec §5 (the card, 'please select the receiving bank card'; the amount required, at most two decimals), issue 31
// §1 (within the balance), §9 (in progress, within 2 hours): what the member sees before and after asking.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
const withdrawCash = jest.fn();
const rechargeWallet = jest.fn();
jest.mock('@/lib/bff-client/wallet', () => ({
  withdrawCash: { call: (...args: unknown[]) => withdrawCash(...args) },
  rechargeWallet: { call: (...args: unknown[]) => rechargeWallet(...args) },
}));

const CARDS: BankCard[] = [
  { cardId: 'c1', cardType: 'DEBITCARD', bank: 'ICBC', cardNo: '6222 **** **** 0013', holder: '张云雀', addedAt: '' },
  { cardId: 'c2', cardType: 'CREDITCARD', bank: 'CMB', cardNo: '4000 **** **** 0002', holder: '张云雀', addedAt: '' },
];

function withdrawForm() {
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <WalletTransferForm kind="WITHDRAWAL" cards={CARDS} availableFen={10_000} locale="en-US" />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => withdrawCash.mockReset());

test('asks for the receiving card and the amount, at most two decimals, within the balance', async () => {
  withdrawForm();
  expect(screen.getByText('Available balance: ￥100.00')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Please select the receiving bank card')).toBeInTheDocument();
  expect(screen.getByText('Please enter the amount')).toBeInTheDocument();
  fireEvent.click(screen.getByRole('radio', { name: /4000 \*{4} \*{4} 0002/ }));
  const amount = screen.getByLabelText('Amount (yuan)');
  fireEvent.change(amount, { target: { value: '1.234' } });
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('Enter an amount with at most two decimals')).toBeInTheDocument();
  fireEvent.change(amount, { target: { value: '100.01' } });
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  expect(await screen.findByText('The amount is more than your available balance')).toBeInTheDocument();
  expect(withdrawCash).not.toHaveBeenCalled();
});

test('withdraws the whole balance, then shows the request in progress, expected within 2 hours', async () => {
  withdrawCash.mockResolvedValue({
    ok: true,
    data: {
      requestNo: 'WD2026120112345678',
      kind: 'WITHDRAWAL',
      amount: 10_000,
      status: 'IN_PROGRESS',
      cardNo: '6222 **** **** 0013',
      createdAt: '2026-12-01T02:00:00.000Z',
    },
  });
  withdrawForm();
  fireEvent.click(screen.getByRole('radio', { name: /6222/ }));
  fireEvent.change(screen.getByLabelText('Amount (yuan)'), { target: { value: '100.00' } });
  fireEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
  const done = await screen.findByRole('status');
  expect(withdrawCash).toHaveBeenCalledWith({ cardId: 'c1', amount: '100.00' });
  expect(done).toHaveTextContent('Withdrawal requested');
  expect(done).toHaveTextContent('Request number WD2026120112345678: ￥100.00, card 6222 **** **** 0013. In progress');
  expect(screen.getByRole('link', { name: 'See wallet records' })).toHaveAttribute(
    'href',
    '/member/wallet/wallet?kind=WITHDRAWAL',
  );
});
