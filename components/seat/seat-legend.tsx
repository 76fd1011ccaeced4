import { useTranslations } from 'next-intl';

const SWATCHES = [
  ['legendFree', 'border border-slate-400 bg-white'],
  ['legendExit', 'border border-amber-600 bg-amber-50'],
  ['legendTaken', 'bg-slate-200'],
  ['legendChosen', 'bg-brand-700'],
] as const;

/** What the seat map's looks mean: free, exit row, taken, chosen. */
export function SeatLegend() {
  const t = useTranslations('SeatSelection');
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2 text-xs text-slate-700" aria-label={t('picker.legend')}>
      {SWATCHES.map(([key, look]) => (
        <li key={key} className="inline-flex items-center">
          <span aria-hidden="true" className={`mr-1.5 inline-block h-5 w-4 rounded-sm ${look}`} />
          {t(`picker.${key}`)}
        </li>
      ))}
    </ul>
  );
}
