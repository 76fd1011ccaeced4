'use client';

import { useTranslations } from 'next-intl';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import type { PassengerModifyCandidate } from '@/lib/contract/passenger-modify';
import type { CertificateType } from '@/lib/domain/certificate-rules';
import { useRouter } from '@/lib/i18n/navigation';
import { useModifyDraft, writeModifyDraft, type ModifyDraft } from './modify-draft';
import {
  candidateLabel,
  expires,
  namedInChinese,
  validateModify,
  type ModifyErrors,
  type ModifyField,
  type ModifyValues,
} from './modify-rules';
import { useModifyRule } from './use-modify-rule';

export type CertificateOption = { typeId: CertificateType; name: string };

type Props = {
  orderNo: string;
  passengers: PassengerModifyCandidate[];
  certificates: CertificateOption[];
  /** Today's date (YYYY-MM-DD): a document's validity is not in the past. */
  today: string;
};

export const confirmHref = (orderNo: string) => `/ancillary/cnameConfirm?orderNo=${encodeURIComponent(orderNo)}`;

/** The order in which the fields are focused when the pre-check refuses several. */
const FIELD_ORDER: (keyof ModifyValues)[] = [
  'passengerId',
  'name',
  'surname',
  'givenName',
  'certificateType',
  'certificateNumber',
  'certificateValidity',
  'mobile',
  'mobileConfirm',
];

/**
 * Step 1 of a name or document change (/ancillary/cname/{orderNo}; issue 14 §4; spec §5 'Change name or
 * certificate'; §8 'does not support change name/certificate'): the order's passengers (those who may not change
 * shown with why, and not selectable), ONE of name or document (only that part of the form shows), and the mobile
 * twice for the confirmation SMS. The lib/domain rules pre-check it; Continue keeps it in the tab's draft and
 * opens /ancillary/cnameConfirm. A draft sent back by a refused confirmation fills the form with airline-api's
 * field errors beside their fields.
 */
export function PassengerModifyForm(props: Props) {
  const t = useTranslations('PassengerModify');
  const draft = useModifyDraft(props.orderNo);
  if (draft === undefined)
    return (
      <p role="status" className="text-slate-700">
        {t('loadingDraft')}
      </p>
    );
  return <ModifyForm {...props} draft={draft} />;
}

function initialValues({ passengers }: Props, draft: ModifyDraft | null): ModifyValues {
  const eligible = passengers.filter((p) => p.block === null);
  const fromDraft = draft && eligible.some((p) => p.passengerId === draft.values.passengerId) ? draft.values : null;
  if (fromDraft) return fromDraft;
  const only = eligible.length === 1 ? eligible[0]! : null;
  return {
    passengerId: only?.passengerId ?? '',
    field: 'NAME',
    name: '',
    surname: '',
    givenName: '',
    certificateType: only?.certificateType ?? 'NI',
    certificateNumber: '',
    certificateValidity: '',
    mobile: '',
    mobileConfirm: '',
  };
}

function ModifyForm({ draft, ...props }: Props & { draft: ModifyDraft | null }) {
  const { orderNo, passengers, certificates, today } = props;
  const t = useTranslations('PassengerModify');
  const rule = useModifyRule();
  const router = useRouter();
  const [values, setValues] = useState<ModifyValues>(() => initialValues(props, draft));
  const [errors, setErrors] = useState<ModifyErrors>(() =>
    draft && draft.values.passengerId === values.passengerId ? draft.fieldErrors : {},
  );
  const eligible = passengers.filter((p) => p.block === null);
  const passenger = eligible.find((p) => p.passengerId === values.passengerId) ?? null;

  function set<K extends keyof ModifyValues>(field: K, value: ModifyValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  function choosePassenger(p: PassengerModifyCandidate) {
    setValues((v) => ({ ...v, passengerId: p.passengerId, certificateType: p.certificateType }));
    setErrors({});
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    const found: ModifyErrors = passenger
      ? validateModify(values, passenger, today)
      : { passengerId: 'choosePassenger' };
    const first = FIELD_ORDER.find((f) => found[f]);
    setErrors(found);
    if (first) {
      const target = first === 'passengerId' ? `cname-passenger-${eligible[0]?.passengerId ?? ''}` : `cname-${first}`;
      document.getElementById(target)?.focus();
      return;
    }
    writeModifyDraft(orderNo, { values, fieldErrors: {}, attempt: draft?.attempt ?? null });
    router.push(confirmHref(orderNo));
  }

  if (eligible.length === 0)
    return (
      <div className="space-y-4">
        <PassengerList passengers={passengers} selected="" onChoose={() => undefined} certificates={certificates} />
        <p className="rounded-md bg-amber-50 p-4 text-amber-900" data-testid="cname-none-eligible">
          {t('noEligible')}
        </p>
      </div>
    );

  const chinese = passenger ? namedInChinese(passenger) : true;
  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="cname-form">
      <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">{t('freeOnce')}</p>
      <PassengerList
        passengers={passengers}
        selected={values.passengerId}
        onChoose={choosePassenger}
        certificates={certificates}
        error={rule(errors.passengerId)}
      />
      {passenger && (
        <>
          <Card as="fieldset">
            <legend className="px-1 text-lg font-semibold">{t('whatHeading')}</legend>
            <div className="mt-2 flex flex-wrap gap-4">
              {(['NAME', 'DOCUMENT'] as ModifyField[]).map((field) => (
                <label key={field} className="inline-flex min-h-6 cursor-pointer items-center gap-2">
                  <input
                    type="radio"
                    name="cname-field"
                    value={field}
                    className="h-5 w-5"
                    checked={values.field === field}
                    onChange={() => set('field', field)}
                  />
                  {t(`what.${field}`)}
                </label>
              ))}
            </div>
            {values.field === 'NAME' ? (
              <div className="mt-3 grid gap-3 sm:grid-cols-2" data-testid="cname-name-part">
                {chinese ? (
                  <TextField
                    id="cname-name"
                    label={t('chineseName')}
                    hint={t('chineseNameHint')}
                    autoComplete="off"
                    value={values.name}
                    error={rule(errors.name)}
                    onChange={(e) => set('name', e.target.value)}
                  />
                ) : (
                  <>
                    <TextField
                      id="cname-surname"
                      label={t('surname')}
                      hint={t('englishNameHint')}
                      autoComplete="off"
                      value={values.surname}
                      error={rule(errors.surname)}
                      onChange={(e) => set('surname', e.target.value)}
                    />
                    <TextField
                      id="cname-givenName"
                      label={t('givenName')}
                      autoComplete="off"
                      value={values.givenName}
                      error={rule(errors.givenName)}
                      onChange={(e) => set('givenName', e.target.value)}
                    />
                  </>
                )}
              </div>
            ) : (
              <div className="mt-3 grid gap-3 sm:grid-cols-3" data-testid="cname-document-part">
                <SelectField
                  id="cname-certificateType"
                  label={t('certificateType')}
                  value={values.certificateType}
                  error={rule(errors.certificateType)}
                  onChange={(e) => set('certificateType', e.target.value as CertificateType)}
                >
                  {certificates.map((c) => (
                    <option key={c.typeId} value={c.typeId}>
                      {c.name}
                    </option>
                  ))}
                </SelectField>
                <TextField
                  id="cname-certificateNumber"
                  label={t('certificateNumber')}
                  autoComplete="off"
                  value={values.certificateNumber}
                  error={rule(errors.certificateNumber)}
                  onChange={(e) => set('certificateNumber', e.target.value)}
                />
                {expires(values.certificateType) && (
                  <TextField
                    id="cname-certificateValidity"
                    type="date"
                    label={t('certificateValidity')}
                    hint={t('certificateValidityHint')}
                    value={values.certificateValidity}
                    error={rule(errors.certificateValidity)}
                    onChange={(e) => set('certificateValidity', e.target.value)}
                  />
                )}
              </div>
            )}
          </Card>
          <Card as="fieldset">
            <legend className="px-1 text-lg font-semibold">{t('contactHeading')}</legend>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <TextField
                id="cname-mobile"
                type="tel"
                inputMode="numeric"
                autoComplete="tel-national"
                label={t('mobile')}
                value={values.mobile}
                error={rule(errors.mobile)}
                onChange={(e) => set('mobile', e.target.value)}
              />
              <TextField
                id="cname-mobileConfirm"
                type="tel"
                inputMode="numeric"
                autoComplete="off"
                label={t('mobileConfirm')}
                value={values.mobileConfirm}
                error={rule(errors.mobileConfirm)}
                onChange={(e) => set('mobileConfirm', e.target.value)}
              />
            </div>
          </Card>
        </>
      )}
      {hasErrors && (
        <p role="alert" className="text-sm text-red-700" data-testid="cname-error-summary">
          {t('errorSummary')}
        </p>
      )}
      <Button type="submit" variant="accent" data-testid="cname-continue">
        {t('continue')}
      </Button>
    </form>
  );
}

/** The order's passengers as radios: those who may change selectable; the others disabled with the reason. */
function PassengerList({
  passengers,
  selected,
  onChoose,
  certificates,
  error,
}: {
  passengers: PassengerModifyCandidate[];
  selected: string;
  onChoose: (p: PassengerModifyCandidate) => void;
  certificates: CertificateOption[];
  error?: string;
}) {
  const t = useTranslations('PassengerModify');
  return (
    <Card as="fieldset" aria-describedby={error ? 'cname-passenger-error' : undefined}>
      <legend className="px-1 text-lg font-semibold">{t('passengersHeading')}</legend>
      <ul className="mt-2 space-y-2">
        {passengers.map((p) => {
          const id = `cname-passenger-${p.passengerId}`;
          const typeName = certificates.find((c) => c.typeId === p.certificateType)?.name ?? p.certificateType;
          return (
            <li key={p.passengerId} data-testid="cname-passenger">
              <label
                htmlFor={id}
                className={`flex min-h-6 items-start gap-2 rounded-md border p-3 ${
                  p.block ? 'cursor-not-allowed border-slate-200 bg-slate-50 text-slate-600' : 'cursor-pointer'
                }`}
              >
                <input
                  id={id}
                  type="radio"
                  name="cname-passenger"
                  value={p.passengerId}
                  className="mt-0.5 h-5 w-5 shrink-0"
                  disabled={p.block !== null}
                  checked={selected === p.passengerId}
                  onChange={() => onChoose(p)}
                  aria-describedby={p.block ? `${id}-block` : undefined}
                />
                <span className="min-w-0 space-y-0.5">
                  <span className="block font-medium break-words text-slate-900">{candidateLabel(p)}</span>
                  <span className="block text-sm break-all">
                    {t('currentDocument', { type: typeName, number: p.certificateNumber })}
                  </span>
                  {p.block && (
                    <span id={`${id}-block`} className="block text-sm text-amber-800" data-testid="cname-block">
                      {t('blocked')}: {t(`block.${p.block}`)}
                    </span>
                  )}
                </span>
              </label>
            </li>
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
