import { BILLING_FIELDS, billingToKeep, validateBilling } from './order-forms';

// Decision 49: what of an overseas card payment's billing is kept in the tab for "pay again". Spec §3 overseas card
// fields; card data is never kept (PCI: the card number and code are typed on the card's own page).

const BILLING = {
  lastName: 'Lovelace',
  firstName: 'Ada',
  email: 'ada@example.com',
  phone: '+14155550100',
  country: 'US',
  state: 'CA',
  city: 'San Francisco',
  address: '1 Market St',
  zip: '94105',
};

describe('billingToKeep', () => {
  it('keeps the nine billing fields, which the billing rules accept', () => {
    expect(BILLING_FIELDS).toHaveLength(9);
    expect(billingToKeep(BILLING)).toEqual(BILLING);
    expect(validateBilling(billingToKeep(BILLING)!)).toEqual({});
  });

  it('drops anything else, card data first, whatever it is called', () => {
    const given = { ...BILLING, cardNumber: '4111111111111111', cvv: '123', expiry: '12/30', pan: '4000000000000002' };
    const kept = billingToKeep(given)!;
    expect(Object.keys(kept).sort()).toEqual([...BILLING_FIELDS].sort());
    expect(JSON.stringify(kept)).not.toMatch(/4111|4000|123|12\/30/);
  });

  it('drops empty and non-text values, and keeps a value up to 254 characters, not 255', () => {
    expect(billingToKeep({ lastName: '  ', city: 7, zip: null })).toBeNull();
    expect(billingToKeep({ address: 'a'.repeat(254) })).toEqual({ address: 'a'.repeat(254) });
    expect(billingToKeep({ address: 'a'.repeat(255) })).toBeNull();
    expect(billingToKeep(null)).toBeNull();
    expect(billingToKeep('Lovelace')).toBeNull();
  });
});
