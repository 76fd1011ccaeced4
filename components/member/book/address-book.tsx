'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext } from 'react';
import type { BookEntry, Region } from '@/lib/contract';
import {
  ADDRESS_DETAIL_MAX,
  RECIPIENT_MAX,
  EMPTY_ADDRESS,
  validateAddressEntry,
  type AddressEntry,
} from '@/lib/domain/member-book-rules';
import { BookForm } from './book-form';
import { MemberBook, type BookFormProps } from './member-book';
import { RegionCascade } from './region-cascade';

// The provinces the page read on the server, for every form the list opens. A context rather than a prop
// because MemberBook takes the form as a component, and one made per render would lose what was typed.
const Provinces = createContext<Region[] | null>(null);

function AddressForm({ entry, onSave, onCancel }: BookFormProps<'address'>) {
  const t = useTranslations('MemberBook');
  const provinces = useContext(Provinces);
  return (
    <BookForm<AddressEntry>
      heading={entry ? t('address.editHeading') : t('address.addHeading')}
      initial={entry ? { ...EMPTY_ADDRESS, ...entry.data } : EMPTY_ADDRESS}
      extraAfter="phone"
      extra={(values, errors, patch) => (
        <RegionCascade value={values} errors={errors} onChange={patch} provinces={provinces} />
      )}
      fields={[
        { name: 'recipient', label: t('fields.recipient'), maxLength: RECIPIENT_MAX, autoComplete: 'name' },
        { name: 'areaCode', label: t('fields.areaCode'), maxLength: 4, inputMode: 'numeric' },
        { name: 'phone', label: t('fields.phone'), maxLength: 15, inputMode: 'tel', autoComplete: 'tel-national' },
        { name: 'address', label: t('fields.address'), maxLength: ADDRESS_DETAIL_MAX, autoComplete: 'street-address' },
        { name: 'zip', label: t('fields.zip'), maxLength: 6, inputMode: 'numeric', autoComplete: 'postal-code' },
      ]}
      validate={validateAddressEntry}
      defaultBox={entry?.isDefault ? null : { checked: false }}
      onSave={onSave}
      onCancel={onCancel}
    />
  );
}

/**
 * The place as one line: a municipality's city (named after it) and a city that stands for its own
 * district are not said twice.
 */
export function addressPlace(a: AddressEntry): string {
  const parts = [a.province, a.city === a.province ? '' : a.city, a.districtCode === a.cityCode ? '' : a.district];
  return [...parts, a.address].filter(Boolean).join(' ');
}

/** The member's mailing addresses (spec §2 /member/address; §3 Mailing address; §5 Mailing). */
export function AddressBook({
  entries,
  max,
  provinces,
}: {
  entries: BookEntry<'address'>[];
  max: number;
  provinces: Region[] | null;
}) {
  const t = useTranslations('MemberBook');
  return (
    <Provinces value={provinces}>
      <MemberBook
        kind="address"
        entries={entries}
        max={max}
        Form={AddressForm}
        summary={(e) => ({
          title: e.data.recipient,
          details: (
            <>
              <p>
                +{e.data.areaCode} {e.data.phone}
              </p>
              <p>{addressPlace(e.data)}</p>
              <p>
                {t('fields.zip')} {e.data.zip}
              </p>
            </>
          ),
        })}
      />
    </Provinces>
  );
}
