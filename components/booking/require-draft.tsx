'use client';

import { useTranslations } from 'next-intl';
import { useEffect, type ReactNode } from 'react';
import { useRouter } from '@/lib/i18n/navigation';
import type { BookingDraft } from './draft-store';
import { tripSlots, type FunnelTrip } from './funnel-trip';
import { useDraft } from './use-draft';

type Props = { search: string; trip: FunnelTrip; children: (draft: BookingDraft) => ReactNode };

/** The steps after /book/pmsg need its draft: without one (a new tab, a shared link) they go back there. */
export function RequireDraft({ search, trip, children }: Props) {
  const t = useTranslations('BookingFunnel');
  const router = useRouter();
  const draft = useDraft(search, tripSlots(trip));
  useEffect(() => {
    if (draft === null) router.replace(`/book/pmsg?${search}`);
  }, [draft, router, search]);
  if (!draft) return <p className="text-slate-700">{t('loading')}</p>;
  return children(draft);
}
