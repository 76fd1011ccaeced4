'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import * as boardingPass from '@/lib/bff-client/boarding-pass';
import { validateEmail } from '@/lib/domain/account-rules';

type Props = {
  orderNo: string;
  segment: number;
  /** The member's bound e-mail, to prefill the form; empty for a visitor. */
  defaultEmail: string;
  /** The print layout (/checkin/printBoardingPass/print) opens the print dialog once the page has loaded. */
  autoPrint: boolean;
};

/** The form's own message keys (BoardingPassPage.email.*) for an address refused here or by the BFF. */
const ADDRESS_ISSUES = ['emailRequired', 'emailInvalid'] as const;
type AddressIssue = (typeof ADDRESS_ISSUES)[number];
const isAddressIssue = (key: string | undefined): key is AddressIssue =>
  (ADDRESS_ISSUES as readonly string[]).includes(key ?? '');

/** Calls `run` once, after the document and its images have loaded (the barcodes are inline, the fonts not). */
function useOnceLoaded(enabled: boolean, run: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current) return;
    const go = () => {
      if (done.current) return;
      done.current = true;
      run();
    };
    if (document.readyState === 'complete') {
      const id = window.setTimeout(go, 0);
      return () => window.clearTimeout(id);
    }
    window.addEventListener('load', go, { once: true });
    return () => window.removeEventListener('load', go);
  }, [enabled, run]);
}

/**
 * What a traveller does with the boarding passes (spec §2 Check-in and seats: view, send by e-mail, print;
 * issue 13 §4): print them, download them as a PDF (a link to the BFF, which answers the file), and mail
 * the PDF to an address, the member's own prefilled. An address is checked here first, then by the BFF and
 * airline-api; a refusal is said beside the field, anything else in a line under the form.
 */
export function BoardingPassActions({ orderNo, segment, defaultEmail, autoPrint }: Props) {
  const t = useTranslations('BoardingPassPage');
  const [email, setEmail] = useState(defaultEmail);
  const [error, setError] = useState<AddressIssue | null>(null);
  const [failure, setFailure] = useState('');
  const [sentTo, setSentTo] = useState('');
  const [busy, setBusy] = useState(false);
  const print = useCallback(() => window.print(), []);
  useOnceLoaded(autoPrint, print);

  async function send(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const address = email.trim();
    setSentTo('');
    setFailure('');
    const issue = validateEmail(address);
    setError(issue);
    if (issue) return;
    setBusy(true);
    const result = await boardingPass.emailPasses.call({ orderNo, segment, email: address }, { quiet: true });
    setBusy(false);
    if (result.ok) return setSentTo(result.data.sentTo);
    const field = result.fieldErrors?.email;
    if (isAddressIssue(field)) return setError(field);
    setFailure(result.msg);
  }

  return (
    <section aria-label={t('actionsLabel')} className="space-y-4 print:hidden" data-testid="boarding-pass-actions">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={print}>{t('print')}</Button>
        <a
          href={boardingPass.passesPdf.url({ orderNo, segment })}
          download
          className={buttonClass({ variant: 'outline' })}
          data-testid="boarding-pass-download"
        >
          {t('download')}
        </a>
      </div>
      {autoPrint ? <p className="text-sm text-slate-700">{t('printing')}</p> : null}
      <form noValidate onSubmit={send} className="max-w-md space-y-3 rounded-lg border border-slate-200 bg-white p-4">
        <h2 className="font-semibold text-slate-900">{t('email.heading')}</h2>
        <TextField
          id="boarding-pass-email"
          type="email"
          inputMode="email"
          autoComplete="email"
          label={t('email.label')}
          hint={t('email.hint')}
          value={email}
          maxLength={254}
          onChange={(e) => setEmail(e.target.value)}
          error={error ? t(`email.${error}`) : undefined}
        />
        <Button type="submit" busy={busy}>
          {busy ? t('email.sending') : t('email.send')}
        </Button>
        <p role="status" className="text-sm text-brand-800" data-testid="boarding-pass-email-status">
          {sentTo ? t('email.sent', { email: sentTo }) : ''}
        </p>
        {failure ? (
          <p role="alert" className="text-sm text-red-700">
            {failure}
          </p>
        ) : null}
      </form>
    </section>
  );
}
