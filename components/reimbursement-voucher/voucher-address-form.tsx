'use client';

import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MailingAddressFields } from '@/components/ui/mailing-address-fields';
import * as vouchers from '@/lib/bff-client/reimbursement-vouchers';
import { ResultCode, type Region } from '@/lib/contract';
import {
  ADDRESS_INPUT_FIELDS,
  EMPTY_ADDRESS,
  addressLine,
  validateAddressEntry,
  type AddressEntry,
  type AddressField,
} from '@/lib/domain/member-book-rules';
import { Link, useRouter } from '@/lib/i18n/navigation';

/** A saved address of the member's address book (spec §2 /member/address). */
export type SavedAddress = { id: string; isDefault: boolean; data: AddressEntry };

type Target = { mode: 'request'; ticketNos: string[]; orderNos: string[] } | { mode: 'modify'; voucherNo: string };
type Props = {
  target: Target;
  /** The address to start from: the voucher's (modify), else the default saved one. */
  initial: AddressEntry | null;
  saved: SavedAddress[];
  provinces: Region[] | null;
  /** The mailing fee, formatted, for the message once the free mailing is used. */
  fee: string;
};

/**
 * The mailing details of a voucher (spec §2 /reimbursementVoucher/editDetail and /modify; §5 Mailing; decision 72):
 * recipient, phone and address checked by the address book's own rules (decision 30's), a saved address to start
 * from. A refusal keeps everything typed; each field's problem is shown beside it. Once this year's free mailing is
 * used, the chosen tickets' orders link to their paid mailed itinerary (/ancillary/mailingbil).
 */
export function VoucherAddressForm({ target, initial, saved, provinces, fee }: Props) {
  const t = useTranslations('ReimbursementVoucher');
  const tBook = useTranslations('MemberBook');
  const router = useRouter();
  const start = initial ?? saved.find((a) => a.isDefault)?.data ?? EMPTY_ADDRESS;
  const [value, setValue] = useState<AddressEntry>(start);
  const [cascadeKey, setCascadeKey] = useState(0);
  const [touched, setTouched] = useState(false);
  const [serverIssues, setServerIssues] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [feeDue, setFeeDue] = useState(false);
  const [busy, setBusy] = useState(false);
  const [chosenSaved, setChosenSaved] = useState('');
  const formRef = useRef<HTMLDivElement>(null);

  const issues: Record<string, string> = { ...validateAddressEntry(value), ...serverIssues };
  const err = (field: AddressField) =>
    touched && issues[field] ? tBook(`rules.${issues[field]}` as 'rules.required') : undefined;
  const patch = (over: Partial<AddressEntry>) => {
    setServerIssues({});
    setValue((v) => ({ ...v, ...over }));
  };

  function applySaved(id: string) {
    setChosenSaved(id);
    const entry = saved.find((a) => a.id === id);
    if (!entry) return;
    patch({ ...EMPTY_ADDRESS, ...entry.data });
    setCascadeKey((n) => n + 1);
  }

  function focusFirst(problems: Record<string, string>) {
    const first = ADDRESS_INPUT_FIELDS.find((f) => problems[f]);
    const el = formRef.current?.querySelector<HTMLElement>(
      first === 'provinceCode' || first === 'cityCode' || first === 'districtCode'
        ? `select[name="${first}"]`
        : `#mailing-${first}`,
    );
    el?.focus();
  }

  async function submit() {
    setTouched(true);
    setFailure(null);
    setFeeDue(false);
    const local = validateAddressEntry(value);
    if (Object.keys(local).length) return focusFirst(local);
    setBusy(true);
    const answer =
      target.mode === 'request'
        ? await vouchers.request.call({ ticketNos: target.ticketNos, address: value }, { quiet: true })
        : await vouchers.modify.call({ voucherNo: target.voucherNo, address: value }, { quiet: true });
    setBusy(false);
    if (answer.ok) {
      const modified = target.mode === 'modify' ? '&modified=1' : '';
      return router.push(`/reimbursementVoucher/succeed?voucherNo=${answer.data.voucherNo}${modified}`);
    }
    const fields = Object.fromEntries(
      Object.entries(answer.fieldErrors ?? {}).filter(([f]) => (ADDRESS_INPUT_FIELDS as string[]).includes(f)),
    );
    setServerIssues(fields);
    if (Object.keys(fields).length) return focusFirst(fields);
    if (answer.code === ResultCode.ADD_ON_FREE_MAILING_USED) setFeeDue(true);
    setFailure(answer.msg || t('edit.failed'));
  }

  return (
    <Card as="section" aria-labelledby="voucher-address-heading" className="min-w-0 space-y-4">
      <h2 id="voucher-address-heading" className="text-lg font-semibold text-slate-900">
        {t('edit.addressHeading')}
      </h2>
      {saved.length > 0 && (
        <fieldset className="min-w-0 space-y-2">
          <legend className="text-sm font-medium text-slate-900">{t('edit.savedLegend')}</legend>
          {saved.map((a) => (
            <label key={a.id} className="flex min-h-8 cursor-pointer items-start gap-2 text-sm">
              <input
                type="radio"
                name="voucher-saved"
                className="mt-0.5 h-6 w-6 shrink-0"
                checked={chosenSaved === a.id}
                onChange={() => applySaved(a.id)}
              />
              <span className="min-w-0 break-words text-slate-800">
                <span className="font-medium text-slate-900">{a.data.recipient}</span> · {a.data.phone} ·{' '}
                {addressLine(a.data)}
                {a.isDefault && <span className="text-slate-700"> · {t('edit.savedDefault')}</span>}
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
        onRegion={(over) => patch(over)}
        cascadeKey={cascadeKey}
        provinces={provinces}
      />
      <div role="alert" className="space-y-2 text-sm text-red-700" data-testid="voucher-failure">
        {touched && Object.keys(issues).length > 0 && !failure && <p>{t('edit.invalid')}</p>}
        {failure && <p>{feeDue ? t('edit.feeDue', { fee }) : failure}</p>}
      </div>
      {feeDue && target.mode === 'request' && (
        <ul className="space-y-1 text-sm">
          {target.orderNos.map((orderNo) => (
            <li key={orderNo}>
              <Link
                href={`/ancillary/mailingbil/${orderNo}`}
                className="inline-flex min-h-6 items-center text-brand-700 underline"
              >
                {t('edit.payLink', { orderNo })}
              </Link>
            </li>
          ))}
        </ul>
      )}
      <Button variant="accent" size="lg" busy={busy} onClick={submit} data-testid="voucher-submit">
        {busy ? t('edit.submitting') : target.mode === 'request' ? t('edit.submit') : t('modify.submit')}
      </Button>
    </Card>
  );
}
