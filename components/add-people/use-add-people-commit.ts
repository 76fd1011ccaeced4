'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import * as addPeople from '@/lib/bff-client/add-people';
import { isUnknownOutcome, type BffResult } from '@/lib/bff-client/bff-fetch';
import type { AddPeopleCheckData, AddPeopleOrder, AddPeopleType } from '@/lib/contract/add-people';
import { ResultCode } from '@/lib/contract/codes';
import { useRouter } from '@/lib/i18n/navigation';
import { payHref } from './add-people-format';
import type { AddPeopleOutcome } from './add-people-outcome';
import {
  chosenAdult,
  FIELD_ORDER,
  serverErrorsOf,
  totalOf,
  type AddPeopleChoice,
  type AddPeopleValues,
} from './add-people-rules';

type Failure = Extract<BffResult<unknown>, { ok: false }>;

type Options = {
  orderNo: string;
  type: AddPeopleType;
  check: AddPeopleCheckData;
  setCheck: (check: AddPeopleCheckData) => void;
  form: UseFormReturn<AddPeopleValues, unknown, AddPeopleChoice>;
  onPaying?: (made: AddPeopleOrder) => void;
  onOutcome: (outcome: AddPeopleOutcome) => void;
};

/** Refusals about who may bring one now: the adults are checked again so each shows why. */
const ELIGIBILITY_CODES: readonly string[] = [
  ResultCode.ADD_PEOPLE_UNDERAGE,
  ResultCode.ADD_PEOPLE_LIMIT,
  ResultCode.ADD_PEOPLE_NOT_ELIGIBLE,
  ResultCode.ADD_PEOPLE_TICKETS_INSUFFICIENT,
];

/**
 * Confirms a checked addition: the total shown and the id of this form state go with it (the BFF's idempotency
 * key). A positive total goes to the booking's payment page for the NEW order (decision 49); nothing to pay is
 * done. A changed price is asked again and said; refusals are said in their own words, airline-api's field errors beside the fields.
 */
export function useAddPeopleCommit({ orderNo, type, check, setCheck, form, onPaying, onOutcome }: Options) {
  const t = useTranslations('AddPeople');
  const te = useTranslations('Errors');
  const router = useRouter();
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  /** The attempt of the last form state sent: the same state sent again after an unknown outcome reuses it. */
  const attempt = useRef<{ signature: string; id: string } | null>(null);

  /** Reads the adults and prices again (after a changed price or an eligibility refusal); the form keeps its values. */
  async function recheck() {
    setChecking(true);
    const result = await addPeople.check.call({ orderNo, type }, { quiet: true });
    setChecking(false);
    if (!result.ok) return setRefusal(result.msg || te('networkAnomaly'));
    setCheck(result.data);
    // An adult who may no longer bring one is not chosen any more.
    if (!chosenAdult(result.data, form.getValues('guardianId'))) form.setValue('guardianId', '');
  }

  function refused(result: Failure) {
    if (!isUnknownOutcome(result.code)) attempt.current = null;
    if (result.code === ResultCode.ADD_PEOPLE_PRICE_CHANGED) {
      setNotice(t('priceChanged'));
      void recheck();
      return;
    }
    setRefusal(result.msg || te('networkAnomaly'));
    if (result.code === ResultCode.ADD_PEOPLE_INVALID) {
      const found = serverErrorsOf(result.fieldErrors);
      const fields = FIELD_ORDER.filter((field) => found[field]);
      for (const field of fields) form.setError(field, { type: 'server', message: found[field] });
      if (fields[0]) form.setFocus(fields[0]);
      return;
    }
    if (ELIGIBILITY_CODES.includes(result.code)) void recheck();
  }

  async function submit({ guardianId, passenger }: AddPeopleChoice) {
    const adult = chosenAdult(check, guardianId);
    setRefusal(null);
    if (checking || !adult) return;
    setNotice(null);
    const fields = { orderNo, type, guardianId, passenger, quotedTotal: totalOf(check, adult) };
    // The same form sent again after an unknown outcome is the same attempt: one added passenger.
    const signature = JSON.stringify(fields);
    const id = attempt.current?.signature === signature ? attempt.current.id : crypto.randomUUID();
    attempt.current = { signature, id };
    let result: BffResult<{ order: AddPeopleOrder }>;
    try {
      result = await addPeople.commit.call({ ...fields, attempt: id }, { quiet: true });
    } catch {
      result = { ok: false, code: 'NETWORK', msg: '' };
    }
    if (!result.ok) return refused(result);
    attempt.current = null;
    const made = result.data.order;
    if (made.total <= 0) return onOutcome({ kind: 'done', made });
    onPaying?.(made);
    onOutcome({ kind: 'paying' });
    // The booking's payment page: the same methods as a booking (the wallet for a member who has one; decision 49).
    router.push(payHref(made.orderNo));
  }

  return { submit, checking, notice, refusal, clearRefusal: () => setRefusal(null) };
}
