'use client';

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { AddOnSegment } from '@/lib/contract/add-ons';
import type { AddOnPick } from './add-on-draft';
import { localDateTime } from './add-on-format';
import { AddOnPassengerChoice } from './add-on-passenger-choice';
import type { PassengerKind } from './add-on-shop-rules';

type SegmentProps = {
  kind: PassengerKind;
  seg: AddOnSegment;
  picks: AddOnPick[];
  maxBaggageKg: number;
  locale: string;
  money: (minor: number) => string;
  onChoose: (passengerId: string, productCode: string | null, on?: boolean) => void;
};

/** One segment: its flight, when the kind stops being sold, (for baggage) the bands, and each passenger. */
export function AddOnSegmentCard({ kind, seg, picks, maxBaggageKg, locale, money, onChoose }: SegmentProps) {
  const t = useTranslations('AddOnShop');
  const headingId = `addon-seg-${seg.segmentIndex}`;
  return (
    <Card
      as="section"
      aria-labelledby={headingId}
      className="min-w-0 space-y-4"
      data-testid="addon-segment"
      data-segment={seg.segmentIndex}
    >
      <div>
        <h2 id={headingId} className="text-lg font-semibold break-words text-slate-900">
          {t('segmentHeading', { dep: seg.depCityName, arr: seg.arrCityName })}
        </h2>
        <p className="text-sm text-slate-700">
          {t('flightLine', {
            flightNo: seg.flightNo,
            time: localDateTime(seg.depTime, seg.depTimeZone, locale),
          })}
        </p>
        <p className="text-sm text-slate-700">
          {t('saleEnds', { time: localDateTime(seg.saleEnds[kind], seg.depTimeZone, locale) })}
        </p>
      </div>
      {kind === 'BAGGAGE' && <BaggageBands seg={seg} money={money} />}
      <ul className="space-y-3">
        {seg.passengers.map((p) => (
          <AddOnPassengerChoice
            key={p.passengerId}
            kind={kind}
            seg={seg}
            passenger={p}
            picks={picks.filter((x) => x.kind !== 'MAILING' && x.passengerId === p.passengerId)}
            maxBaggageKg={maxBaggageKg}
            money={money}
            onChoose={(code, on) => onChoose(p.passengerId, code, on)}
          />
        ))}
      </ul>
    </Card>
  );
}

/** The baggage bands: the airport's price and the online one (spec §9: 60% less), side by side. */
function BaggageBands({ seg, money }: { seg: AddOnSegment; money: (minor: number) => string }) {
  const t = useTranslations('AddOnShop');
  return (
    <div
      className="max-w-full overflow-x-auto"
      tabIndex={0}
      role="region"
      aria-label={t('baggage.bandsLabel')}
      data-testid="baggage-bands"
    >
      <table className="w-full border-collapse text-sm">
        <caption className="pb-2 text-left text-slate-700">{t('baggage.bandsCaption')}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-700">
            <th scope="col" className="px-2 py-1 text-left font-medium">
              {t('baggage.weight')}
            </th>
            <th scope="col" className="px-2 py-1 text-right font-medium">
              {t('baggage.airportPrice')}
            </th>
            <th scope="col" className="px-2 py-1 text-right font-medium">
              {t('baggage.onlinePrice')}
            </th>
          </tr>
        </thead>
        <tbody>
          {seg.baggage.map((b) => (
            <tr key={b.productCode} className="border-b border-slate-100">
              <th scope="row" className="px-2 py-1 text-left font-normal text-slate-900">
                {t('baggage.kg', { weight: b.weightKg })}
              </th>
              <td className="px-2 py-1 text-right whitespace-nowrap text-slate-700">
                <s>{money(b.airportPrice)}</s>
              </td>
              <td className="px-2 py-1 text-right font-semibold whitespace-nowrap text-slate-900">{money(b.price)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
