import type { ProductKind } from '@/lib/contract/special-products';

/**
 * Spec §8 "Products": a presale's pages say which read failed, 'presale product list fetch failed' (the list of
 * /seasonTicket/presale/list) or 'presale info fetch failed' (a presale's detail); the other kinds keep the
 * catalogue's own 'could not be loaded'. Keys of the `ProductMessages` namespace.
 */
export function productReadFailureKey(
  read: 'list' | 'detail',
  kind: ProductKind | undefined,
): 'presaleListFailed' | 'presaleInfoFailed' | null {
  if (kind !== 'PRESALE') return null;
  return read === 'list' ? 'presaleListFailed' : 'presaleInfoFailed';
}
