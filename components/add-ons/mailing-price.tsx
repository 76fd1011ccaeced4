'use client';

import { useTranslations } from 'next-intl';
import { Card } from '@/components/ui/card';
import type { AddOnServicesData } from '@/lib/contract/add-ons';

type Props = { mailing: NonNullable<AddOnServicesData['mailing']>; money: (minor: number) => string };

/**
 * What mailing the itinerary costs (spec §3 mailing fee; decision 30): the fee and what is due, free while a member
 * has a free mailing left this year; or why it cannot be mailed (printed or locked tickets).
 */
export function MailingPrice({ mailing, money }: Props) {
  const t = useTranslations('AddOnShop');
  return (
    <Card as="section" aria-labelledby="mailing-price-heading" className="space-y-2" data-testid="mailing-price">
      <h2 id="mailing-price-heading" className="text-lg font-semibold text-slate-900">
        {t('mailing.priceHeading')}
      </h2>
      {mailing.block ? (
        <p className="text-amber-900" data-testid="addon-blocked" data-block={mailing.block}>
          {t(`mailing.blocks.${mailing.block}` as 'mailing.blocks.itineraryPrinted')}
        </p>
      ) : (
        <>
          <p className="text-slate-800">
            {t('mailing.fee', { fee: money(mailing.fee) })}{' '}
            <span className="font-semibold" data-testid="mailing-due">
              {mailing.price === 0 ? t('mailing.dueFree') : t('mailing.due', { price: money(mailing.price) })}
            </span>
          </p>
          <p className="text-sm text-slate-700" data-testid="mailing-entitlement">
            {!mailing.member
              ? t('mailing.visitor', { per: mailing.freePerYear })
              : mailing.freeLeft > 0
                ? t('mailing.freeLeft', { left: mailing.freeLeft, per: mailing.freePerYear })
                : t('mailing.freeUsed', { per: mailing.freePerYear })}
          </p>
        </>
      )}
    </Card>
  );
}
