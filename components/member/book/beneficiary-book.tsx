'use client';

import { useTranslations } from 'next-intl';
import { useMemo } from 'react';
import type { BookEntry } from '@/lib/contract';
import type { Option } from '../person-fields';
import { BeneficiaryForm, BeneficiarySetupContext, type BeneficiarySetup } from './beneficiary-form';
import { MemberBook } from './member-book';
import { maskDocumentNumber } from '@/lib/domain/document-mask';

export type { Option };

/** The name a member knows the beneficiary by: the Chinese name, else SURNAME/GIVEN. */
export function beneficiaryLabel(d: { name?: string; surname?: string; givenName?: string }): string {
  return d.name?.trim() || [d.surname, d.givenName].filter(Boolean).join('/');
}

type Props = BeneficiarySetup & { entries: BookEntry<'beneficiary'>[]; max: number };

/**
 * The member's beneficiaries (spec §2 /member/beneficiary; §3 Beneficiary with its status, effective or
 * pending review; §5 duplicates rejected; §8 the maximum and 'beneficiary add failed, retry'). The list,
 * its count, the maximum and the delete are the address book's (MemberBook); this kind adds its form.
 */
export function BeneficiaryBook({ entries, max, today, certificates, countries }: Props) {
  const t = useTranslations('MemberBeneficiary');
  const setup = useMemo(() => ({ today, certificates, countries }), [today, certificates, countries]);
  const certificateName = (type: string) => certificates.find((c) => c.value === type)?.name ?? type;
  return (
    <BeneficiarySetupContext.Provider value={setup}>
      <MemberBook
        kind="beneficiary"
        entries={entries}
        max={max}
        Form={BeneficiaryForm}
        summary={(e) => ({
          title: beneficiaryLabel(e.data),
          details: (
            <>
              <p>
                {t('document', {
                  type: certificateName(e.data.certificateType),
                  number: maskDocumentNumber(e.data.certificateNumber),
                })}
              </p>
              <p>
                +{e.data.areaCode || '86'} {e.data.mobile}
              </p>
            </>
          ),
        })}
      />
    </BeneficiarySetupContext.Provider>
  );
}
