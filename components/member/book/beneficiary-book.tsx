'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext, useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react';
import { FormActions } from '@/components/ui/form-actions';
import { LOGIN_REQUIRED_CODES, ResultCode, type BookEntry, type BookEntryInput } from '@/lib/contract';
import { validateBeneficiaryEntry, type BeneficiaryEntry } from '@/lib/domain/member-book-rules';
import { useBookRule } from './book-rules';
import { PersonFields, type Option, type PersonFieldName } from '../person-fields';
import { MemberBook, type BookFormProps, type Refusal } from './member-book';

export type { Option };

/** What the page decides for every form it opens: the airline's today and the choices of the selects. */
type Setup = {
  /** The airline's date when the page was rendered (lib/domain/airline-time airlineToday). */
  today: string;
  certificates: Option[];
  countries: Option[];
  /**
   * The localized messages of the refusals a member can act on (a duplicate document, the maximum reached).
   * Any other failure of an add (network, 5xx, timeout) is spec §8 'beneficiary add failed, retry'.
   */
};

// MemberBook takes a form component, not an element: the page's choices reach it through a context, so the
// component stays the same between renders and an open form keeps what was typed.
const SetupContext = createContext<Setup>({ today: '', certificates: [], countries: [] });

/** Refusals that say what to do (a duplicate, the maximum, log in again); any other is 'add failed, retry'. */
const MEMBER_CAN_FIX = new Set<string>([
  ResultCode.BENEFICIARY_DUPLICATE,
  ResultCode.BENEFICIARY_LIMIT,
  ...LOGIN_REQUIRED_CODES,
]);

type Values = {
  name: string;
  surname: string;
  givenName: string;
  gender: string;
  birthday: string;
  certificateType: string;
  certificateNumber: string;
  certificateValidity: string;
  issuingCountry: string;
  areaCode: string;
  mobile: string;
  email: string;
};

function valuesOf(entry: BookEntry<'beneficiary'> | null, certificateType: string): Values {
  const d = entry?.data;
  return {
    name: d?.name ?? '',
    surname: d?.surname ?? '',
    givenName: d?.givenName ?? '',
    gender: d?.gender ?? '',
    birthday: d?.birthday ?? '',
    certificateType: d?.certificateType ?? certificateType,
    certificateNumber: d?.certificateNumber ?? '',
    certificateValidity: d?.certificateValidity ?? '',
    issuingCountry: d?.issuingCountry ?? '',
    areaCode: d?.areaCode ?? '86',
    mobile: d?.mobile ?? '',
    email: d?.email ?? '',
  };
}

/** The form's strings as the rules and the wire take them (the types are the selects' own values). */
const entryOf = (v: Values) => v as unknown as BeneficiaryEntry & BookEntryInput<'beneficiary'>;

/** The name a member knows the beneficiary by: the Chinese name, else SURNAME/GIVEN. */
export function beneficiaryLabel(d: { name?: string; surname?: string; givenName?: string }): string {
  return d.name?.trim() || [d.surname, d.givenName].filter(Boolean).join('/');
}

/** A document number shown in the list: its first 3 and last 4 characters. */
function maskedNumber(n: string): string {
  return n.length <= 7 ? n : `${n.slice(0, 3)}${'*'.repeat(n.length - 7)}${n.slice(-4)}`;
}

/** A rule key as a message: the beneficiary's own (an expired document), then the address book's and the passengers'. */
function useBeneficiaryRule(): (key: string) => string {
  const t = useTranslations('MemberBeneficiary');
  const book = useBookRule();
  return (key: string) => {
    const own = `rules.${key}` as Parameters<typeof t>[0];
    return t.has(own) ? t(own) : book(key);
  };
}

/**
 * Add or edit one beneficiary (spec §3 Beneficiary): the saved passenger's fields without nationality, checked
 * with validateBeneficiaryEntry on the page's today before sending, each message beside its field. A refused
 * duplicate (spec §5) is the form's line and the form keeps what was typed.
 */
export function BeneficiaryForm({ entry, onSave, onCancel }: BookFormProps<'beneficiary'>) {
  const t = useTranslations('MemberBeneficiary');
  const book = useTranslations('MemberBook');
  const rule = useBeneficiaryRule();
  const { today, certificates, countries } = useContext(SetupContext);
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [values, setValues] = useState<Values>(() => valuesOf(entry, certificates[0]?.value ?? 'NI'));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [formError, setFormError] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => heading.current?.focus(), []);

  const field = (name: PersonFieldName) => ({
    id: `${id}-${name}`,
    name,
    error: errors[name],
    // Nationality is not asked of a beneficiary: PersonFields never renders it here.
    value: name === 'nationality' ? '' : values[name],
    onChange: (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value })),
  });

  /** Spec §8: an add that failed for no reason the member can fix says 'beneficiary add failed, retry'. */
  function formLine(refused: NonNullable<Refusal>): string {
    if (entry || refused.fields || !refused.code || MEMBER_CAN_FIX.has(refused.code)) return refused.form ?? '';
    return book('beneficiary.addFailed');
  }

  async function submit(e: FormEvent) {
    e.preventDefault();
    setFormError('');
    const issues = validateBeneficiaryEntry(entryOf(values), today);
    if (Object.keys(issues).length) {
      setErrors(Object.fromEntries(Object.entries(issues).map(([f, key]) => [f, rule(key!)])));
      setFormError(book('fixFields'));
      return;
    }
    setErrors({});
    setBusy(true);
    const refused = await onSave(entryOf(values), false);
    setBusy(false);
    if (!refused) return;
    setErrors(refused.fields ?? {});
    setFormError(formLine(refused));
  }

  const title = entry ? book('beneficiary.editHeading') : book('beneficiary.addHeading');
  return (
    <section aria-labelledby={`${id}-heading`} className="rounded-md border border-brand-700 bg-white p-4">
      <h2 id={`${id}-heading`} ref={heading} tabIndex={-1} className="mb-3 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <form noValidate onSubmit={submit} className="space-y-3">
        <PersonFields
          field={field}
          label={(key) => t(key as Parameters<typeof t>[0])}
          today={today}
          certificates={certificates}
          countries={countries}
        />
        <FormActions
          error={formError}
          busy={busy}
          saveLabel={book('save')}
          cancelLabel={book('cancel')}
          onCancel={onCancel}
        />
      </form>
    </section>
  );
}

type Props = Setup & { entries: BookEntry<'beneficiary'>[]; max: number };

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
    <SetupContext.Provider value={setup}>
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
                  number: maskedNumber(e.data.certificateNumber),
                })}
              </p>
              <p>
                +{e.data.areaCode || '86'} {e.data.mobile}
              </p>
            </>
          ),
        })}
      />
    </SetupContext.Provider>
  );
}
