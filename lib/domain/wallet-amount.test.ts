import { WALLET_TOPUP_MAX_FEN } from '@/lib/contract/wallet-funds';
import { maskCardNo, normaliseCardNo, parseYuan, walletAmountIssue } from './wallet-amount';

// Spec §5 (recharge and withdrawal: amount required, at most two decimals, must be correct), issue 31 §1 (a
// withdrawal within the balance), decision 64 (a top-up at most ¥50,000): each bound on both sides.

describe('parseYuan', () => {
  it('takes whole yuan and one or two decimals, as fen', () => {
    expect(parseYuan('12')).toEqual({ ok: true, fen: 1200 });
    expect(parseYuan(' 12.3 ')).toEqual({ ok: true, fen: 1230 });
    expect(parseYuan('12.34')).toEqual({ ok: true, fen: 1234 });
    expect(parseYuan('0.01')).toEqual({ ok: true, fen: 1 });
  });

  it('refuses an empty amount, a third decimal, signs, letters and no fen at all', () => {
    expect(parseYuan('  ')).toEqual({ ok: false, issue: 'amountRequired' });
    expect(parseYuan('12.345')).toEqual({ ok: false, issue: 'amountFormat' });
    for (const bad of ['-1', '+1', '1e3', '12.', '.5', '1,000', '１２', 'abc'])
      expect(parseYuan(bad)).toEqual({ ok: false, issue: 'amountFormat' });
    expect(parseYuan('0')).toEqual({ ok: false, issue: 'amountPositive' });
    expect(parseYuan('0.00')).toEqual({ ok: false, issue: 'amountPositive' });
  });
});

describe('walletAmountIssue', () => {
  it('lets a withdrawal take the whole balance and not one fen more', () => {
    expect(walletAmountIssue('WITHDRAWAL', '100.00', 10_000)).toEqual({ ok: true, fen: 10_000 });
    expect(walletAmountIssue('WITHDRAWAL', '100.01', 10_000)).toEqual({ ok: false, issue: 'amountOverBalance' });
    expect(walletAmountIssue('WITHDRAWAL', '0.01', 0)).toEqual({ ok: false, issue: 'amountOverBalance' });
  });

  it('lets a top-up bring in up to the bound, whatever the balance', () => {
    const max = String(WALLET_TOPUP_MAX_FEN / 100);
    expect(walletAmountIssue('TOPUP', max, 0)).toEqual({ ok: true, fen: WALLET_TOPUP_MAX_FEN });
    expect(walletAmountIssue('TOPUP', `${max}.01`, 0)).toEqual({ ok: false, issue: 'amountOverMax' });
    expect(walletAmountIssue('TOPUP', '12.345', 0)).toEqual({ ok: false, issue: 'amountFormat' });
  });
});

describe('card numbers', () => {
  it('accepts 12 to 19 digits with a right check digit, spaces between groups, and masks them', () => {
    expect(normaliseCardNo('4000 0000 0000 0002')).toBe('4000000000000002');
    expect(normaliseCardNo('6217000010000000003')).toBe('6217000010000000003');
    expect(normaliseCardNo('4000000000000003')).toBeNull();
    expect(normaliseCardNo('40000000006')).toBeNull();
    expect(normaliseCardNo('62170000100000000038')).toBeNull();
    expect(normaliseCardNo('4000-0000-0000-0002')).toBeNull();
    expect(maskCardNo('6217000010000000003')).toBe('6217 **** **** 0003');
  });
});
