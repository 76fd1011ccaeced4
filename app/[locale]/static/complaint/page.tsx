import { getTranslations } from 'next-intl/server';
import { pageLocale } from '@/lib/i18n/page-locale';
import { SinglePage, singleMetadata } from '@/app/[locale]/_content/single-page';
import { ComplaintClosed } from '@/components/content/complaint-closed';
import { ComplaintForm } from '@/components/content/complaint-form';
import { CustomerServiceBox } from '@/components/content/customer-service';
import { env } from '@/lib/env';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { isComplaintOpen } from '@/lib/upstream/cms';

type Props = { params: Promise<{ locale: string }> };

const ref = { category: 'STATIC', itemKey: 'complaint', path: '/static/complaint' } as const;

export async function generateMetadata({ params }: Props) {
  return singleMetadata((await params).locale, ref);
}

/** The complaint and suggestion form (spec §2), rendered per request: switching it off takes effect at once. */
export default async function ComplaintPage({ params }: Props) {
  const locale = await pageLocale(params);
  const [t, open] = await Promise.all([
    getTranslations('Complaint'),
    upstreamContextFor(locale).then((context) => isComplaintOpen(context)),
  ]);
  const phone = env().CUSTOMER_SERVICE_PHONE;
  return (
    <SinglePage locale={locale} {...ref} printable={false} aside={<CustomerServiceBox phone={phone} />}>
      {open ? (
        <ClientMessages locale={locale} paths={['Complaint']}>
          <ComplaintForm servicePhone={phone} />
        </ClientMessages>
      ) : (
        <ComplaintClosed title={t('closed')} body={t('closedBody', { phone })} />
      )}
    </SinglePage>
  );
}
