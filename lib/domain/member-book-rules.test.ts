import {
  BOOK_MAX,
  beneficiaryStatus,
  BENEFICIARY_REVIEW_HOURS,
  bookDedupeKey,
  canAddEntry,
  usccCheckChar,
  validateAddressEntry,
  validateBeneficiaryEntry,
  validateContactEntry,
  validateFavouriteEntry,
  validateInvoiceHeaderEntry,
  validateTaxpayerId,
  type AddressEntry,
  type InvoiceHeaderEntry,
} from './member-book-rules';

const x = (n: number, c = '测') => c.repeat(n);

describe('maximum saved entries (spec §3, §9 {Max})', () => {
  it.each(Object.entries(BOOK_MAX))('%s: max - 1 saved may add one more, max may not', (kind, max) => {
    expect(canAddEntry(kind as keyof typeof BOOK_MAX, max - 1)).toBe(true);
    expect(canAddEntry(kind as keyof typeof BOOK_MAX, max)).toBe(false);
  });
});

describe('contacts (spec §3 Contact)', () => {
  const ok = { name: '王小明', areaCode: '86', mobile: '13900001111', email: '' };
  it('accepts a name of 40 characters and refuses 41', () => {
    expect(validateContactEntry({ ...ok, name: x(40) })).toEqual({});
    expect(validateContactEntry({ ...ok, name: x(41) })).toEqual({ name: 'tooLong' });
  });
  it('needs a name and a valid phone; the e-mail is checked only when given', () => {
    expect(validateContactEntry({ ...ok, name: '  ', mobile: '1390000111', email: 'a@b' })).toEqual({
      name: 'required',
      mobile: 'phoneInvalid',
      email: 'emailInvalid',
    });
    expect(validateContactEntry({ ...ok, areaCode: '852', mobile: '91234567', email: 'a@b.hk' })).toEqual({});
    expect(validateContactEntry({ ...ok, areaCode: '0' })).toEqual({ areaCode: 'areaCodeInvalid' });
  });
});

describe('mailing addresses (spec §3, §5 Mailing)', () => {
  const ok: AddressEntry = {
    recipient: '王小明',
    areaCode: '86',
    phone: '13900001111',
    provinceCode: '440000',
    cityCode: '440100',
    districtCode: '440104',
    province: '',
    city: '',
    district: '',
    address: '环市东路1号',
    zip: '510000',
  };
  it('accepts 20 and 100 characters, refuses 21 and 101', () => {
    expect(validateAddressEntry({ ...ok, recipient: x(20), address: x(100) })).toEqual({});
    expect(validateAddressEntry({ ...ok, recipient: x(21), address: x(101) })).toEqual({
      recipient: 'tooLong',
      address: 'tooLong',
    });
  });
  it('needs the three levels of the cascade, each inside the one above', () => {
    expect(validateAddressEntry({ ...ok, provinceCode: '', cityCode: '', districtCode: '' })).toEqual({
      provinceCode: 'provinceRequired',
      cityCode: 'cityRequired',
      districtCode: 'districtRequired',
    });
    expect(validateAddressEntry({ ...ok, cityCode: '110100', districtCode: '110101' })).toEqual({
      cityCode: 'regionMismatch',
    });
    expect(validateAddressEntry({ ...ok, cityCode: '441900', districtCode: '441900121' })).toEqual({});
  });
  it('needs a six-digit zip: 5 and 7 digits are refused', () => {
    expect(validateAddressEntry({ ...ok, zip: '51000' })).toEqual({ zip: 'zipInvalid' });
    expect(validateAddressEntry({ ...ok, zip: '5100000' })).toEqual({ zip: 'zipInvalid' });
    expect(validateAddressEntry({ ...ok, zip: '' })).toEqual({ zip: 'required' });
  });
});

describe('invoice headers (spec §5 Invoice header)', () => {
  const blank: InvoiceHeaderEntry = {
    type: 'COMPANY',
    title: '广州天雀航空服务有限公司',
    taxpayerId: '91350100M000100Y43',
    address: '',
    phone: '',
    bank: '',
    account: '',
  };
  it('computes the unified social credit code’s check character', () => {
    expect(usccCheckChar('91350100M000100Y4')).toBe('3');
    expect(validateTaxpayerId('91350100M000100Y43')).toBeNull();
    expect(validateTaxpayerId('91350100m000100y43')).toBeNull();
    expect(validateTaxpayerId('91350100M000100Y44')).toBe('taxpayerIdInvalid');
    expect(validateTaxpayerId('91350100I000100Y43')).toBe('taxpayerIdInvalid');
  });
  it('accepts older ids of 15 and 20 characters, not 14, 16 or 19', () => {
    expect(validateTaxpayerId('110108123456789')).toBeNull();
    expect(validateTaxpayerId('11010812345678901234')).toBeNull();
    for (const id of ['11010812345678', '1101081234567890', '1101081234567890123'])
      expect(validateTaxpayerId(id)).toBe('taxpayerIdInvalid');
    expect(validateTaxpayerId(' ')).toBe('required');
  });
  it('personal: a name of 30 characters, not 31; no taxpayer id asked', () => {
    const personal = { ...blank, type: 'PERSONAL' as const, taxpayerId: '' };
    expect(validateInvoiceHeaderEntry({ ...personal, title: x(30) })).toEqual({});
    expect(validateInvoiceHeaderEntry({ ...personal, title: x(31) })).toEqual({ title: 'personalTitleTooLong' });
    expect(validateInvoiceHeaderEntry({ ...personal, title: '' })).toEqual({ title: 'required' });
  });
  it('company: name required up to 100, taxpayer id required; address 100, phone, bank, account 30', () => {
    expect(
      validateInvoiceHeaderEntry({
        ...blank,
        title: x(100),
        address: x(100),
        bank: x(30),
        account: '6'.repeat(30),
        phone: '0'.repeat(30),
      }),
    ).toEqual({});
    expect(
      validateInvoiceHeaderEntry({
        ...blank,
        title: x(101),
        address: x(101),
        bank: x(31),
        account: '6'.repeat(31),
        phone: '0'.repeat(31),
      }),
    ).toEqual({
      title: 'companyTitleTooLong',
      address: 'tooLong',
      bank: 'tooLong',
      account: 'tooLong',
      phone: 'tooLong',
    });
    expect(validateInvoiceHeaderEntry({ ...blank, taxpayerId: '' })).toEqual({ taxpayerId: 'required' });
  });
  it('a non-enterprise unit: the taxpayer id is checked only when given', () => {
    expect(validateInvoiceHeaderEntry({ ...blank, type: 'INSTITUTION', taxpayerId: '' })).toEqual({});
    expect(validateInvoiceHeaderEntry({ ...blank, type: 'INSTITUTION', taxpayerId: '123' })).toEqual({
      taxpayerId: 'taxpayerIdInvalid',
    });
  });
});

describe('beneficiaries (spec §3 Beneficiary)', () => {
  const ok = {
    surname: 'ZHANG',
    givenName: 'SAN',
    gender: 'M' as const,
    birthday: '1990-01-01',
    certificateType: 'PP' as const,
    certificateNumber: 'E12345678',
    certificateValidity: '2030-01-01',
    mobile: '13900001111',
  };
  it('follows the saved passenger rules without asking a nationality', () => {
    expect(validateBeneficiaryEntry(ok, '2026-11-25')).toEqual({});
    expect(validateBeneficiaryEntry({ ...ok, mobile: '' }, '2026-11-25')).toEqual({ mobile: 'phoneRequired' });
  });
  it('is pending until the review hours have passed: a minute before, pending; on the hour, effective', () => {
    const h = BENEFICIARY_REVIEW_HOURS * 3_600_000;
    expect(beneficiaryStatus(0, h - 60_000)).toBe('pending');
    expect(beneficiaryStatus(0, h)).toBe('effective');
  });
  it('is the same beneficiary whatever the case and spaces of the document number', () => {
    expect(bookDedupeKey('beneficiary', ok)).toBe(
      bookDedupeKey('beneficiary', { ...ok, certificateNumber: ' e12345678 ' }),
    );
  });
});

describe('saved routes and content (spec §2 /member/myCollect)', () => {
  it('needs two different airports, or a path of ours with a title', () => {
    const route = { type: 'route' as const, origin: 'CAN', destination: 'PEK', originName: '', destinationName: '' };
    expect(validateFavouriteEntry(route)).toEqual({});
    expect(validateFavouriteEntry({ ...route, destination: 'CAN' })).toEqual({ destination: 'sameCity' });
    expect(validateFavouriteEntry({ type: 'content', path: '/zh-CN/news/newItem?id=1', title: 'x' })).toEqual({});
    expect(validateFavouriteEntry({ type: 'content', path: '//evil.example', title: 'x' })).toEqual({
      path: 'required',
    });
    expect(validateFavouriteEntry({ type: 'content', path: 'https://evil.example', title: 'x' })).toEqual({
      path: 'required',
    });
  });
});
