'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { KindLinks, ListOrNote, OrderSection } from '@/components/ui/order-section';
import { useBffQuery } from '@/lib/bff-client/query/use-bff-query';
import * as serviceRequests from '@/lib/bff-client/service-requests';
import type { ServiceRequest } from '@/lib/contract/service-requests';
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

/**
 * "Special services" on the order pages (member and visitor; decision 28; spec §4 service request statuses;
 * decision 29): the ways to the wheelchair and special baggage pages while the order is issued, and the requests
 * made with their statuses. Read through the BFF, which proves the order with the member's token or this browser's
 * visitor seal. Nothing is shown for an order with neither a way nor a request.
 */
export function OrderServiceRequests({ orderNo, open, locale, segmentIndex }: Props) {
  const t = useTranslations('ServiceRequest');
  const query = useBffQuery(serviceRequests.list, { orderNo });
  // Requests cancelled here since the read, as the cancel answered them.
  const [changed, setChanged] = useState<ServiceRequest[]>([]);
  if (query.isPending) return null;
  const failed = query.isError;
  const list = (failed ? [] : (query.data?.list ?? []))
    .map((r) => changed.find((c) => c.requestNo === r.requestNo) ?? r)
    .filter((r) => segmentIndex === undefined || r.segmentIndex === segmentIndex);
  if (!open && list.length === 0 && !failed) return null;
  const replace = (next: ServiceRequest) =>
    setChanged((all) => [...all.filter((c) => c.requestNo !== next.requestNo), next]);
  return (
    <OrderSection
      headingId={`service-requests-${orderNo}`}
      heading={t('section.heading')}
      actions={
        open && (
          <KindLinks
            label={t('section.linksLabel')}
            links={(['WHEELCHAIR', 'SPECIAL_BAGGAGE'] as const).map((kind) => ({
              kind,
              href: specialServiceHref(kind, orderNo),
              text: t(`section.link.${kind}`),
            }))}
          />
        )
      }
    >
      <ListOrNote failed={failed} failedText={t('section.loadFailed')}>
        <ServiceRequestList orderNo={orderNo} requests={list} locale={locale} onChanged={replace} />
      </ListOrNote>
    </OrderSection>
  );
}
