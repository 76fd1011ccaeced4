import { maskEmail, maskPhone, orderPageHref, passengerName } from './order-format';

// 'confirmation sent to …' shows where it went without printing the whole address.
describe('order-format', () => {
  it('masks an e-mail and a phone as a receipt does', () => {
    expect(maskEmail('zhang@example.com')).toBe('zh***@example.com');
    expect(maskEmail('a@example.com')).toBe('a***@example.com');
    expect(maskEmail('')).toBe('');
    expect(maskPhone('86', '13812345678')).toBe('+86 138****5678');
    expect(maskPhone('', '5551234')).toBe('***34');
  });

  it('links a member to the member order page and a visitor to the order page by number', () => {
    expect(orderPageHref({ orderNo: 'YQ1', isMember: true })).toBe('/member/ticketorderdetail/YQ1');
    expect(orderPageHref({ orderNo: 'YQ1', isMember: false })).toBe('/book/order?orderNo=YQ1');
  });

  it('names a passenger as booked', () => {
    expect(passengerName({ name: null, surname: 'OBRIEN', givenName: 'SEAN' })).toBe('OBRIEN/SEAN');
    expect(passengerName({ name: '张云雀', surname: null, givenName: null })).toBe('张云雀');
  });
});
