import { safeReturnPath } from './safe-path';

const locales = ['zh-CN', 'en-US'];

describe('safeReturnPath (spec §2: the wanted path is remembered for after login)', () => {
  it('keeps a member path with its query', () => {
    expect(safeReturnPath('/zh-CN/member/order?tab=paid', locales)).toBe('/zh-CN/member/order?tab=paid');
  });
  it('refuses other sites and tricks', () => {
    for (const bad of [
      'https://evil.example/zh-CN',
      '//evil.example/zh-CN',
      '/\\evil.example',
      'zh-CN/member',
      '/fr/member',
      '',
      null,
    ]) {
      expect(safeReturnPath(bad, locales)).toBeNull();
    }
  });
  it('refuses control characters and overlong paths', () => {
    expect(safeReturnPath('/zh-CN/member\n', locales)).toBeNull();
    expect(safeReturnPath(`/zh-CN/${'a'.repeat(600)}`, locales)).toBeNull();
  });
});
