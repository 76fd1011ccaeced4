'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Card } from '@/components/ui/card';
import * as serviceRequests from '@/lib/bff-client/service-requests';
import type { ServiceRequest, ServiceRequestKind, ServiceRequestSegment } from '@/lib/contract/service-requests';
import { RequestForm } from './request-form';
import { ServiceRequestList } from './service-request-list';

type Props = {
  kind: ServiceRequestKind;
  orderNo: string;
  segments: ServiceRequestSegment[];
  requests: ServiceRequest[];
  locale: string;
};

/**
 * The wheelchair form (/ancillary/specialService) or the special baggage form (/ancillary/specialBag) of one order
 * (decision 28; spec §3, §5 Services, §8, §9; decision 29): the flight, the passenger (those who cannot ask are
 * shown with the reason and cannot be chosen), then the kind's fields, checked by lib/domain/service-request-rules
 * beside each field before anything is sent ('select wheelchair type first'; dimensions whole centimetres below
 * 150; an item over 1 metre on a side is oversize). A refusal keeps everything typed. Once submitted, the
 * confirmation says the result comes by SMS, and the order's requests below show it with its status.
 */
export function ServiceRequestForm({ kind, orderNo, segments: initialSegments, requests: initial, locale }: Props) {
  const t = useTranslations('ServiceRequest');
  const [segments, setSegments] = useState(initialSegments);
  const [requests, setRequests] = useState(initial);
  const idp = `sr-${kind.toLowerCase()}`;

  /** Who may still ask, and the statuses, as airline-api now sees them. */
  async function reload() {
    const [opts, list] = await Promise.all([
      serviceRequests.options.call({ orderNo }, { quiet: true }),
      serviceRequests.list.call({ orderNo }, { quiet: true }),
    ]);
    if (opts.ok) setSegments(opts.data.segments);
    if (list.ok) setRequests(list.data.list);
  }

  return (
    <div className="space-y-6">
      <Card as="section" aria-labelledby={`${idp}-heading`} className="min-w-0 space-y-4">
        <h2 id={`${idp}-heading`} className="text-lg font-semibold text-slate-900">
          {t(`formHeading.${kind}`)}
        </h2>
        {segments.length === 0 ? (
          <p className="text-slate-700">{t('noFlights')}</p>
        ) : (
          <RequestForm
            idp={idp}
            kind={kind}
            orderNo={orderNo}
            segments={segments}
            locale={locale}
            onMade={(made) => {
              setRequests((list) => [made, ...list.filter((r) => r.requestNo !== made.requestNo)]);
              void reload();
            }}
          />
        )}
      </Card>

      <Card
        as="section"
        aria-labelledby={`${idp}-list`}
        className="min-w-0 space-y-3"
        data-testid="service-request-list"
      >
        <h2 id={`${idp}-list`} className="text-lg font-semibold text-slate-900">
          {t('list.heading')}
        </h2>
        <ServiceRequestList
          orderNo={orderNo}
          requests={requests}
          locale={locale}
          onChanged={(changed) => {
            setRequests((list) => list.map((r) => (r.requestNo === changed.requestNo ? changed : r)));
            void reload();
          }}
        />
      </Card>
    </div>
  );
}
