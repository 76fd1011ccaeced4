'use client';

import { useTranslations } from 'next-intl';
import { SeatGrid as CabinGrid } from '@/components/ui/seat-grid';
import type { Seat, SeatMap } from '@/lib/contract/add-on-catalogue';

type Props = {
  map: SeatMap;
  /** seatNo → who has it in this booking (label shown on the seat). */
  mine: Map<string, string>;
  money: (minor: number) => string;
  onChoose: (seat: Seat) => void;
};

/**
 * The booking's seat map: the shared cabin grid (components/ui/seat-grid.tsx, also drawn by the seat page)
 * in the booking funnel's words. Arrow keys move within the map; taken seats stay focusable but disabled.
 */
export function SeatGrid({ map, mine, money, onChoose }: Props) {
  const t = useTranslations('BookingFunnel');
  // Read after the visible letter and price; no aria-label, so what is seen is what is announced.
  const describe = (s: Seat, chosenBy: string | undefined) =>
    [
      t(`seatKind_${s.kind}`),
      s.exit === 'WING' ? t('seatWing') : s.exit === 'DOOR' ? t('seatExit') : null,
      s.available ? null : t('seatTaken'),
      chosenBy ? t('seatChosenBy', { name: chosenBy }) : null,
    ]
      .filter(Boolean)
      .join(', ');
  return (
    <CabinGrid
      map={map}
      mine={mine}
      money={money}
      onChoose={onChoose}
      label={t('seatMapLabel')}
      rowLabel={t('seatRow')}
      describe={describe}
    />
  );
}
