import {
  OceanPayRequestSchema,
  OrderLookupSchema,
  OrderNoSchema,
  PaymentApplyRequestSchema,
  PaymentVerifyRequestSchema,
  WalletPayRequestSchema,
} from './order';

const orderNo = 'YQ2026120112345678';
const billing = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+14155550100',
  country: 'US',
  state: 'CA',
  city: 'San Francisco',
  address: '1 Market St',
  zip: '94105',
};

describe('order schemas', () => {
  it('accepts only airline-api order numbers', () => {
    expect(OrderNoSchema.safeParse(orderNo).success).toBe(true);
    expect(OrderNoSchema.safeParse('YQ202612011234567').success).toBe(false);
    expect(OrderNoSchema.safeParse('../YQ2026120112345678').success).toBe(false);
  });

  it('never takes an amount from the browser', () => {
    const parsed = PaymentApplyRequestSchema.parse({ orderNo, amount: 1, currency: 'CNY' });
    expect(parsed).toEqual({ orderNo, channel: 'GATEWAY' });
    expect(PaymentApplyRequestSchema.safeParse({ orderNo, channel: 'WALLET' }).success).toBe(false);
    expect(WalletPayRequestSchema.parse({ orderNo, amount: 1 })).toEqual({ orderNo });
  });

  it('checks the attempt id that becomes the idempotency key', () => {
    expect(PaymentApplyRequestSchema.safeParse({ orderNo, attempt: crypto.randomUUID() }).success).toBe(true);
    expect(PaymentApplyRequestSchema.safeParse({ orderNo, attempt: 'short' }).success).toBe(false);
    expect(PaymentApplyRequestSchema.safeParse({ orderNo, attempt: 'a b c d e f g h' }).success).toBe(false);
  });

  it('requires the overseas card billing fields, state optional', () => {
    expect(OceanPayRequestSchema.safeParse({ orderNo, billing }).success).toBe(true);
    expect(OceanPayRequestSchema.safeParse({ orderNo, billing: { ...billing, state: '' } }).success).toBe(true);
    for (const field of ['firstName', 'lastName', 'email', 'phone', 'country', 'city', 'address', 'zip'] as const) {
      expect(OceanPayRequestSchema.safeParse({ orderNo, billing: { ...billing, [field]: '' } }).success).toBe(false);
    }
    expect(OceanPayRequestSchema.safeParse({ orderNo, billing: { ...billing, email: 'nope' } }).success).toBe(false);
    expect(OceanPayRequestSchema.safeParse({ orderNo, billing: { ...billing, country: 'USA' } }).success).toBe(false);
    expect(OceanPayRequestSchema.safeParse({ orderNo, billing: { ...billing, city: '   ' } }).success).toBe(false);
  });

  it('reads the gateway return query and refuses a malformed one', () => {
    const query = {
      type: 'ticket',
      orderNumber: orderNo,
      pay: 'success',
      paymentId: 'p-1',
      amount: '123400',
      sign: 'a'.repeat(64),
    };
    expect(PaymentVerifyRequestSchema.parse(query).amount).toBe(123400);
    expect(PaymentVerifyRequestSchema.safeParse({ ...query, pay: 'paid' }).success).toBe(false);
    expect(PaymentVerifyRequestSchema.safeParse({ ...query, sign: 'xyz' }).success).toBe(false);
    expect(PaymentVerifyRequestSchema.safeParse({ ...query, amount: '-1' }).success).toBe(false);
  });

  it('normalises the lookup fields', () => {
    expect(
      OrderLookupSchema.parse({
        orderNo: ` ${orderNo.toLowerCase()} `,
        passengerName: ' 张云雀 ',
        mobile: '13800138000',
      }),
    ).toEqual({
      orderNo,
      passengerName: '张云雀',
      mobile: '13800138000',
    });
    expect(OrderLookupSchema.safeParse({ orderNo, passengerName: '', mobile: '13800138000' }).success).toBe(false);
    expect(OrderLookupSchema.safeParse({ orderNo, passengerName: 'A', mobile: '138-0013' }).success).toBe(false);
  });
});
