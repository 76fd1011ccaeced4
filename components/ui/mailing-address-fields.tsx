'use client';

import { useTranslations } from 'next-intl';
import type { Ref } from 'react';
import { RegionCascade } from '@/components/ui/region-cascade';
import { TextField } from '@/components/ui/text-field';
import type { Region } from '@/lib/contract';
import {
  ADDRESS_DETAIL_MAX,
  RECIPIENT_MAX,
  type AddressEntry,
  type AddressField,
} from '@/lib/domain/member-book-rules';

type Props = {
  ref: Ref<HTMLDivElement>;
  value: AddressEntry;
  /** The message of a field in error, once shown. */
  err: (field: AddressField) => string | undefined;
  patch: (over: Partial<AddressEntry>) => void;
  /** The cascade's change (province, city, district and their names). */
  onRegion: (over: Partial<AddressEntry>) => void;
  /** A new key opens the cascade again on a saved address, so it loads that address's lists. */
  cascadeKey: number;
  provinces: Region[] | null;
};

/** The delivery address's fields, with the address book's limits (lib/domain/member-book-rules). */
export function MailingAddressFields({ ref, value, err, patch, onRegion, cascadeKey, provinces }: Props) {
  const tBook = useTranslations('MemberBook');
  return (
    <div ref={ref} className="grid min-w-0 gap-3">
      <TextField
        id="mailing-recipient"
        label={tBook('fields.recipient')}
        maxLength={RECIPIENT_MAX}
        autoComplete="name"
        value={value.recipient}
        error={err('recipient')}
        onChange={(e) => patch({ recipient: e.target.value })}
      />
      <div className="grid gap-3 sm:grid-cols-[8rem_1fr]">
        <TextField
          id="mailing-areaCode"
          label={tBook('fields.areaCode')}
          maxLength={4}
          inputMode="numeric"
          value={value.areaCode}
          error={err('areaCode')}
          onChange={(e) => patch({ areaCode: e.target.value })}
        />
        <TextField
          id="mailing-phone"
          label={tBook('fields.phone')}
          maxLength={15}
          inputMode="tel"
          autoComplete="tel-national"
          value={value.phone}
          error={err('phone')}
          onChange={(e) => patch({ phone: e.target.value })}
        />
      </div>
      <RegionCascade
        key={cascadeKey}
        value={value}
        errors={{
          provinceCode: err('provinceCode'),
          cityCode: err('cityCode'),
          districtCode: err('districtCode'),
        }}
        onChange={onRegion}
        provinces={provinces}
      />
      <TextField
        id="mailing-address"
        label={tBook('fields.address')}
        maxLength={ADDRESS_DETAIL_MAX}
        autoComplete="street-address"
        value={value.address}
        error={err('address')}
        onChange={(e) => patch({ address: e.target.value })}
      />
      <TextField
        id="mailing-zip"
        label={tBook('fields.zip')}
        maxLength={6}
        inputMode="numeric"
        autoComplete="postal-code"
        className="max-w-xs"
        value={value.zip}
        error={err('zip')}
        onChange={(e) => patch({ zip: e.target.value })}
      />
    </div>
  );
}
