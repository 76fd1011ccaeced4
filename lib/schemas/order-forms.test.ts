import { OceanBillingFormSchema, OrderLookupSchema } from '@/lib/schemas/order';
import { validateBilling, validateOrderLookup } from '@/lib/domain/order-forms';

/** The browser's plain rules and the BFF's zod schemas must agree on every case, on both sides of each bound. */
const lookups = [
  { orderNo: 'YQ2026112300000001', passengerName: '张三', mobile: '13800138000' },
  { orderNo: ' yq2026112300000001 ', passengerName: 'ZHANG/SAN', mobile: '12345' },
  { orderNo: 'YQ202611230000001', passengerName: '张三', mobile: '13800138000' },
  { orderNo: 'YQ20261123000000012', passengerName: '张三', mobile: '13800138000' },
  { orderNo: 'YQ2026112300000001', passengerName: '', mobile: '13800138000' },
  { orderNo: 'YQ2026112300000001', passengerName: 'x'.repeat(81), mobile: '1234' },
  { orderNo: 'YQ2026112300000001', passengerName: 'x'.repeat(82), mobile: '123456789012345' },
  { orderNo: 'YQ2026112300000001', passengerName: 'Li', mobile: '1234567890123456' },
  { orderNo: '', passengerName: 'Li', mobile: '13800138000' },
];

const billing = {
  firstName: 'Ann',
  lastName: 'Lee',
  email: 'ann@example.com',
  phone: '+14155550100',
  country: 'US',
  state: 'CA',
  city: 'San Francisco',
  address: '1 Market St',
  zip: '94105',
};
const billings = [
  billing,
  { ...billing, email: 'ann@' },
  { ...billing, email: 'ann@x.c' },
  { ...billing, email: 'a..b@example.com' },
  { ...billing, email: '李@example.com' },
  { ...billing, email: "o'neil+fly@mail.example.co" },
  { ...billing, phone: '1234' },
  { ...billing, phone: '12345' },
  { ...billing, country: 'USA' },
  { ...billing, zip: '9' },
  { ...billing, zip: '94' },
  { ...billing, zip: '1234567890123' },
  { ...billing, firstName: '' },
  { ...billing, lastName: 'x'.repeat(41) },
  { ...billing, address: 'x'.repeat(120) },
  { ...billing, state: 'x'.repeat(41) },
];

describe('order forms: browser rules agree with the BFF schemas', () => {
  it.each(lookups.map((v) => [JSON.stringify(v).slice(0, 60), v]))('lookup %s', (_label, values) => {
    expect(Object.keys(validateOrderLookup(values)).length === 0).toBe(OrderLookupSchema.safeParse(values).success);
  });

  it.each(billings.map((v) => [JSON.stringify(v).slice(0, 70), v]))('billing %s', (_label, values) => {
    expect(Object.keys(validateBilling(values)).length === 0).toBe(OceanBillingFormSchema.safeParse(values).success);
  });

  it('tells an empty field from a wrong one', () => {
    expect(validateOrderLookup({ orderNo: '', passengerName: 'Li', mobile: 'abc' })).toEqual({
      orderNo: 'required',
      mobile: 'invalid',
    });
  });
});
