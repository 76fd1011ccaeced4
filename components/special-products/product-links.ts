import type { ProductKind } from '@/lib/contract/special-products';

/** Where a product's detail is (spec §2 Special products): each kind has its own pages. */
export function productHref(p: { kind: ProductKind; productId: string }): string {
  const id = encodeURIComponent(p.productId);
  if (p.kind === 'OPEN') return `/seasonTicket/open/detail/${id}`;
  if (p.kind === 'PRESALE') return `/seasonTicket/presale/detail/${id}`;
  if (p.kind === 'FLASH') return `/seasonTicket/secondKill/detail/${id}`;
  return `/seasonTicket/package/detail/${id}`;
}

/** Where a product is bought (the beneficiaries step). */
export function purchaseHref(p: { kind: ProductKind; productId: string }): string {
  const q = `?productId=${encodeURIComponent(p.productId)}`;
  if (p.kind === 'OPEN') return `/seasonTicket/open/purchase${q}`;
  if (p.kind === 'FLASH') return `/seasonTicket/secondKill/purchasePmsg${q}`;
  if (p.kind === 'PRESALE') return `/seasonTicket/presale/confirm${q}`;
  return `/seasonTicket/package/confirm${q}`;
}

/** Where an order is seen right after it is placed: a flash sale's or an open ticket's confirm step, else the product page. */
export function placedOrderHref(kind: ProductKind, orderNo: string): string {
  if (kind === 'FLASH') return `/seasonTicket/secondKill/purchaseConfirm?orderNo=${encodeURIComponent(orderNo)}`;
  if (kind === 'OPEN') return `/seasonTicket/open/purchaseConfirm?orderNo=${encodeURIComponent(orderNo)}`;
  return `/member/specialProduct/${orderNo}`;
}
