import { useLocale, useTranslations } from 'next-intl';
import type { CouponOffer } from '@/lib/contract';
import { ClaimButton } from './claim-button';
import { CouponTerms, airlineDateTime, useCouponValue } from './coupon-terms';

const STATE_CLASS: Record<CouponOffer['state'], string> = {
  UNCLAIMED: 'bg-brand-50 text-brand-700 border-brand-600',
  AVAILABLE: 'bg-emerald-50 text-emerald-900 border-emerald-300',
  RECEIVED: 'bg-emerald-50 text-emerald-900 border-emerald-300',
  NOT_ON_SALE: 'bg-sky-50 text-sky-900 border-sky-300',
  RUN_OUT: 'bg-slate-100 text-slate-800 border-slate-300',
  USED: 'bg-slate-100 text-slate-800 border-slate-300',
  DEPRECATED: 'bg-slate-100 text-slate-800 border-slate-300',
};

/**
 * The centre's offers (spec §4 claim states): terms, window, stock, state; a claim button only when unclaimed and
 * the member may claim (`blocked`: an expired certification limits coupons, spec §6).
 */
export function OfferList({ offers, blocked }: { offers: CouponOffer[]; blocked: boolean }) {
  const t = useTranslations('CouponCentre');
  const locale = useLocale();
  const value = useCouponValue();
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="offer-list">
      {offers.map((o) => {
        const headingId = `offer-${o.offerId}`;
        return (
          <li
            key={o.offerId}
            aria-labelledby={headingId}
            className="rounded-lg border-2 border-dashed border-brand-600 bg-white p-4"
            data-testid="offer-card"
            data-offer-id={o.offerId}
          >
            <CouponTerms coupon={o} headingId={headingId}>
              <p className="text-sm text-slate-800">
                {t('claimWindow', {
                  from: airlineDateTime(o.claimFrom, locale),
                  to: airlineDateTime(o.claimTo, locale),
                })}
              </p>
              <p className="text-sm text-slate-800">
                {t('validDays', { days: o.validDays })} · {t('remaining', { count: o.remaining })}
              </p>
              <div className="flex flex-wrap items-center justify-between gap-2 pt-1">
                <span
                  className={`rounded-full border px-2 py-0.5 text-xs font-medium ${STATE_CLASS[o.state]}`}
                  data-testid="offer-state"
                  data-state={o.state}
                >
                  {t(`state.${o.state}`)}
                </span>
                {o.state === 'UNCLAIMED' && !blocked && (
                  <ClaimButton
                    offerId={o.offerId}
                    labels={{
                      name: t('claim', { name: `${o.name} ${value(o)}` }),
                      text: t('claimShort'),
                      busy: t('claiming'),
                      done: t('claimed'),
                    }}
                  />
                )}
              </div>
            </CouponTerms>
          </li>
        );
      })}
    </ul>
  );
}
