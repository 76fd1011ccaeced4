import { buttonClass } from '@/components/ui/button';
import { orderForBrowser } from '@/lib/bff-server/order-access';
import { LOGIN_REQUIRED_CODES, ResultCode, type OrderDetail } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { OrderNoSchema } from '@/lib/schemas/order';
import type { UpstreamResult } from '@/lib/upstream/result';

/** Answers that mean 'this browser may not see this order': the page says how to find it, never an error. */
const NO_ACCESS: readonly string[] = [
  ResultCode.ORDER_NOT_FOUND,
  ResultCode.NOT_FOUND,
  ResultCode.BAD_REQUEST,
  ...LOGIN_REQUIRED_CODES,
];

export type ChangeOrderAccess =
  /** No access: a malformed number, another's order, or neither a login nor this browser's seal. */
  | { kind: 'none'; orderNo: string | null }
  /** Any other failure of the read (the page shows an alert with a reload link). */
  | { kind: 'failed'; result: Extract<UpstreamResult<OrderDetail>, { ok: false }> }
  | { kind: 'order'; order: OrderDetail };

/**
 * The order of a change page (refund, date change, name or document change): read as the member's own by the
 * token, or as one this browser made or looked up (the visitor order seal: orderForBrowser).
 */
export async function orderForChange(locale: Locale, orderNo: string): Promise<ChangeOrderAccess> {
  const parsed = OrderNoSchema.safeParse(orderNo);
  if (!parsed.success) return { kind: 'none', orderNo: null };
  const { result } = await orderForBrowser(locale, parsed.data);
  if (result.ok) return { kind: 'order', order: result.data };
  return NO_ACCESS.includes(result.code) ? { kind: 'none', orderNo: parsed.data } : { kind: 'failed', result };
}

/** The page's own words for "no access" (each change page has them in its namespace). */
type NoAccessWords = (key: 'noAccessHeading' | 'noAccessHint' | 'findOrder') => string;

/** What a change page says without access: how to find the order, the same whether it exists or not. */
export function OrderNotAvailable({
  t,
  orderNo,
  testId,
}: {
  t: NoAccessWords;
  orderNo: string | null;
  testId: string;
}) {
  return (
    <section className="mx-auto max-w-xl px-4 py-16 text-center" data-testid={testId}>
      <h1 className="text-2xl font-semibold text-slate-900">{t('noAccessHeading')}</h1>
      <p className="mt-3 text-slate-700">{t('noAccessHint')}</p>
      <Link
        href={orderNo ? `/book/order?orderNo=${orderNo}` : '/book/order'}
        className={buttonClass({ variant: 'primary' }, 'mt-6')}
      >
        {t('findOrder')}
      </Link>
    </section>
  );
}
