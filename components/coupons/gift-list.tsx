import { useLocale, useTranslations } from 'next-intl';
import type { BlindBoxRecord, GiftPackage } from '@/lib/contract';
import { OpenGiftButton } from './claim-button';
import { airlineDateTime, useCouponValue } from './coupon-terms';

const STATE_CLASS: Record<GiftPackage['state'], string> = {
  UNOPENED: 'bg-brand-50 text-brand-700 border-brand-600',
  OPENED: 'bg-emerald-50 text-emerald-900 border-emerald-300',
  EXPIRED: 'bg-slate-100 text-slate-800 border-slate-300',
};

/**
 * The member's gift packages (spec §4 unopened, opened, expired): what each holds; open only while unopened, and not
 * while the member's certification has lapsed (`blocked`, spec §6: the page says why).
 */
export function GiftList({ packages, blocked }: { packages: GiftPackage[]; blocked: boolean }) {
  const t = useTranslations('GiftCentre');
  const locale = useLocale();
  const value = useCouponValue();
  return (
    <ul className="grid gap-3 md:grid-cols-2" data-testid="gift-list">
      {packages.map((p) => {
        const headingId = `gift-${p.packageId}`;
        return (
          <li
            key={p.packageId}
            aria-labelledby={headingId}
            className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 shadow-sm"
            data-testid="gift-card"
            data-package-id={p.packageId}
          >
            <div className="flex flex-wrap items-start justify-between gap-2">
              <h3 id={headingId} className="min-w-0 font-semibold break-words text-slate-900">
                {p.name}
              </h3>
              <span
                className={`rounded-full border px-2 py-0.5 text-xs font-medium ${STATE_CLASS[p.state]}`}
                data-testid="gift-state"
                data-state={p.state}
              >
                {t(`state.${p.state}`)}
              </span>
            </div>
            {p.coupons.length > 0 && (
              <p className="text-sm text-slate-800">
                {t('contains')}: {p.coupons.map((c) => `${c.name} (${value({ ...c, thresholdFen: 0 })})`).join(', ')}
              </p>
            )}
            {p.state === 'UNOPENED' && (
              <>
                <p className="text-sm text-slate-700">{t('openBy', { date: airlineDateTime(p.openBy, locale) })}</p>
                {!blocked && (
                  <OpenGiftButton
                    packageId={p.packageId}
                    labels={{
                      name: t('open', { name: p.name }),
                      text: t('openShort'),
                      busy: t('opening'),
                      done: t('opened'),
                    }}
                  />
                )}
              </>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The blind-box activity's routes and dates (spec §3 blind-box record), shown when airline-api answered one. */
export function BlindBox({ record }: { record: BlindBoxRecord }) {
  const t = useTranslations('GiftCentre');
  return (
    <section
      aria-labelledby="blind-box-heading"
      className="space-y-1 rounded-md bg-slate-50 p-4 text-sm text-slate-800"
    >
      <h2 id="blind-box-heading" className="font-semibold text-slate-900">
        {t('blindBoxHeading')}
      </h2>
      <p>{t('blindBoxPeriod', { from: record.activityStartDate, to: record.activityEndDate })}</p>
      <ul className="list-inside list-disc">
        {record.limitVos.map((v) => (
          <li key={v.couponLinesList.join()}>
            {t('blindBoxLines', {
              lines: v.couponLinesList.join(', '),
              from: v.couponEffectiveDate,
              to: v.couponExpireDate,
            })}
          </li>
        ))}
      </ul>
    </section>
  );
}
