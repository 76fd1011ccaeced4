'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import * as serviceRequests from '@/lib/bff-client/service-requests';
import type { ServiceRequest } from '@/lib/contract/service-requests';
import { Link } from '@/lib/i18n/navigation';
import { ServiceRequestList } from './service-request-list';
import { specialServiceHref } from './special-service-links';

type Props = {
  orderNo: string;
  /** The order is issued and not itself an add-on order: the two request pages are offered. */
  open: boolean;
  locale: string;
  /** Only the requests of this segment (an add-on order's page shows its own flight's). */
  segmentIndex?: number;
};

type Loaded = { orderNo: string; list: ServiceRequest[]; failed: boolean };

/**
 * "Special services" on the order pages (member and visitor; issue 15 §2; spec §4 service request statuses;
 * decision 29): the ways to the wheelchair and special baggage pages while the order is issued, and the requests
 * made with their statuses. Read through the BFF, which proves the order with the member's token or this browser's
 * visitor seal. Nothing is shown for an order with neither a way nor a request.
 */
export function OrderServiceRequests({ orderNo, open, locale, segmentIndex }: Props) {
  const t = useTranslations('ServiceRequest');
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  useEffect(() => {
    let live = true;
    void serviceRequests.list.call({ orderNo }, { quiet: true }).then((result) => {
      if (live) setLoaded({ orderNo, list: result.ok ? result.data.list : [], failed: !result.ok });
    });
    return () => {
      live = false;
    };
  }, [orderNo]);
  const mine = loaded?.orderNo === orderNo ? loaded : null;
  if (!mine) return null;
  const list = mine.list.filter((r) => segmentIndex === undefined || r.segmentIndex === segmentIndex);
  if (!open && list.length === 0 && !mine.failed) return null;
  const headingId = `service-requests-${orderNo}`;
  const replace = (changed: ServiceRequest) =>
    setLoaded({ ...mine, list: mine.list.map((r) => (r.requestNo === changed.requestNo ? changed : r)) });
  return (
    <Card as="section" aria-labelledby={headingId} className="min-w-0 space-y-3" data-testid="order-service-requests">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('section.heading')}
      </h2>
      {open && (
        <nav aria-label={t('section.linksLabel')} className="flex flex-wrap gap-2">
          {(['WHEELCHAIR', 'SPECIAL_BAGGAGE'] as const).map((kind) => (
            <Link
              key={kind}
              href={specialServiceHref(kind, orderNo)}
              className={buttonClass({ variant: 'outline', size: 'sm' })}
              data-testid="order-service-request-link"
              data-kind={kind}
            >
              {t(`section.link.${kind}`)}
            </Link>
          ))}
        </nav>
      )}
      {mine.failed ? (
        <p className="text-sm text-red-700">{t('section.loadFailed')}</p>
      ) : (
        <ServiceRequestList orderNo={orderNo} requests={list} locale={locale} onChanged={replace} />
      )}
    </Card>
  );
}
