import { productReadFailureKey } from './product-read-messages';

// Spec §8 Products: 'presale product list fetch failed', 'presale info fetch failed'.
describe('productReadFailureKey', () => {
  it('a presale list or detail that could not be read says which', () => {
    expect(productReadFailureKey('list', 'PRESALE')).toBe('presaleListFailed');
    expect(productReadFailureKey('detail', 'PRESALE')).toBe('presaleInfoFailed');
  });

  it('the other kinds, and the catalogue of every kind, keep their own message', () => {
    for (const kind of ['PACKAGE', 'OPEN', 'FLASH', undefined] as const) {
      expect(productReadFailureKey('list', kind)).toBeNull();
      expect(productReadFailureKey('detail', kind)).toBeNull();
    }
  });
});
