import { getTranslations } from 'next-intl/server';
import { airlineDateTime } from '@/components/coupons/coupon-terms';
import { RouletteDrawButton } from '@/components/coupons/roulette-draw-button';
import { CouponPageFrame } from '@/components/coupons/coupon-page-frame';
import { RealNameExpiredNotice } from '@/components/member/real-name-expired-notice';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { pageLocale } from '@/lib/i18n/page-locale';
import { privatePageMetadata } from '@/lib/i18n/page-metadata';
import { requireMember } from '@/lib/session';
import { rouletteState } from '@/lib/upstream/coupons';

export const generateMetadata = privatePageMetadata('CampaignRoulette', 'title');

/**
 * zh-CN /campaignRoulette (spec §2 zh-CN only; decision 66): the prizes with their published odds, the draws left
 * today and today's draws. The draw is airline-api's (a uniform random integer over the weights), 3 a day.
 */
export default async function CampaignRoulettePage({ params }: { params: Promise<{ locale: string }> }) {
  const locale = await pageLocale(params, true);
  await requireMember(locale);
  const [t, result] = await Promise.all([
    getTranslations('CampaignRoulette'),
    upstreamContextFor(locale).then(rouletteState),
  ]);
  const name = (n: string | null) => n ?? t('none');
  return (
    <CouponPageFrame id="roulette-heading" heading={t('heading')} myCoupons={t('myCoupons')} width="max-w-3xl">
      {!result.ok ? (
        <ReloadAlert message={t('loadFailed')} reloadHref={`/${locale}/campaignRoulette`} reloadLabel={t('reload')} />
      ) : (
        <>
          <p className="text-sm text-slate-700">{t('intro', { draws: result.data.dailyDraws })}</p>
          {result.data.realNameExpired && <RealNameExpiredNotice />}
          <section aria-labelledby="roulette-odds" className="rounded-md bg-slate-50 p-4">
            <h2 id="roulette-odds" className="font-semibold text-slate-900">
              {t('odds')}
            </h2>
            <ul className="mt-1 text-sm text-slate-800">
              {result.data.prizes.map((p) => (
                <li key={p.prizeId}>
                  {t('oddsLine', { name: name(p.name), weight: p.weight, total: result.data.totalWeight })}
                </li>
              ))}
            </ul>
          </section>
          <div className="flex flex-wrap items-center gap-3">
            <RouletteDrawButton
              disabled={result.data.drawsLeft === 0 || result.data.realNameExpired}
              labels={{ draw: t('draw'), drawing: t('drawing'), won: t('won', { name: '{name}' }), lost: t('lost') }}
            />
            <p className="text-slate-800" data-testid="roulette-left">
              {t('left', { count: result.data.drawsLeft })}
            </p>
          </div>
          <section aria-labelledby="roulette-today">
            <h2 id="roulette-today" className="font-semibold text-slate-900">
              {t('today')}
            </h2>
            {result.data.today.length === 0 ? (
              <p className="text-sm text-slate-700">{t('noDraws')}</p>
            ) : (
              <ol className="mt-1 list-inside list-decimal text-sm text-slate-800" data-testid="roulette-today">
                {result.data.today.map((d) => (
                  <li key={d.drawnAt + d.prizeId}>
                    {airlineDateTime(d.drawnAt, locale)} · {name(d.name)}
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </CouponPageFrame>
  );
}
