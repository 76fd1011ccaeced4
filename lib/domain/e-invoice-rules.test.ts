import {
  COMPANY_ADDRESS_MAX,
  COMPANY_FIELD_MAX,
  COMPANY_TITLE_MAX,
  PERSONAL_TITLE_MAX,
  usccCheckChar,
} from './member-book-rules';
import {
  RESENDS_PER_DAY,
  headerOf,
  invoiceItems,
  invoiceRefusal,
  isDue,
  issueDate,
  lookupOutput,
  resendsLeft,
  validateEInvoiceLookup,
  validateEInvoiceRequest,
  yuanText,
  type EInvoiceRequestForm,
} from './e-invoice-rules';

const ticketOf = (serial: string) => {
  const body = `902${serial}`;
  return `${body}${Number(BigInt(body) % 7n)}`;
};
const TICKET = ticketOf('000000123');
const USCC_17 = '91440101MA59ABCDE';
const USCC = `${USCC_17}${usccCheckChar(USCC_17)}`;

const personal = (over: Partial<EInvoiceRequestForm> = {}): EInvoiceRequestForm => ({
  type: 'PERSONAL',
  title: '张云雀',
  taxpayerId: '',
  address: '',
  phone: '',
  bank: '',
  account: '',
  mobile: '13812345678',
  email: 'zhang@example.com',
  ...over,
});
const company = (over: Partial<EInvoiceRequestForm> = {}) =>
  personal({ type: 'COMPANY', title: '云雀科技有限公司', taxpayerId: USCC, ...over });

describe('spec §2 /ElectronicBill/authentication: order number, passenger name and ticket number', () => {
  const lookup = { orderNo: 'YQ2026120112345678', passengerName: '张云雀', ticketNo: TICKET };

  it('takes a well-formed lookup, and sends it trimmed, the order number in capitals, the ticket without dashes', () => {
    expect(validateEInvoiceLookup(lookup)).toEqual({});
    expect(
      lookupOutput({ orderNo: ' yq2026120112345678 ', passengerName: ' 张云雀 ', ticketNo: `902-${TICKET.slice(3)}` }),
    ).toEqual(lookup);
  });

  it('refuses each field on its own', () => {
    expect(validateEInvoiceLookup({ orderNo: '', passengerName: ' ', ticketNo: '' })).toEqual({
      orderNo: 'orderNoRequired',
      passengerName: 'nameRequired',
      ticketNo: 'ticketRequired',
    });
    expect(validateEInvoiceLookup({ ...lookup, orderNo: 'YQ202612011234567' }).orderNo).toBe('orderNoFormat');
    expect(validateEInvoiceLookup({ ...lookup, orderNo: 'YQ20261201123456789' }).orderNo).toBe('orderNoFormat');
    expect(validateEInvoiceLookup({ ...lookup, ticketNo: '7811234567890' }).ticketNo).toBe('ticketPrefix');
  });

  it('takes a name of 60 characters, not 61', () => {
    expect(validateEInvoiceLookup({ ...lookup, passengerName: '云'.repeat(60) })).toEqual({});
    expect(validateEInvoiceLookup({ ...lookup, passengerName: '云'.repeat(61) }).passengerName).toBe('nameTooLong');
  });
});

describe('spec §5 invoice header, as the invoice request applies it (the address book rules)', () => {
  it('takes a personal title of 30 characters, not 31', () => {
    expect(validateEInvoiceRequest(personal({ title: '云'.repeat(PERSONAL_TITLE_MAX) }))).toEqual({});
    expect(validateEInvoiceRequest(personal({ title: '云'.repeat(PERSONAL_TITLE_MAX + 1) }))).toEqual({
      title: 'personalTitleTooLong',
    });
    expect(validateEInvoiceRequest(personal({ title: '  ' }))).toEqual({ title: 'required' });
  });

  it('takes a company name of 100 characters, not 101, and needs a valid taxpayer id', () => {
    expect(validateEInvoiceRequest(company({ title: '云'.repeat(COMPANY_TITLE_MAX) }))).toEqual({});
    expect(validateEInvoiceRequest(company({ title: '云'.repeat(COMPANY_TITLE_MAX + 1) })).title).toBe(
      'companyTitleTooLong',
    );
    expect(validateEInvoiceRequest(company({ taxpayerId: '' })).taxpayerId).toBe('required');
    const wrongCheck = `${USCC_17}${usccCheckChar(USCC_17) === '0' ? '1' : '0'}`;
    expect(validateEInvoiceRequest(company({ taxpayerId: wrongCheck })).taxpayerId).toBe('taxpayerIdInvalid');
    expect(validateEInvoiceRequest(company({ taxpayerId: USCC.toLowerCase() }))).toEqual({});
  });

  it('a non-enterprise unit needs its name; its taxpayer id is checked only when given', () => {
    expect(validateEInvoiceRequest(company({ type: 'INSTITUTION', taxpayerId: '' }))).toEqual({});
    expect(validateEInvoiceRequest(company({ type: 'INSTITUTION', taxpayerId: '123' })).taxpayerId).toBe(
      'taxpayerIdInvalid',
    );
  });

  it('takes an address of 100 and phone, bank and account of 30, one more each refused', () => {
    const max = company({
      address: '路'.repeat(COMPANY_ADDRESS_MAX),
      phone: '0'.repeat(COMPANY_FIELD_MAX),
      bank: '行'.repeat(COMPANY_FIELD_MAX),
      account: '6'.repeat(COMPANY_FIELD_MAX),
    });
    expect(validateEInvoiceRequest(max)).toEqual({});
    expect(
      validateEInvoiceRequest({
        ...max,
        address: `${max.address}路`,
        phone: `${max.phone}0`,
        bank: `${max.bank}行`,
        account: `${max.account}6`,
      }),
    ).toEqual({ address: 'tooLong', phone: 'tooLong', bank: 'tooLong', account: 'tooLong' });
  });

  it('ignores company fields typed before the buyer type became personal', () => {
    expect(validateEInvoiceRequest(personal({ taxpayerId: 'x', address: '路'.repeat(200) }))).toEqual({});
    expect(headerOf(personal({ taxpayerId: 'x', bank: 'y' }))).toEqual({
      type: 'PERSONAL',
      title: '张云雀',
      taxpayerId: '',
      address: '',
      phone: '',
      bank: '',
      account: '',
    });
  });

  it("needs the recipient's mainland mobile and e-mail, valid", () => {
    expect(validateEInvoiceRequest(personal({ mobile: '', email: '' }))).toEqual({
      mobile: 'phoneRequired',
      email: 'emailRequired',
    });
    expect(validateEInvoiceRequest(personal({ mobile: '1381234567', email: 'a@b' }))).toEqual({
      mobile: 'phoneInvalid',
      email: 'emailInvalid',
    });
    expect(validateEInvoiceRequest(personal({ mobile: '138123456789' })).mobile).toBe('phoneInvalid');
    expect(validateEInvoiceRequest(personal({ email: `${'a'.repeat(242)}@example.com` }))).toEqual({});
    expect(validateEInvoiceRequest(personal({ email: `${'a'.repeat(243)}@example.com` })).email).toBe('emailInvalid');
  });
});

describe('what may be invoiced (only flown coupons)', () => {
  it('invoices a used coupon only; refuses the others with their reason', () => {
    expect(invoiceRefusal('USED')).toBeNull();
    for (const s of ['TO_BE_USED', 'CHECKED_IN', 'BOARDED'] as const) expect(invoiceRefusal(s)).toBe('notFlown');
    expect(invoiceRefusal('REFUNDED')).toBe('refunded');
    expect(invoiceRefusal('CHANGED')).toBe('changed');
    for (const s of ['VOIDED', 'SUSPENDED', 'NOT_PRINTED'] as const) expect(invoiceRefusal(s)).toBe('notInvoiceable');
  });
});

describe('spec §9: issued within 3 working days after the flight', () => {
  it('counts working days from the day after the flight, skipping the weekend and holidays', () => {
    // Wednesday 2026-12-02 → Thu, Fri, Mon.
    expect(issueDate('2026-12-02', '2026-12-02')).toBe('2026-12-07');
    // Friday 2026-12-04 → Mon, Tue, Wed.
    expect(issueDate('2026-12-04', '2026-12-05')).toBe('2026-12-09');
    // A holiday on the Monday moves it a day.
    expect(issueDate('2026-12-04', '2026-12-05', (d) => d === '2026-12-07')).toBe('2026-12-10');
  });

  it('is the request day when the request comes later than that', () => {
    expect(issueDate('2026-12-02', '2026-12-07')).toBe('2026-12-07');
    expect(issueDate('2026-12-02', '2026-12-08')).toBe('2026-12-08');
  });

  it('is due from the start of its day, not the day before', () => {
    expect(isDue('2026-12-07', '2026-12-06')).toBe(false);
    expect(isDue('2026-12-07', '2026-12-07')).toBe(true);
  });
});

describe('resends a day', () => {
  it('allows 3 a day: 2 used leaves 1, 3 used leaves none; a new day starts again', () => {
    expect(resendsLeft(0, null, '2026-12-07')).toBe(RESENDS_PER_DAY);
    expect(resendsLeft(RESENDS_PER_DAY - 1, '2026-12-07', '2026-12-07')).toBe(1);
    expect(resendsLeft(RESENDS_PER_DAY, '2026-12-07', '2026-12-07')).toBe(0);
    expect(resendsLeft(RESENDS_PER_DAY, '2026-12-06', '2026-12-07')).toBe(RESENDS_PER_DAY);
  });
});

describe('the amounts (integer fen, shown in yuan)', () => {
  it('lists the parts with an amount and totals them', () => {
    expect(invoiceItems({ fareFen: 56000, airportTaxFen: 5000, fuelTaxFen: 0, otherTaxFen: 1 })).toEqual({
      items: [
        { kind: 'fare', amountFen: 56000 },
        { kind: 'airportTax', amountFen: 5000 },
        { kind: 'otherTax', amountFen: 1 },
      ],
      totalFen: 61001,
    });
  });

  it('writes fen as yuan with two decimals', () => {
    expect(yuanText(0)).toBe('0.00');
    expect(yuanText(1)).toBe('0.01');
    expect(yuanText(99)).toBe('0.99');
    expect(yuanText(100)).toBe('1.00');
    expect(yuanText(123456)).toBe('1234.56');
    expect(yuanText(-5)).toBe('-0.05');
  });
});
