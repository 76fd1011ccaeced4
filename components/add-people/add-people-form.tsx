'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState, type FormEvent } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { fullPageLoad } from '@/components/ui/full-page-load';
import * as addPeople from '@/lib/bff-client/add-people';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import * as orders from '@/lib/bff-client/orders';
import type { AddPeopleAdult, AddPeopleCheckData, AddPeopleOrder, AddPeopleType } from '@/lib/contract/add-people';
import { ResultCode } from '@/lib/contract/codes';
import { Link } from '@/lib/i18n/navigation';
import { payHref } from './add-people-format';
import { AddPeopleQuote } from './add-people-quote';
import {
  eligibleAdults,
  emptyValues,
  FIELD_ORDER,
  passengerOf,
  segmentsOf,
  serverErrorsOf,
  totalOf,
  tripFactsOf,
  validateAddPeople,
  type AddPeopleErrors,
  type AddPeopleField,
  type AddPeopleValues,
} from './add-people-rules';
import { AdultChoice, adultRadioId } from './adult-choice';
import { fieldId, NewPassengerFields, type CertificateOption, type NationalityOption } from './new-passenger-fields';

export type { CertificateOption, NationalityOption } from './new-passenger-fields';

/** The document types of a domestic and of an international trip (spec §3 idType). */
export type CertificateLists = { domestic: CertificateOption[]; international: CertificateOption[] };

type Props = {
  orderNo: string;
  type: AddPeopleType;
  /** The check the page read on the server: the adults and the price per flight. */
  initialCheck: AddPeopleCheckData;
  certificates: CertificateLists;
  nationalities: NationalityOption[];
  /** Today in the airline's zone (YYYY-MM-DD). */
  today: string;
  locale: string;
  /** The original order's page (the way back once done). */
  orderHref: string;
  /**
   * Told the new order just before the browser leaves for the gateway: the page remembers the original order for
   * the payment result's way back (features do not import each other, so the page composes it).
   */
  onPaying?: (made: AddPeopleOrder) => void;
};

type Failure = Extract<BffResult<unknown>, { ok: false }>;
type Outcome =
  | { kind: 'paying' }
  | { kind: 'payFailed'; made: AddPeopleOrder; msg: string }
  | { kind: 'done'; made: AddPeopleOrder };

/**
 * Answers after which nobody knows whether the passenger was added: the same form sent again keeps its attempt
 * (airline-api answers the one order). Any other refusal is definite, and the next try is new.
 */
const UNKNOWN_OUTCOME: readonly string[] = [
  'NETWORK',
  ResultCode.UPSTREAM_TIMEOUT,
  ResultCode.UPSTREAM_UNAVAILABLE,
  ResultCode.UPSTREAM_BAD_RESPONSE,
  ResultCode.INTERNAL,
];
/** Refusals about who may bring one now: the adults are checked again so each shows why. */
const ELIGIBILITY_CODES: readonly string[] = [
  ResultCode.ADD_PEOPLE_UNDERAGE,
  ResultCode.ADD_PEOPLE_LIMIT,
  ResultCode.ADD_PEOPLE_NOT_ELIGIBLE,
  ResultCode.ADD_PEOPLE_TICKETS_INSUFFICIENT,
];

/**
 * Adding a child or an infant to a ticketed order (/addpeople/airandpeople/{child|baby}/{orderNo}, /ancillary/child,
 * /ancillary/baby; issue 14 §3; spec §4 order type 5, §5, §8, §9): the adult the new passenger travels with (those
 * who may not, disabled with why), the new passenger checked with the booking's rules against that adult's flights,
 * and the price per flight. Confirm sends the total shown and the id of this form state (the BFF's idempotency key;
 * the same form sent again after an unknown outcome is the same attempt). A positive total goes to the gateway's
 * page for the NEW order (orders.payByGateway), which comes back to /result; nothing to pay says it is done. A
 * changed price is asked again and said; refusals are said in their own words, field errors beside the fields; what
 * was typed stays.
 */
export function AddPeopleForm(props: Props) {
  const t = useTranslations('AddPeople');
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  if (outcome?.kind === 'done')
    return (
      <div role="status" className="space-y-3 rounded-md bg-green-50 p-4 text-green-900" data-testid="add-people-done">
        <h2 className="text-lg font-semibold">{t('doneHeading')}</h2>
        <p className="break-words">{t('done', { name: outcome.made.name })}</p>
        <Link href={props.orderHref} className={buttonClass({ variant: 'primary' })}>
          {t('backToOrder')}
        </Link>
      </div>
    );
  if (outcome?.kind === 'paying')
    return (
      <p role="status" className="rounded-md bg-brand-50 p-4 text-brand-800" data-testid="add-people-redirecting">
        {t('redirecting')}
      </p>
    );
  if (outcome?.kind === 'payFailed')
    return (
      <div
        role="alert"
        className="space-y-3 rounded-md bg-amber-50 p-4 text-amber-900"
        data-testid="add-people-pay-failed"
      >
        <p className="break-words">{t('payFailed', { orderNo: outcome.made.orderNo })}</p>
        {outcome.msg && <p>{outcome.msg}</p>}
        <Link href={payHref(outcome.made.orderNo)} className={buttonClass({ variant: 'accent' })}>
          {t('payNow')}
        </Link>
      </div>
    );
  return <FormBody {...props} onOutcome={setOutcome} />;
}

function initialValues(check: AddPeopleCheckData, certificates: CertificateLists): AddPeopleValues {
  const eligible = eligibleAdults(check);
  const only = eligible.length === 1 ? eligible[0]! : null;
  const list = listFor(certificates, tripFactsOf(check, only).international);
  return { ...emptyValues(list[0]?.typeId ?? 'PP'), guardianId: only?.passengerId ?? '' };
}

/** The document types the trip takes (an international flight: the passport only, airline-api's list says). */
function listFor(certificates: CertificateLists, international: boolean): CertificateOption[] {
  return international ? certificates.international : certificates.domestic;
}

function FormBody({
  orderNo,
  type,
  initialCheck,
  certificates,
  nationalities,
  today,
  locale,
  onPaying,
  onOutcome,
}: Props & { onOutcome: (outcome: Outcome) => void }) {
  const t = useTranslations('AddPeople');
  const te = useTranslations('Errors');
  const [check, setCheck] = useState(initialCheck);
  const [values, setValues] = useState<AddPeopleValues>(() => initialValues(initialCheck, certificates));
  const [errors, setErrors] = useState<AddPeopleErrors>({});
  const [busy, setBusy] = useState(false);
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The attempt of the last form state sent: the same state sent again after an unknown outcome reuses it. */
  const attempt = useRef<{ signature: string; id: string } | null>(null);

  const eligible = eligibleAdults(check);
  const adult = eligible.find((a) => a.passengerId === values.guardianId) ?? null;
  const facts = tripFactsOf(check, adult);
  const certificateList = listFor(certificates, facts.international);

  function set<K extends AddPeopleField>(field: K, value: AddPeopleValues[K]) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  }

  function chooseAdult(chosen: AddPeopleAdult) {
    const list = listFor(certificates, tripFactsOf(check, chosen).international);
    setValues((v) => ({
      ...v,
      guardianId: chosen.passengerId,
      // A document type the adult's trip does not take (an international flight: passport only) becomes one it does.
      certificateType: list.some((c) => c.typeId === v.certificateType) ? v.certificateType : (list[0]?.typeId ?? 'PP'),
    }));
    setErrors((e) => ({ ...e, guardianId: undefined }));
  }

  function focusFirst(found: AddPeopleErrors) {
    const first = FIELD_ORDER.find((f) => found[f]);
    if (!first) return false;
    const target = first === 'guardianId' ? adultRadioId(eligible[0]?.passengerId ?? '') : fieldId(first);
    document.getElementById(target)?.focus();
    return true;
  }

  /** Reads the adults and prices again (after a changed price or an eligibility refusal); the form keeps its values. */
  async function recheck(): Promise<boolean> {
    setChecking(true);
    const result = await addPeople.check.call({ orderNo, type }, { quiet: true });
    setChecking(false);
    if (!result.ok) {
      setRefusal(result.msg || te('networkAnomaly'));
      return false;
    }
    setCheck(result.data);
    // An adult who may no longer bring one is not chosen any more.
    setValues((v) =>
      result.data.adults.some((a) => a.passengerId === v.guardianId && a.block === null) ? v : { ...v, guardianId: '' },
    );
    return true;
  }

  function refused(result: Failure) {
    if (!UNKNOWN_OUTCOME.includes(result.code)) attempt.current = null;
    if (result.code === ResultCode.ADD_PEOPLE_PRICE_CHANGED) {
      setNotice(t('priceChanged'));
      void recheck();
      return;
    }
    setRefusal(result.msg || te('networkAnomaly'));
    if (result.code === ResultCode.ADD_PEOPLE_INVALID) {
      const found = serverErrorsOf(result.fieldErrors);
      setErrors(found);
      focusFirst(found);
      return;
    }
    if (ELIGIBILITY_CODES.includes(result.code)) void recheck();
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || checking) return;
    const found = validateAddPeople(values, type, facts);
    setErrors(found);
    setRefusal(null);
    if (focusFirst(found) || !adult) return;
    setNotice(null);
    const fields = {
      orderNo,
      type,
      guardianId: adult.passengerId,
      passenger: passengerOf(values),
      quotedTotal: totalOf(check, adult),
    };
    // The same form sent again after an unknown outcome is the same attempt: one added passenger.
    const signature = JSON.stringify(fields);
    const id = attempt.current?.signature === signature ? attempt.current.id : crypto.randomUUID();
    attempt.current = { signature, id };
    setBusy(true);
    let result: BffResult<{ order: AddPeopleOrder }>;
    try {
      result = await addPeople.commit.call({ ...fields, attempt: id }, { quiet: true });
    } catch {
      result = { ok: false, code: 'NETWORK', msg: '' };
    }
    if (!result.ok) {
      setBusy(false);
      refused(result);
      return;
    }
    attempt.current = null;
    const made = result.data.order;
    if (made.total <= 0) {
      onOutcome({ kind: 'done', made });
      return;
    }
    onPaying?.(made);
    onOutcome({ kind: 'paying' });
    const pay = await orders.payByGateway.call(
      { orderNo: made.orderNo, channel: 'GATEWAY', attempt: crypto.randomUUID() },
      { quiet: true },
    );
    if (pay.ok) fullPageLoad(pay.data.url);
    else onOutcome({ kind: 'payFailed', made, msg: pay.msg });
  }

  if (check.segments.length === 0)
    return (
      <p className="rounded-md bg-amber-50 p-4 text-amber-900" data-testid="add-people-no-flights">
        {t('noFlights')}
      </p>
    );

  const total = adult ? totalOf(check, adult) : 0;
  const hasErrors = Object.values(errors).some(Boolean);
  return (
    <form noValidate onSubmit={submit} className="min-w-0 space-y-4" data-testid="add-people-form">
      <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900">{t(`intro.${type}`)}</p>
      <AdultChoice
        check={check}
        selected={values.guardianId}
        onChoose={chooseAdult}
        error={errors.guardianId ? t('chooseAdult') : undefined}
      />
      {eligible.length === 0 ? (
        <p className="rounded-md bg-amber-50 p-4 text-amber-900" data-testid="add-people-no-adult">
          {t(`noAdult.${type}`)}
        </p>
      ) : (
        <>
          <NewPassengerFields
            type={type}
            values={values}
            errors={errors}
            certificates={certificateList}
            nationalities={nationalities}
            today={today}
            onChange={set}
          />
          <Card as="section" aria-labelledby="add-people-price" aria-busy={checking} className="min-w-0 space-y-3">
            <h2 id="add-people-price" className="text-lg font-semibold text-slate-900">
              {t('priceHeading')}
            </h2>
            {adult ? (
              <AddPeopleQuote segments={segmentsOf(check, adult)} currency={check.currency} locale={locale} />
            ) : (
              <p className="text-sm text-slate-700">{t('priceNeedsAdult')}</p>
            )}
          </Card>
          {notice && (
            <p
              role="alert"
              className="rounded-md bg-amber-50 p-3 text-sm text-amber-900"
              data-testid="add-people-notice"
            >
              {notice}
            </p>
          )}
          {refusal && (
            <p role="alert" className="rounded-md bg-red-50 p-3 text-sm text-red-800" data-testid="add-people-refusal">
              {refusal}
            </p>
          )}
          {hasErrors && (
            <p role="alert" className="text-sm text-red-700" data-testid="add-people-error-summary">
              {t('errorSummary')}
            </p>
          )}
          <Button
            type="submit"
            variant="accent"
            size="lg"
            busy={busy || checking}
            className="w-full sm:w-auto"
            data-testid="add-people-confirm"
          >
            {busy ? t('confirming') : adult && total === 0 ? t('confirmFree') : t('confirm')}
          </Button>
        </>
      )}
    </form>
  );
}
