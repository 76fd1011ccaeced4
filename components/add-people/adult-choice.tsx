'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { BlockableRadio } from '@/components/ui/blockable-radio';
import { Card } from '@/components/ui/card';
import type { AddPeopleAdult, AddPeopleCheckData } from '@/lib/contract/add-people';
import { segmentsOf } from './add-people-rules';

type Props = {
  check: AddPeopleCheckData;
  selected: string;
  onChoose: (adult: AddPeopleAdult) => void;
  /** The localized error of the choice (none chosen). */
  error?: string;
  /** Given the first radio that may be chosen: the form focuses it when none is chosen. */
  firstRef?: Ref<HTMLInputElement>;
};

/** The id of an adult's radio. */
export const adultRadioId = (passengerId: string) => `add-people-adult-${passengerId}`;

/**
 * The order's adults as radios (spec §5, §8; decision 25): those who may bring one more passenger selectable, the
 * others disabled with why in words (under 18, the companion or passenger limit, checked in, no usable ticket, too
 * late), read with the radio through aria-describedby. Each shows the flights the new passenger would join.
 */
export function AdultChoice({ check, selected, onChoose, error, firstRef }: Props) {
  const t = useTranslations('AddPeople');
  const firstOpen = check.adults.find((a) => a.block === null)?.passengerId;
  return (
    <Card as="fieldset" aria-describedby={error ? 'add-people-adult-error' : undefined} className="min-w-0">
      <legend className="px-1 text-lg font-semibold">{t('adultsHeading')}</legend>
      <p className="text-sm text-slate-700">{t('companionRule')}</p>
      <ul className="mt-2 space-y-2">
        {check.adults.map((adult) => {
          const id = adultRadioId(adult.passengerId);
          const flights = segmentsOf(check, adult)
            .map((s) => `${s.flightNo} ${s.depAirport}–${s.arrAirport}`)
            .join(', ');
          return (
            <BlockableRadio
              key={adult.passengerId}
              id={id}
              name="add-people-adult"
              value={adult.passengerId}
              checked={selected === adult.passengerId}
              onChoose={() => onChoose(adult)}
              block={adult.block && `${t('blocked')}: ${t(`block.${adult.block}`)}`}
              inputRef={adult.passengerId === firstOpen ? firstRef : undefined}
              testIds={{ row: 'add-people-adult', radio: 'add-people-adult-radio', block: 'add-people-block' }}
            >
              <span className="block font-medium break-words text-slate-900">{adult.name}</span>
              {flights && <span className="block text-sm break-words">{t('adultFlights', { flights })}</span>}
            </BlockableRadio>
          );
        })}
      </ul>
      {error && (
        <p id="add-people-adult-error" className="mt-2 text-sm text-red-700">
          {error}
        </p>
      )}
    </Card>
  );
}
