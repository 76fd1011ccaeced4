import { useTranslations } from 'next-intl';
import type { AddOnCatalogue } from '@/lib/contract/add-on-catalogue';

type Baggage = AddOnCatalogue['segments'][number]['baggage'];

/** Checked-baggage bands of one flight: the airport price struck through beside the online price (60% less). */
export function BaggageBands({
  baggage,
  money,
  id,
}: {
  baggage: Baggage;
  money: (minor: number) => string;
  id: string;
}) {
  const t = useTranslations('BookingFunnel');
  if (!baggage.onSale)
    return (
      <p id={id} className="rounded bg-slate-100 p-2 text-sm text-slate-800">
        {t('baggageClosed')}
      </p>
    );
  return (
    <table id={id} className="text-sm">
      <caption className="text-left font-medium">{t('baggageBands')}</caption>
      <thead>
        <tr className="text-left text-slate-700">
          <th scope="col" className="pr-4 font-normal">
            {t('baggageWeight')}
          </th>
          <th scope="col" className="pr-4 font-normal">
            {t('baggageAirportPrice')}
          </th>
          <th scope="col" className="font-normal">
            {t('baggageOnlinePrice')}
          </th>
        </tr>
      </thead>
      <tbody>
        {baggage.bands.map((b) => (
          <tr key={b.productCode}>
            <td className="pr-4">{t('kg', { kg: b.weightKg })}</td>
            <td className="pr-4 text-slate-600">
              <s>{money(b.airportPrice)}</s>
            </td>
            <td className="font-semibold text-accent-700">{money(b.price)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
