'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { StatusLine } from '@/components/ui/status-line';
import { isUnknownOutcome, type BffResult } from '@/lib/bff-client/bff-fetch';
import * as passengerModify from '@/lib/bff-client/passenger-modify';
import { ResultCode } from '@/lib/contract/codes';
import type { PassengerModification, PassengerModifyCandidate } from '@/lib/contract/passenger-modify';
import { Link, useRouter } from '@/lib/i18n/navigation';
import type { CertificateOption } from './modify-form';
import { clearModifyDraft, updateModifyDraft, useModifyDraft, type ModifyDraft } from './modify-draft';
import { candidateLabel, changeFields, expires, namedInChinese, type ModifyErrors } from './modify-rules';

type Props = {
  orderNo: string;
  passengers: PassengerModifyCandidate[];
  certificates: CertificateOption[];
  /** The order page (member or visitor): the way back after the change. */
  orderHref: string;
};

export const formHref = (orderNo: string) => `/ancillary/cname/${encodeURIComponent(orderNo)}`;

/** 138****8000: the SMS number said back without showing it whole. */
export function maskMobile(mobile: string): string {
  return mobile.length > 7 ? `${mobile.slice(0, 3)}${'*'.repeat(mobile.length - 7)}${mobile.slice(-4)}` : mobile;
}

/**
 * Step 2 of a name or document change (/ancillary/cnameConfirm?orderNo=; decision 24; spec §5): the passenger,
 * before → after, 'free of charge, once only', and Confirm, which sends the change with the click's attempt id
 * (the BFF's idempotency key). Done: 'changed; a confirmation SMS was sent to {mobile}' and the way back to the
 * order. PASSENGER_MODIFY_INVALID goes back to the form with the field errors beside their fields (the draft keeps
 * every value); the other refusals are said in their own words.
 */
export function PassengerModifyConfirm(props: Props) {
  const t = useTranslations('PassengerModify');
  const draft = useModifyDraft(props.orderNo);
  const [done, setDone] = useState<{ modification: PassengerModification; mobile: string } | null>(null);
  if (done)
    return (
      <div role="status" className="space-y-3 rounded-md bg-green-50 p-4 text-green-900">
        <h2 className="text-lg font-semibold">{t('doneHeading')}</h2>
        <p>{t('done', { what: t(`what.${done.modification.field}`), mobile: maskMobile(done.mobile) })}</p>
        <Link href={props.orderHref} className={buttonClass({ variant: 'primary' })}>
          {t('backToOrder')}
        </Link>
      </div>
    );
  if (draft === undefined) return <StatusLine>{t('loadingDraft')}</StatusLine>;
  const passenger = draft
    ? props.passengers.find((p) => p.passengerId === draft.values.passengerId && p.block === null)
    : undefined;
  if (!draft || !passenger)
    return (
      <div className="space-y-3 rounded-md bg-amber-50 p-4 text-amber-900" data-testid="cname-draft-missing">
        <p>{t('draftMissing')}</p>
        <Link href={formHref(props.orderNo)} className={buttonClass({ variant: 'primary' })}>
          {t('startAgain')}
        </Link>
      </div>
    );
  return (
    <ConfirmBody
      {...props}
      draft={draft}
      passenger={passenger}
      onDone={(modification) => setDone({ modification, mobile: draft.values.mobile.trim() })}
    />
  );
}

function ConfirmBody({
  orderNo,
  certificates,
  draft,
  passenger,
  onDone,
}: Props & { draft: ModifyDraft; passenger: PassengerModifyCandidate; onDone: (m: PassengerModification) => void }) {
  const t = useTranslations('PassengerModify');
  const te = useTranslations('Errors');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { values } = draft;
  const typeName = (id: string) => certificates.find((c) => c.typeId === id)?.name ?? id;
  const before =
    values.field === 'NAME'
      ? candidateLabel(passenger)
      : t('currentDocument', { type: typeName(passenger.certificateType), number: passenger.certificateNumber });
  const fields = changeFields(values, passenger);
  const after =
    values.field === 'NAME'
      ? namedInChinese(passenger)
        ? values.name.trim()
        : `${fields.surname ?? ''}/${fields.givenName ?? ''}`
      : [
          t('currentDocument', { type: typeName(values.certificateType), number: fields.certificateNumber ?? '' }),
          expires(values.certificateType) && values.certificateValidity
            ? `${t('certificateValidity')} ${values.certificateValidity}`
            : '',
        ]
          .filter(Boolean)
          .join(' · ');

  async function confirm() {
    if (busy) return;
    setBusy(true);
    setError(null);
    const body = { orderNo, ...fields };
    // The same change sent again after an unknown outcome is the same attempt: one change.
    const signature = JSON.stringify(body);
    const attempt = draft.attempt?.signature === signature ? draft.attempt.id : crypto.randomUUID();
    updateModifyDraft(orderNo, { attempt: { signature, id: attempt } });
    let result: BffResult<{ modification: PassengerModification }>;
    try {
      result = await passengerModify.change.call({ ...body, attempt }, { quiet: true });
    } catch {
      result = { ok: false, code: 'NETWORK', msg: '' };
    }
    if (result.ok) {
      clearModifyDraft(orderNo);
      onDone(result.data.modification);
      return;
    }
    setBusy(false);
    if (!isUnknownOutcome(result.code)) updateModifyDraft(orderNo, { attempt: null });
    if (result.code === ResultCode.PASSENGER_MODIFY_INVALID) {
      const fieldErrors: ModifyErrors = result.fieldErrors ?? {};
      updateModifyDraft(orderNo, { attempt: null, fieldErrors });
      router.push(formHref(orderNo));
      return;
    }
    if (result.code === ResultCode.PASSENGER_MODIFY_PHONES_DIFFER)
      updateModifyDraft(orderNo, { fieldErrors: { mobileConfirm: 'phonesDiffer' } });
    setError(result.msg || te('networkAnomaly'));
  }

  return (
    <div className="space-y-4">
      <div className="overflow-x-auto">
        <table className="w-full min-w-0 text-left text-sm" data-testid="cname-summary">
          <thead>
            <tr className="border-b border-slate-200 text-slate-700">
              <th scope="col" className="py-2 pr-3">
                {t('passenger')}
              </th>
              <th scope="col" className="py-2 pr-3">
                {t('before')}
              </th>
              <th scope="col" className="py-2">
                {t('after')}
              </th>
            </tr>
          </thead>
          <tbody>
            <tr>
              <td className="py-2 pr-3 break-words">{candidateLabel(passenger)}</td>
              <td className="py-2 pr-3 break-all">
                <span className="sr-only">{t(`what.${values.field}`)}: </span>
                {before}
              </td>
              <td className="py-2 font-semibold break-all">{after}</td>
            </tr>
          </tbody>
        </table>
      </div>
      <p className="rounded-md bg-brand-50 p-3 text-sm text-brand-900" data-testid="cname-free">
        {t('freeOnce')}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-700" data-testid="cname-error">
          {error}
        </p>
      )}
      <div className="flex flex-wrap items-center gap-3">
        <Link href={formHref(orderNo)} className={buttonClass({ variant: 'secondary' })}>
          {t('back')}
        </Link>
        <Button variant="accent" busy={busy} onClick={confirm}>
          {busy ? t('confirming') : t('confirm')}
        </Button>
      </div>
    </div>
  );
}
