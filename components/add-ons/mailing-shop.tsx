'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import type { AddOnServicesData } from '@/lib/contract/add-ons';
import type { Region } from '@/lib/contract';
import {
  ADDRESS_INPUT_FIELDS,
  EMPTY_ADDRESS,
  validateAddressEntry,
  type AddressEntry,
  type AddressField,
} from '@/lib/domain/member-book-rules';
import { formatMoney } from '@/lib/i18n/format';
import { useRouter } from '@/lib/i18n/navigation';
import { useAddOnDraft, withMailing, writeAddOnDraft } from './add-on-draft';
import { addOnConfirmHref, addressLine } from './add-on-format';
import { MailingAddressFields } from '@/components/ui/mailing-address-fields';
import { MailingPrice } from './mailing-price';

/** A saved address of the member's address book (spec §2 /member/address). */
export type SavedAddress = { id: string; isDefault: boolean; data: AddressEntry };

type Props = {
  data: AddOnServicesData;
  locale: string;
  /** The provinces as the page read them (null: the cascade loads them). */
  provinces: Region[] | null;
  /** A member's saved addresses (empty for a visitor). */
  saved: SavedAddress[];
};

/**
 * /ancillary/mailingbil's body (decision 28; spec §2, §3 mailing address and mailing fee, §5 Mailing, §8 'mailing
 * address is incorrect' and the free itinerary entitlement; decision 30): whether the order's itinerary can be mailed
 * (printed or locked tickets cannot), what it costs (free while a member has a free mailing left this year), and the
 * delivery address: a member may start from a saved address; anyone may type one, checked by the address book's own
 * rules (lib/domain/member-book-rules). The address goes to the order's draft with the mailing, and the
 * confirmation prices and pays it on the add-on order of the order's first flight.
 */
export function MailingShop({ data, locale, provinces, saved }: Props) {
  const t = useTranslations('AddOnShop');
  const tBook = useTranslations('MemberBook');
  const router = useRouter();
  const draft = useAddOnDraft(data.orderNo);
  const mailing = data.mailing;
  const money = (minor: number) => formatMoney(minor, data.currency, locale);
  const fallback = saved.find((a) => a.isDefault)?.data ?? EMPTY_ADDRESS;
  const [typed, setTyped] = useState<AddressEntry | null>(null);
  const [cascadeKey, setCascadeKey] = useState(0);
  const [touched, setTouched] = useState(false);
  const [chosenSaved, setChosenSaved] = useState('');
  const formRef = useRef<HTMLDivElement>(null);

  const value = typed ?? draft?.mailing ?? fallback;
  const issues = validateAddressEntry(value);
  const chosen = Object.values(draft?.picks ?? {}).some((list) => list.some((p) => p.kind === 'MAILING'));
  const err = (field: AddressField) =>
    touched && issues[field] ? tBook(`rules.${issues[field]}` as 'rules.required') : undefined;
  const patch = (over: Partial<AddressEntry>) => setTyped({ ...value, ...over });

  function applySaved(id: string) {
    setChosenSaved(id);
    const entry = saved.find((a) => a.id === id);
    if (!entry) return;
    setTyped({ ...EMPTY_ADDRESS, ...entry.data });
    // The cascade loads the lists of the address it opens with: open it again on the saved one.
    setCascadeKey((n) => n + 1);
  }

  function next() {
    if (!mailing || mailing.block) return;
    if (Object.keys(issues).length > 0) {
      setTouched(true);
      const first = ADDRESS_INPUT_FIELDS.find((f) => issues[f]);
      const el = formRef.current?.querySelector<HTMLElement>(
        first === 'provinceCode' || first === 'cityCode' || first === 'districtCode'
          ? `select[name="${first}"]`
          : `#mailing-${first}`,
      );
      return el?.focus();
    }
    writeAddOnDraft(data.orderNo, withMailing(draft, mailing.segmentIndex, value));
    router.push(addOnConfirmHref(data.orderNo, { segment: mailing.segmentIndex }));
  }

  function remove() {
    if (!mailing) return;
    writeAddOnDraft(data.orderNo, withMailing(draft, mailing.segmentIndex, null));
  }

  if (!mailing) return <p className="text-slate-700">{t('noSegments')}</p>;

  return (
    <div className="min-w-0 space-y-6" data-testid="mailing-shop">
      <MailingPrice mailing={mailing} money={money} />

      {!mailing.block && (
        <Card as="section" aria-labelledby="mailing-address-heading" className="space-y-4" data-testid="mailing-form">
          <h2 id="mailing-address-heading" className="text-lg font-semibold text-slate-900">
            {t('mailing.addressHeading')}
          </h2>
          {saved.length > 0 && (
            <fieldset className="min-w-0 space-y-2" data-testid="mailing-saved">
              <legend className="text-sm font-medium text-slate-900">{t('mailing.savedLegend')}</legend>
              {saved.map((a) => (
                <label
                  key={a.id}
                  htmlFor={`mailing-saved-${a.id}`}
                  className="flex min-h-8 cursor-pointer items-start gap-2 text-sm"
                >
                  <input
                    id={`mailing-saved-${a.id}`}
                    type="radio"
                    name="mailing-saved"
                    className="mt-0.5 h-6 w-6 shrink-0"
                    checked={chosenSaved === a.id}
                    onChange={() => applySaved(a.id)}
                  />
                  <span className="min-w-0 break-words text-slate-800">
                    <span className="font-medium text-slate-900">{a.data.recipient}</span> · {a.data.phone} ·{' '}
                    {addressLine(a.data)}
                    {a.isDefault && <span className="text-slate-700"> · {t('mailing.savedDefault')}</span>}
                  </span>
                </label>
              ))}
            </fieldset>
          )}
          <MailingAddressFields
            ref={formRef}
            value={value}
            err={err}
            patch={patch}
            onRegion={(over) => setTyped((v) => ({ ...(v ?? value), ...over }))}
            cascadeKey={cascadeKey}
            provinces={provinces}
          />
          {touched && Object.keys(issues).length > 0 && (
            <p role="alert" className="text-sm text-red-700" data-testid="mailing-invalid">
              {t('mailing.invalid')}
            </p>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="accent" size="lg" onClick={next} data-testid="addon-continue">
              {t('summary.continue')}
            </Button>
            {chosen && (
              <Button variant="outline" size="lg" onClick={remove} data-testid="mailing-remove">
                {t('mailing.remove')}
              </Button>
            )}
          </div>
          {chosen && (
            <p role="status" className="text-sm text-slate-700" data-testid="mailing-chosen">
              {t('mailing.chosen')}
            </p>
          )}
        </Card>
      )}
    </div>
  );
}
