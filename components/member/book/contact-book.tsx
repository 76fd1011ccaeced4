'use client';

import { useTranslations } from 'next-intl';
import type { BookEntry } from '@/lib/contract';
import { CONTACT_NAME_MAX, validateContactEntry, type ContactEntry } from '@/lib/domain/member-book-rules';
import { BookForm } from './book-form';
import { MemberBook, type BookFormProps } from './member-book';

const EMPTY: ContactEntry = { name: '', areaCode: '86', mobile: '', email: '' };

function ContactForm({ entry, onSave, onCancel }: BookFormProps<'contact'>) {
  const t = useTranslations('MemberBook');
  return (
    <BookForm<ContactEntry>
      heading={entry ? t('contact.editHeading') : t('contact.addHeading')}
      initial={entry ? { ...EMPTY, ...entry.data } : EMPTY}
      fields={[
        { name: 'name', label: t('fields.name'), maxLength: CONTACT_NAME_MAX, autoComplete: 'name' },
        { name: 'areaCode', label: t('fields.areaCode'), maxLength: 4, inputMode: 'numeric' },
        { name: 'mobile', label: t('fields.mobile'), maxLength: 15, inputMode: 'tel' },
        { name: 'email', label: t('fields.emailOptional'), maxLength: 254, type: 'email', inputMode: 'email' },
      ]}
      validate={validateContactEntry}
      defaultBox={entry?.isDefault ? null : { checked: false }}
      onSave={onSave}
      onCancel={onCancel}
    />
  );
}

/** The member's contacts (spec §2 /member/contacts; §3 Contact). */
export function ContactBook({ entries, max }: { entries: BookEntry<'contact'>[]; max: number }) {
  return (
    <MemberBook
      kind="contact"
      entries={entries}
      max={max}
      Form={ContactForm}
      summary={(e) => ({
        title: e.data.name,
        details: (
          <>
            <p>
              +{e.data.areaCode} {e.data.mobile}
            </p>
            {e.data.email && <p>{e.data.email}</p>}
          </>
        ),
      })}
    />
  );
}
