'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useState } from 'react';
import * as account from '@/lib/bff-client/account';
import type { BffResult } from '@/lib/bff-client/bff-fetch';
import type { SendCodeBody } from '@/lib/contract/member';
import { RESEND_SECONDS } from '@/lib/domain/account-rules';
import { Button } from './button';
import { pushToast } from './toast-store';

type Sent = { resendAfterSeconds: number };
type Options<Body = SendCodeBody, Answer extends Sent = Sent> = {
  /** Checks the form's phone or e-mail (and captcha) and answers the send body, or null to stay put. */
  prepare: () => Promise<Body | null> | Body | null;
  /** The call that sends it: the code send of spec §7 unless told (the security centre's owner code). */
  request?: (body: Body) => Promise<BffResult<Answer>>;
  onSent?: (answer: Answer) => void;
  /** What the send tells when it went (a presale's installment link: where, and until when); 'code sent' unless told. */
  sentText?: (answer: Answer) => string;
  /** A refusal, e.g. 'account not registered' (3000001), so the form can show it beside its field. */
  onFailed?: (code: string, msg: string) => void;
};

/** The state of sending a code: held by the form's hook, drawn by VerifyCodeButton. */
export type VerifyCode = {
  /** Seconds until a resend is allowed; 0 when it is. */
  seconds: number;
  busy: boolean;
  sentOnce: boolean;
  /** What the last send answered, repeated beside the button for screen readers. */
  note: { ok: boolean; text: string } | null;
  send: () => Promise<void>;
};

/**
 * Sends an SMS or e-mail code (spec §7 verification-code/send) and counts the resend delay down in seconds
 * (spec §9); upstream refusals arrive as the BFF call's localized toast and are repeated beside the button.
 */
const sendCode = (body: SendCodeBody) => account.sendCode.call(body);

export function useVerifyCode<Body = SendCodeBody, Answer extends Sent = Sent>({
  prepare,
  request = sendCode as unknown as (body: Body) => Promise<BffResult<Answer>>,
  onSent,
  sentText,
  onFailed,
}: Options<Body, Answer>): VerifyCode {
  const t = useTranslations('VerifyCode');
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
    const result = await request(body);
    setBusy(false);
    if (!result.ok) {
      setNote({ ok: false, text: result.code === 'NETWORK' ? t('failed') : result.msg });
      onFailed?.(result.code, result.msg);
      return;
    }
    setSentOnce(true);
    setSeconds(result.data.resendAfterSeconds || RESEND_SECONDS);
    const text = sentText?.(result.data) ?? t('sent');
    setNote({ ok: true, text });
    pushToast('message', text);
    onSent?.(result.data);
  }

  return { seconds, busy, sentOnce, note, send };
}

/** The get-code button beside the code input: 'get code', then the countdown, then 'resend'. */
export function VerifyCodeButton({ code }: { code: VerifyCode }) {
  const t = useTranslations('VerifyCode');
  const statusId = useId();
  const waiting = code.seconds > 0;
  return (
    <span className="flex shrink-0 flex-col">
      <Button
        variant="outline"
        onClick={() => void code.send()}
        busy={code.busy}
        disabled={waiting}
        aria-describedby={code.note ? statusId : undefined}
        className="whitespace-nowrap text-sm"
      >
        {waiting ? t('resendIn', { seconds: code.seconds }) : code.sentOnce ? t('resend') : t('get')}
      </Button>
      <span id={statusId} role="status" className={`sr-only ${code.note?.ok ? '' : 'text-red-700'}`}>
        {code.note?.text ?? ''}
      </span>
    </span>
  );
}
