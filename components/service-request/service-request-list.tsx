'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import * as serviceRequests from '@/lib/bff-client/service-requests';
import type { ServiceRequest } from '@/lib/contract/service-requests';
import { formatAirportTime } from '@/lib/i18n/format';
import { STATUS_TONE, useRequestSummary } from './service-request-words';

type Props = {
  orderNo: string;
  requests: ServiceRequest[];
  locale: string;
  /** A request as the cancel answered it (the caller keeps the list). */
  onChanged: (request: ServiceRequest) => void;
};

/**
 * The order's wheelchair and special baggage requests (decision 28; spec §4 service request statuses; decision 29):
 * each with what it asks, its flight in the airport's time, its status and the desk's reason of a rejection, and
 * "Cancel request" (confirmed first) while it may still be withdrawn.
 */
export function ServiceRequestList({ orderNo, requests, locale, onChanged }: Props) {
  const t = useTranslations('ServiceRequest');
  const summary = useRequestSummary();
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<{ requestNo: string; msg: string } | null>(null);

  async function cancel(requestNo: string) {
    setBusy(true);
    setError(null);
    const result = await serviceRequests.cancel.call({ orderNo, requestNo }, { quiet: true });
    setBusy(false);
    setAsking(null);
    if (result.ok) onChanged(result.data);
    else setError({ requestNo, msg: result.msg });
  }

  if (requests.length === 0) return <p className="text-sm text-slate-700">{t('list.none')}</p>;
  return (
    <ul className="space-y-3">
      {requests.map((r) => (
        <li key={r.requestNo} className="min-w-0 space-y-1 rounded-md border border-slate-200 p-3 text-sm">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <span className="font-semibold break-words text-slate-900">
              {t(`kind.${r.kind}`)} · {r.passengerName}
            </span>
            <span className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_TONE[r.status]}`}>
              {t(`status.${r.status}`)}
            </span>
          </div>
          <p className="font-mono text-xs break-all text-slate-700">
            {t('list.requestNo', { requestNo: r.requestNo })}
          </p>
          <p className="text-slate-700">
            {t('list.flight', {
              flightNo: r.flightNo,
              dep: r.depCityName,
              arr: r.arrCityName,
              time: r.depTime && r.depTimeZone ? formatAirportTime(r.depTime, r.depTimeZone, locale) : r.flightDate,
            })}
          </p>
          <p className="break-words text-slate-700">{summary(r)}</p>
          {r.details.kind === 'SPECIAL_BAGGAGE' && r.details.purpose && (
            <p className="break-words text-slate-700">{t('list.purpose', { purpose: r.details.purpose })}</p>
          )}
          {r.movedTo && (
            <p className="break-words text-slate-800">
              {t('list.movedTo', {
                flightNo: r.movedTo.flightNo,
                date: r.movedTo.flightDate,
                requestNo: r.movedTo.requestNo,
              })}
            </p>
          )}
          {r.status === 'REJECTED' && r.deskReason && (
            <p className="break-words text-red-800">{t('list.deskReason', { reason: r.deskReason })}</p>
          )}
          {error?.requestNo === r.requestNo && (
            <p role="alert" className="text-red-700">
              {error.msg}
            </p>
          )}
          {r.cancellable &&
            (asking === r.requestNo ? (
              <ConfirmPanel
                question={t('list.cancelQuestion')}
                confirmLabel={t('list.cancelConfirm')}
                keepLabel={t('list.keep')}
                busy={busy}
                onConfirm={() => void cancel(r.requestNo)}
                onKeep={() => setAsking(null)}
              />
            ) : (
              <Button variant="secondary" size="sm" onClick={() => setAsking(r.requestNo)}>
                {t('list.cancel')}
              </Button>
            ))}
        </li>
      ))}
    </ul>
  );
}
