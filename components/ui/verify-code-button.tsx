'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import { bffFetch } from '@/lib/bff-client/bff-fetch';
import type { SendCodeBody } from '@/lib/contract/member';
import { RESEND_SECONDS } from '@/lib/domain/account-rules';
import { pushToast } from './toast-store';

type Props = {
  /** Checks the form's phone or e-mail (and captcha) and answers the send body, or null to stay put. */
  prepare: () => Promise<SendCodeBody | null> | SendCodeBody | null;
  onSent?: () => void;
  /** A refusal, e.g. 'account not registered' (3000001), so the form can show it beside its field. */
  onFailed?: (code: string, msg: string) => void;
};

/**
 * Sends an SMS or e-mail code (spec §7 verification-code/send) and counts the resend delay down in seconds
 * (spec §9); upstream refusals arrive as bffFetch's localized toast and are repeated beside the button.
 */
export function VerifyCodeButton({ prepare, onSent, onFailed }: Props) {
  const t = useTranslations('VerifyCode');
  const statusId = useId();
  const [seconds, setSeconds] = useState(0);
  const [busy, setBusy] = useState(false);
  const [sentOnce, setSentOnce] = useState(false);
  const [note, setNote] = useState<{ ok: boolean; text: string } | null>(null);

  useEffect(() => {
    if (seconds <= 0) return;
    const id = window.setTimeout(() => setSeconds((s) => s - 1), 1000);
    return () => window.clearTimeout(id);
  }, [seconds]);

  async function send() {
    if (busy || seconds > 0) return;
    const body = await prepare();
    if (!body) return;
    setBusy(true);
    const result = await bffFetch<{ expiresAt: string; resendAfterSeconds: number }>('/api/account/code', {
      method: 'POST',
      body: JSON.stringify(body),
    });
    setBusy(false);
    if (!result.ok) {
      setNote({ ok: false, text: result.code === 'NETWORK' ? t('failed') : result.msg });
      onFailed?.(result.code, result.msg);
      return;
    }
    setSentOnce(true);
    setSeconds(result.data.resendAfterSeconds || RESEND_SECONDS);
    setNote({ ok: true, text: t('sent') });
    pushToast('message', t('sent'));
    onSent?.();
  }

  const waiting = seconds > 0;
  return (
    <span className="flex shrink-0 flex-col">
      <button
        type="button"
        onClick={() => void send()}
        disabled={busy || waiting}
        aria-describedby={note ? statusId : undefined}
        className="whitespace-nowrap rounded-md border border-brand-700 px-3 py-2 text-sm font-medium text-brand-700 hover:bg-brand-50 disabled:border-slate-400 disabled:text-slate-600 disabled:hover:bg-transparent"
      >
        {waiting ? t('resendIn', { seconds }) : sentOnce ? t('resend') : t('get')}
      </button>
      <span id={statusId} role="status" className={`sr-only ${note?.ok ? '' : 'text-red-700'}`}>
        {note?.text ?? ''}
      </span>
    </span>
  );
}
