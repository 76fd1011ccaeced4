import { useTranslations } from 'next-intl';
import type { AddOnFollow } from '@/lib/contract/reschedule';
import { dateTimeFormat } from '@/lib/domain/intl-cache';
import { formatMoney } from '@/lib/i18n/format';
import type { Currency } from '@/lib/contract/common';

type Props = {
  addOns: readonly AddOnFollow[];
  currency: Currency;
  locale: string;
  /** The passenger's name as the page shows it. */
  who: (passengerId: string) => string;
  /** The heading's id (unique on the page). */
  headingId: string;
  headingLevel?: 2 | 3;
};

/**
 * What a change did with each add-on of the tickets it replaced (decision 46), one line each: 'Checked bag 10 kg —
 * moved to YQ1003 12 Dec', 'Seat 20A — refunded ¥60: the seat is taken on the new flight'. Nothing when none. Shown
 * on the change's result pages and with the change on the order pages, in the new flight's airport date.
 */
export function AddOnsFollowed({ addOns, currency, locale, who, headingId, headingLevel = 2 }: Props) {
  const t = useTranslations('ChangeDate.addOns');
  if (addOns.length === 0) return null;
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const en = locale.startsWith('en');
  const what = (a: AddOnFollow) => {
    switch (a.kind) {
      case 'BAGGAGE':
        return t('kind.BAGGAGE', { weight: a.weightKg ?? 0 });
      case 'SEAT':
        return t('kind.SEAT', { seatNo: a.seatNo ?? '' });
      case 'MEAL':
      case 'INSURANCE':
        return en ? a.name.en : a.name.zh;
      default:
        return t(`kind.${a.kind}`);
    }
  };
  const where = (a: AddOnFollow) => {
    const date = dateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: a.depTimeZone }).format(
      new Date(a.depTime),
    );
    if (a.outcome === 'REFUNDED')
      return t('refunded', {
        amount: formatMoney(a.refundAmount, currency, locale),
        reason: t(`reason.${a.reason ?? 'SEAT_TAKEN'}`),
      });
    const request = a.kind === 'WHEELCHAIR' || a.kind === 'SPECIAL_BAGGAGE';
    return t(request ? 'requestMoved' : 'moved', { flightNo: a.flightNo, date });
  };
  return (
    <section aria-labelledby={headingId} className="space-y-2" data-testid="add-ons-followed">
      <Heading id={headingId} className="text-base font-semibold text-slate-900">
        {t('heading')}
      </Heading>
      <ul className="space-y-1 text-sm text-slate-800">
        {addOns.map((a, i) => (
          <li key={`${a.passengerId}-${a.kind}-${i}`} className="break-words" data-outcome={a.outcome}>
            {t('line', { who: who(a.passengerId), what: what(a), where: where(a) })}
          </li>
        ))}
      </ul>
    </section>
  );
}
