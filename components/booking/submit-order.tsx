'use client';

import { ResultCode } from '@/lib/contract/codes';
import { IDEMPOTENCY_HEADER } from '@/lib/contract/idempotency';
import { HOLD_LIMITS } from '@/lib/domain/hold-rules';
import { useTranslations } from 'next-intl';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/field';
import { pushToast } from '@/components/ui/toast-store';
import * as booking from '@/lib/bff-client/booking';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { draftBody } from './draft-body';
import { clearDraft, type BookingDraft } from './draft-store';
import { nextStepAfterFailure } from './reserve-failure';
import { storeDraft } from './use-draft';

/** The purchase terms, then "submit order": one order per draft however often it is pressed. */
export function SubmitOrder({ search, draft, ready }: { search: string; draft: BookingDraft; ready: boolean }) {
  const t = useTranslations('BookingFunnel');
  const router = useRouter();
  const [agreed, setAgreed] = useState(false);
  const [termsError, setTermsError] = useState(false);
  const [pending, setPending] = useState(false);
  /** The refusal of too many unpaid bookings, said by the button (decision 51); the draft stays as typed. */
  const [holdRefused, setHoldRefused] = useState<string | null>(null);
  const inFlight = useRef(false);
  const terms = useRef<HTMLInputElement>(null);

  const submit = async () => {
    if (!agreed) {
      setTermsError(true);
      terms.current?.focus();
      return;
    }
    if (inFlight.current) return;
    inFlight.current = true;
    setPending(true);
    setHoldRefused(null);
    const result = await booking.reserve.call(draftBody(search, draft, true), {
      headers: { [IDEMPOTENCY_HEADER]: draft.idempotencyKey },
      quiet: true,
    });
    if (result.ok) {
      clearDraft(search);
      router.push(`/book/pay?orderNo=${encodeURIComponent(result.data.orderNo)}`);
      return;
    }
    inFlight.current = false;
    setPending(false);
    if (result.code === ResultCode.UNPAID_HOLD_LIMIT) {
      setHoldRefused(result.msg);
      return;
    }
    pushToast('error', result.msg);
    const next = nextStepAfterFailure(result.code, result.fieldErrors);
    if (next === 'passengers') {
      storeDraft(search, { ...draft, serverErrors: result.fieldErrors ?? {} }, false);
      router.push(`/book/pmsg?${search}`);
    } else if (next === 'services') router.push(`/book/otherbuy?${search}`);
  };

  return (
    <div className="mt-4 border-t border-slate-200 pt-4">
      <label className="inline-flex items-start gap-2 text-sm">
        <input
          ref={terms}
          type="checkbox"
          className="mt-0.5 h-4 w-4"
          checked={agreed}
          aria-invalid={termsError || undefined}
          aria-describedby={termsError ? 'terms-error' : undefined}
          onChange={(e) => {
            setAgreed(e.target.checked);
            if (e.target.checked) setTermsError(false);
          }}
        />
        <span>
          {t.rich('termsAgree', {
            terms: (chunks) => (
              <Link href="/agreement/index" target="_blank" className="text-brand-700 underline">
                {chunks}
              </Link>
            ),
          })}
        </span>
      </label>
      <FieldError id="terms-error" role="alert" error={termsError ? t('termsRequired') : undefined} />
      <Button variant="accent" size="lg" block onClick={submit} busy={pending} disabled={!ready} className="mt-3">
        {pending ? t('submitting') : t('submitOrder')}
      </Button>
      {holdRefused && (
        <div role="alert" className="mt-3 rounded border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{holdRefused}</p>
          <p className="mt-1">
            {t('holdLimitHelp', { orders: HOLD_LIMITS.phone.orders, seats: HOLD_LIMITS.phone.seatsPerFlight })}
          </p>
        </div>
      )}
    </div>
  );
}
