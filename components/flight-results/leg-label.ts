import type { TripType } from '@/lib/domain/search';

type Translate = (key: 'legOutbound' | 'legReturn' | 'legNth', values?: { n: number }) => string;

/** "去程 / 回程" for one-way and round trips, "第N程" for multi-city. */
export function legLabel(t: Translate, tripType: TripType, index: number): string {
  if (tripType === 'MT') return t('legNth', { n: index + 1 });
  return index === 1 ? t('legReturn') : t('legOutbound');
}
