'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { BlockableRadio } from '@/components/ui/blockable-radio';
import { Card } from '@/components/ui/card';
import type { CertificateOption } from '@/components/ui/certificate-options';
import type { PassengerModifyCandidate } from '@/lib/contract/passenger-modify';
import { candidateLabel } from './modify-rules';

export type { CertificateOption } from '@/components/ui/certificate-options';

type Props = {
  passengers: PassengerModifyCandidate[];
  selected: string;
  onChoose: (p: PassengerModifyCandidate) => void;
  certificates: CertificateOption[];
  error?: string;
  /** Given the first radio that may be chosen: the form focuses it when none is chosen. */
  firstRef?: Ref<HTMLInputElement>;
};

/** The order's passengers as radios: those who may change selectable; the others disabled with the reason. */
export function ModifyPassengerList({ passengers, selected, onChoose, certificates, error, firstRef }: Props) {
  const t = useTranslations('PassengerModify');
  const firstOpen = passengers.find((p) => p.block === null)?.passengerId;
  return (
    <Card as="fieldset" aria-describedby={error ? 'cname-passenger-error' : undefined}>
      <legend className="px-1 text-lg font-semibold">{t('passengersHeading')}</legend>
      <ul className="mt-2 space-y-2">
        {passengers.map((p) => {
          const id = `cname-passenger-${p.passengerId}`;
          const typeName = certificates.find((c) => c.typeId === p.certificateType)?.name ?? p.certificateType;
          return (
            <BlockableRadio
              key={p.passengerId}
              id={id}
              name="cname-passenger"
              value={p.passengerId}
              checked={selected === p.passengerId}
              onChoose={() => onChoose(p)}
              block={p.block && `${t('blocked')}: ${t(`block.${p.block}`)}`}
              inputRef={p.passengerId === firstOpen ? firstRef : undefined}
              testIds={{ block: 'cname-block' }}
            >
              <span className="block font-medium break-words text-slate-900">{candidateLabel(p)}</span>
              <span className="block text-sm break-all">
                {t('currentDocument', { type: typeName, number: p.certificateNumber })}
              </span>
            </BlockableRadio>
          );
        })}
      </ul>
      {error && (
        <p id="cname-passenger-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </Card>
  );
}
