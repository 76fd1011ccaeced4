'use client';

import { useTranslations } from 'next-intl';
import type { BookEntry } from '@/lib/contract';
import {
  COMPANY_ADDRESS_MAX,
  COMPANY_FIELD_MAX,
  COMPANY_TITLE_MAX,
  INVOICE_HEADER_TYPES,
  PERSONAL_TITLE_MAX,
  validateInvoiceHeaderEntry,
  type InvoiceHeaderEntry,
} from '@/lib/domain/member-book-rules';
import { BookForm } from './book-form';
import { MemberBook, type BookFormProps } from './member-book';

const EMPTY: InvoiceHeaderEntry = {
  type: 'PERSONAL',
  title: '',
  taxpayerId: '',
  address: '',
  phone: '',
  bank: '',
  account: '',
};

const organisation = (v: InvoiceHeaderEntry) => v.type !== 'PERSONAL';

function InvoiceHeaderForm({ entry, onSave, onCancel }: BookFormProps<'invoiceHeader'>) {
  const t = useTranslations('MemberBook');
  return (
    <BookForm<InvoiceHeaderEntry>
      heading={entry ? t('invoiceHeader.editHeading') : t('invoiceHeader.addHeading')}
      initial={entry ? { ...EMPTY, ...entry.data } : EMPTY}
      fields={[
        {
          name: 'type',
          label: t('fields.invoiceType'),
          options: INVOICE_HEADER_TYPES.map((type) => ({ value: type, name: t(`invoiceTypes.${type}`) })),
        },
        {
          name: 'title',
          label: t('fields.invoiceTitle'),
          hint: t('fields.invoiceTitleHint', { personal: PERSONAL_TITLE_MAX, company: COMPANY_TITLE_MAX }),
          maxLength: COMPANY_TITLE_MAX,
        },
        {
          name: 'taxpayerId',
          label: t('fields.taxpayerId'),
          hint: t('fields.taxpayerIdHint'),
          maxLength: 20,
          when: organisation,
        },
        { name: 'address', label: t('fields.companyAddress'), maxLength: COMPANY_ADDRESS_MAX, when: organisation },
        {
          name: 'phone',
          label: t('fields.companyPhone'),
          maxLength: COMPANY_FIELD_MAX,
          inputMode: 'tel',
          when: organisation,
        },
        { name: 'bank', label: t('fields.bank'), maxLength: COMPANY_FIELD_MAX, when: organisation },
        {
          name: 'account',
          label: t('fields.account'),
          maxLength: COMPANY_FIELD_MAX,
          inputMode: 'numeric',
          when: organisation,
        },
      ]}
      validate={(v) =>
        validateInvoiceHeaderEntry(
          v.type === 'PERSONAL' ? { ...v, taxpayerId: '', address: '', phone: '', bank: '', account: '' } : v,
        )
      }
      defaultBox={entry?.isDefault ? null : { checked: false }}
      // A personal title carries no company fields, whatever was typed before the type changed.
      onSave={(v, isDefault) =>
        onSave(v.type === 'PERSONAL' ? { ...EMPTY, type: v.type, title: v.title } : v, isDefault)
      }
      onCancel={onCancel}
    />
  );
}

/** The member's invoice titles (spec §2 /member/eHeader/index; §3 Invoice header; §5 its limits). */
export function InvoiceHeaderBook({ entries, max }: { entries: BookEntry<'invoiceHeader'>[]; max: number }) {
  const t = useTranslations('MemberBook');
  return (
    <MemberBook
      kind="invoiceHeader"
      entries={entries}
      max={max}
      Form={InvoiceHeaderForm}
      summary={(e) => ({
        title: e.data.title,
        details: (
          <>
            <p>{t(`invoiceTypes.${e.data.type}`)}</p>
            {e.data.taxpayerId && <p>{t('taxpayerIdShown', { id: e.data.taxpayerId })}</p>}
          </>
        ),
      })}
    />
  );
}
