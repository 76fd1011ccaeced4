'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useState, type ComponentProps } from 'react';
import { Button } from '@/components/ui/button';
import { CalendarTriggerLabel } from './calendar-trigger';

/** The dialog (and Radix with it) loads on the first click, so the results page's first load stays small. */
const PriceCalendar = dynamic(() => import('./price-calendar').then((m) => m.PriceCalendar), { ssr: false });

type Props = Omit<ComponentProps<typeof PriceCalendar>, 'initiallyOpen'>;

export function PriceCalendarLauncher(props: Props) {
  const t = useTranslations('PriceCalendar');
  const [wanted, setWanted] = useState(false);
  if (wanted) return <PriceCalendar {...props} initiallyOpen />;
  return (
    <Button variant="outline" size="sm" aria-haspopup="dialog" onClick={() => setWanted(true)}>
      <CalendarTriggerLabel text={t('open')} />
    </Button>
  );
}
