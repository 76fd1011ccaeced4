'use client';

import { useTranslations } from 'next-intl';
import type { ServiceRequest } from '@/lib/contract/service-requests';

/** Where a request stands, as a badge's colours (spec §4 statuses). */
export const STATUS_TONE: Record<ServiceRequest['status'], string> = {
  PENDING_SUBMISSION: 'bg-slate-100 text-slate-800',
  PENDING_CONFIRMATION: 'bg-amber-100 text-amber-900',
  CONFIRMED: 'bg-green-100 text-green-900',
  REJECTED: 'bg-red-100 text-red-900',
  CANCELLED: 'bg-slate-100 text-slate-800',
  NOT_TICKETED: 'bg-slate-100 text-slate-800',
};

/** The line that says what a request asks for: the wheelchair and its companion, or the item and its sides. */
export function useRequestSummary(): (r: ServiceRequest) => string {
  const t = useTranslations('ServiceRequest');
  return (r) => {
    const d = r.details;
    if (d.kind === 'WHEELCHAIR')
      return t('summary.wheelchair', {
        type: t(`wheelchairType.${d.wheelchairType}`),
        name: d.companionName,
        phone: `+${d.companionAreaCode} ${d.companionMobile}`,
        arrival: d.atArrival ? 'yes' : 'no',
      });
    return t('summary.baggage', {
      type: t(`baggageType.${d.baggageType}`),
      length: d.lengthCm,
      width: d.widthCm,
      height: d.heightCm,
      oversize: d.oversize ? 'yes' : 'no',
    });
  };
}
