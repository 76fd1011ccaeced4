import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PaymentResult, type AddOnReturn, type ReturnQuery } from '@/components/order/payment-result';
import { ChangeAfterPayment } from '@/components/reschedule/change-after-payment';
import { Link } from '@/lib/i18n/navigation';
import { isLocale } from '@/lib/i18n/routing';
import { openWalletBalance } from '@/lib/member/current';
import { PaymentVerifyRequestSchema } from '@/lib/schemas/order';
import { privatePageMetadata, type QueryPageProps } from '@/lib/i18n/page-metadata';

type Props = QueryPageProps;

export const generateMetadata = privatePageMetadata('PaymentResult', 'title');

const RETURN_KEYS = ['type', 'orderNumber', 'pay', 'paymentId', 'amount', 'sign'] as const;
const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
/** The BFF's own schema decides; the query goes on as it came (the BFF parses it again). */
const isReturnQuery = (query: object): query is ReturnQuery => PaymentVerifyRequestSchema.safeParse(query).success;

/** An add-on order's return (type checkin) also names its parent order and segment (decision 22). */
function addOnOf(raw: Record<string, string | string[] | undefined>): AddOnReturn | null {
  const parent = first(raw.parent);
  const seg = first(raw.seg);
  if (!parent || !/^[A-Za-z0-9]{1,32}$/.test(parent) || !seg || !/^[0-3]$/.test(seg)) return null;
  return { parent, segmentIndex: Number(seg) };
}

/**
 * /result?type=&orderNumber=&pay=&paymentId=&amount=&sign= (spec §2): where the gateway sends the buyer back. An
 * add-on order's return (type checkin, decision 22) adds &parent=&seg=, its ticket order and segment. A
 * rescheduled order's (decision 23) is followed like a ticket order, with the way back to the order it changed
 * when this tab confirmed the change.
 */
export default async function PaymentResultPage({ params, searchParams }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, raw] = await Promise.all([getTranslations('PaymentResult'), searchParams]);
  const picked = Object.fromEntries(RETURN_KEYS.map((k) => [k, first(raw[k])]));
  const query = isReturnQuery(picked) ? picked : null;
  const ancillary = addOnOf(raw);
  // A seat order's failed payment may be paid again from an open wallet (decision 49).
  const wallet = query && ancillary ? await openWalletBalance(locale) : null;
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
      {query ? (
        <PaymentResult
          query={query}
          locale={locale}
          ancillary={ancillary}
          wallet={wallet}
          origin={
            query.type === 'checkin' ? undefined : <ChangeAfterPayment orderNo={query.orderNumber} locale={locale} />
          }
        />
      ) : (
        <p role="alert" className="rounded-md bg-red-50 p-4 font-semibold text-red-800">
          {t('missing')} {t('invalid')}
        </p>
      )}
      <Link href="/" className="inline-block text-brand-700 underline">
        {t('home')}
      </Link>
    </div>
  );
}
