'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { ErrorSummary } from '@/components/ui/error-summary';
import type { PassengerDraft } from './draft-store';
import type { SummaryEntry } from './passenger-error-summary';
import { useRuleMessage } from './use-rule-message';

const FIELD_LABEL = {
  name: 'chineseName',
  surname: 'surname',
  givenName: 'givenName',
  gender: 'gender',
  birthday: 'birthday',
  nationality: 'nationality',
  certificateType: 'certificateType',
  certificateNumber: 'certificateNumber',
  certificateValidity: 'certificateValidity',
  guardian: 'guardian',
} as const;

const CONTACT_LABEL = {
  name: 'contactName',
  email: 'contactEmail',
  areaCode: 'contactAreaCode',
  mobile: 'contactMobile',
} as const;

/**
 * What stops the passenger form, each entry naming the passenger and field and linking to it (
 * as the search form's summary). Focused when a submit fails.
 */
export function PassengerSummary({
  entries,
  passengers,
  ref,
}: {
  entries: SummaryEntry[];
  passengers: Pick<PassengerDraft, 'type'>[];
  ref: Ref<HTMLDivElement>;
}) {
  const t = useTranslations('BookingFunnel');
  const rule = useRuleMessage();
  const ordinal = (i: number) => passengers.slice(0, i + 1).filter((p) => p.type === passengers[i]?.type).length;
  const where = (e: SummaryEntry) => {
    if (e.field === 'group') return t('summaryParty');
    if (e.passenger === null) return `${t('contactHeading')} · ${t(CONTACT_LABEL[e.field])}`;
    const type = passengers[e.passenger]?.type ?? 'ADT';
    const who = t('passengerHeading', { type: t(`type_${type}`), n: ordinal(e.passenger) });
    return `${who} · ${t(FIELD_LABEL[e.field])}`;
  };
  return (
    <ErrorSummary
      ref={ref}
      heading={t('errorSummary', { count: entries.length })}
      items={entries.map((e) => ({
        key: `${e.fieldId}-${e.key}`,
        fieldId: e.fieldId,
        text: t('summaryEntry', { where: where(e), problem: rule(e.key) ?? '' }),
      }))}
      itemClassName="py-0.5 leading-6"
      scroll
    />
  );
}
