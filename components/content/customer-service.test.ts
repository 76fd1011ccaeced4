import { telHref } from './customer-service';

describe('telHref', () => {
  it.each([
    ['+86 20 8888 6666', 'tel:+862088886666'],
    ['400-820-6666', 'tel:4008206666'],
    ['95539', 'tel:95539'],
  ])('%s → %s', (phone, href) => expect(telHref(phone)).toBe(href));
});
