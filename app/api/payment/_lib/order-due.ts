import 'server-only';
import { ResultCode, type OrderDetail } from '@/lib/contract';
import { orderForBrowser } from '@/lib/bff-server/order-access';
import { bffError, type BffAnswer } from '@/lib/bff-server/respond';
import type { Locale } from '@/lib/i18n/routing';

/**
 * The order a payment is for, read as this browser may see it: what is due comes from it (amount and
 * currency of the actual amount payable), never from the browser.
 */
export async function orderDue(locale: Locale, orderNo: string): Promise<OrderDetail | BffAnswer<never>> {
  const { result } = await orderForBrowser(locale, orderNo);
  if (!result.ok) return bffError(result.code, locale);
  if (result.data.price.actualAmount <= 0) return bffError(ResultCode.ORDER_NOT_PAYABLE, locale);
  return result.data;
}

/** The payer's name as the order's contact gave it. */
export function payerOf(order: OrderDetail): string | undefined {
  return order.contact.name.trim() || undefined;
}
