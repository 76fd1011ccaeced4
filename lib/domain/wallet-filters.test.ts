import { DEFAULT_WALLET_QUERY, isDebit, parseWalletQuery, walletHref, walletPageCount } from './wallet-filters';

describe('the wallet page’s query (spec §2: the last 1, 2 or 3 months, four kinds)', () => {
  it('reads the period, kind and page, and takes the default for anything else', () => {
    expect(parseWalletQuery({})).toEqual(DEFAULT_WALLET_QUERY);
    expect(parseWalletQuery({ months: '2', kind: 'REFUND', page: '3' })).toEqual({
      months: 2,
      kind: 'REFUND',
      page: 3,
    });
    expect(parseWalletQuery({ months: ['3', '1'], kind: ['TRADE'] })).toMatchObject({ months: 3, kind: 'TRADE' });
    for (const months of ['4', '0', '02', '1.0', '', 'x']) expect(parseWalletQuery({ months }).months).toBe(1);
    for (const kind of ['refund', 'GIFT', '']) expect(parseWalletQuery({ kind }).kind).toBeNull();
    for (const page of ['0', '-1', '01', '1001', '2.5', '1e3']) expect(parseWalletQuery({ page }).page).toBe(1);
    expect(parseWalletQuery({ page: '1000' }).page).toBe(1000);
  });

  it('builds the links, defaults left out, a new period or kind back at page 1', () => {
    expect(walletHref(DEFAULT_WALLET_QUERY)).toBe('/member/wallet/wallet');
    const q = { months: 2 as const, kind: 'REFUND' as const, page: 3 };
    expect(walletHref(q)).toBe('/member/wallet/wallet?months=2&kind=REFUND&page=3');
    expect(walletHref(q, { months: 3 })).toBe('/member/wallet/wallet?months=3&kind=REFUND');
    expect(walletHref(q, { kind: null })).toBe('/member/wallet/wallet?months=2');
    expect(walletHref(q, { kind: 'REFUND' })).toBe('/member/wallet/wallet?months=2&kind=REFUND&page=3');
    expect(walletHref(q, { page: 4 })).toBe('/member/wallet/wallet?months=2&kind=REFUND&page=4');
    expect(walletHref(q, { months: 1, kind: null, page: 1 })).toBe('/member/wallet/wallet');
  });

  it('counts pages and says which way the money went', () => {
    expect(walletPageCount(0, 10)).toBe(1);
    expect(walletPageCount(10, 10)).toBe(1);
    expect(walletPageCount(11, 10)).toBe(2);
    expect(['TRADE', 'TOPUP', 'WITHDRAWAL', 'REFUND'].map((k) => isDebit(k as never))).toEqual([
      true,
      false,
      true,
      false,
    ]);
  });
});
