'use client';

import { useTranslations } from 'next-intl';
import { createContext, useContext } from 'react';
import { useForm } from 'react-hook-form';
import { plainResolver } from '@/components/ui/plain-resolver';
import { LOGIN_REQUIRED_CODES, ResultCode, type BookEntry, type BookEntryInput } from '@/lib/contract';
import { validateBeneficiaryEntry, type BeneficiaryEntry } from '@/lib/domain/member-book-rules';
import type { Option, PersonFieldName } from '../person-fields';
import { PersonForm } from '../person-form';
import { useBookRule } from './book-rules';
import type { BookFormProps, Refusal } from './member-book';

/** What the page decides for every form it opens: the airline's today and the choices of the selects. */
export type BeneficiarySetup = {
  /** The airline's date when the page was rendered (lib/domain/airline-time airlineToday). */
  today: string;
  certificates: Option[];
  countries: Option[];
};

// MemberBook takes a form component, not an element: the page's choices reach it through a context, so the
// component stays the same between renders and an open form keeps what was typed.
export const BeneficiarySetupContext = createContext<BeneficiarySetup>({ today: '', certificates: [], countries: [] });

/** Refusals that say what to do (a duplicate, the maximum, log in again); any other is 'add failed, retry'. */
const MEMBER_CAN_FIX = new Set<string>([
  ResultCode.BENEFICIARY_DUPLICATE,
  ResultCode.BENEFICIARY_LIMIT,
  ...LOGIN_REQUIRED_CODES,
]);

type Values = Record<Exclude<PersonFieldName, 'nationality'>, string>;
type Entry = BeneficiaryEntry & BookEntryInput<'beneficiary'>;

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
const entryOf = (v: Values) => v as unknown as Entry;

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
  const { today, certificates, countries } = useContext(BeneficiarySetupContext);
  const form = useForm<Values, unknown, Entry>({
    defaultValues: valuesOf(entry, certificates[0]?.value ?? 'NI'),
    resolver: plainResolver((v: Values) => validateBeneficiaryEntry(entryOf(v), today), entryOf),
    shouldFocusError: false,
  });

  /** Spec §8: an add that failed for no reason the member can fix says 'beneficiary add failed, retry'. */
  function formLineOf(refused: NonNullable<Refusal>): string | undefined {
    if (entry || refused.fields || !refused.code || MEMBER_CAN_FIX.has(refused.code)) return refused.form;
    return book('beneficiary.addFailed');
  }

  async function save(data: Entry) {
    const refused = await onSave(data, false);
    return refused ? { fields: refused.fields, form: formLineOf(refused) } : null;
  }

  // Nationality is not asked of a beneficiary: PersonFields never draws it here.
  return (
    <PersonForm
      form={form}
      heading={entry ? book('beneficiary.editHeading') : book('beneficiary.addHeading')}
      words={book}
      fixFieldsLine={book('fixFields')}
      rule={rule}
      onSave={save}
      onCancel={onCancel}
      label={(key) => t(key as Parameters<typeof t>[0])}
      today={today}
      certificates={certificates}
      countries={countries}
    />
  );
}
