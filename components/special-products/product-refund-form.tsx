'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import * as productRefunds from '@/lib/bff-client/special-product-refunds';
import { ProductStatus } from '@/lib/contract/order';
import type { ProductRefundQuoteData, RefundUnitQuote } from '@/lib/contract/special-product-refunds';
import { formatMoney } from '@/lib/i18n/format';
import { useRouter } from '@/lib/i18n/navigation';
import { AgreeAndSubmit } from './agree-and-submit';

type Props = { quote: ProductRefundQuoteData; locale: string };

/**
 * The refund of a product order's cards (spec §2 /seasonTicket/package/refund, §9; decision 67): each card with what
 * it gives back now, a checkbox for those that can be refunded, the total, the terms, and the refund sent at the
 * total shown. A refusal is told here and the choices stay; the quote is read again, so a changed amount shows.
 */
export function ProductRefundForm({ quote, locale }: Props) {
  const t = useTranslations('SpecialProductRefund');
  const router = useRouter();
  const errorId = useId();
  const attempt = useRef(crypto.randomUUID());
  const [chosen, setChosen] = useState<string[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const picked = quote.units.filter((u) => u.refundable && chosen.includes(u.unitId));
  const total = picked.reduce((n, u) => n + u.refundFen, 0);
  const money = (fen: number) => formatMoney(fen, 'CNY', locale);

  function toggle(id: string, on: boolean) {
    attempt.current = crypto.randomUUID();
    setError(null);
    setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (!picked.length) return setError(t('chooseOne'));
    if (!agreed) return setError(t('termsRequired'));
    setBusy(true);
    const result = await productRefunds.refund.call(
      { orderNo: quote.orderNo, unitIds: picked.map((u) => u.unitId), quotedTotalFen: total, attempt: attempt.current },
      { quiet: true },
    );
    if (result.ok) {
      const q = new URLSearchParams({ orderNo: result.data.orderNo, refundNo: result.data.refundNo });
      return router.push(`/seasonTicket/refundSuccess?${q}`);
    }
    setBusy(false);
    setError(result.msg);
    // The cards and amounts as they are now (a card used or refunded meanwhile); the choices stay.
    attempt.current = crypto.randomUUID();
    router.refresh();
  }

  const status = (u: RefundUnitQuote) => (u.status === ProductStatus.REFUNDED ? t('refunded') : t('notRefundable'));
  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={error ? errorId : undefined}>
      <fieldset className="space-y-2">
        <legend className="text-lg font-semibold text-slate-900">{t('unitsLegend')}</legend>
        <ul className="space-y-2">
          {quote.units.map((u) => {
            const facts = (
              <span className="min-w-0 break-words">
                <span className="font-semibold text-slate-900">{u.beneficiaryName}</span>{' '}
                <span className="block text-sm text-slate-700">
                  {t('unitUsage', { used: u.used, times: u.times, remaining: u.remaining })}
                </span>
                <span className="block font-semibold text-slate-900">
                  {u.refundable ? t('refundAmount', { amount: money(u.refundFen) }) : status(u)}
                </span>
              </span>
            );
            return (
              <li key={u.unitId} data-testid="refund-unit" className="rounded-md border border-slate-200 p-3">
                {u.refundable ? (
                  <label className="flex min-h-6 cursor-pointer items-start gap-3">
                    <input
                      type="checkbox"
                      className="mt-1 size-5 shrink-0"
                      checked={chosen.includes(u.unitId)}
                      onChange={(e) => toggle(u.unitId, e.target.checked)}
                    />
                    {facts}
                  </label>
                ) : (
                  <div className="flex items-start gap-3 ps-8 text-slate-700">{facts}</div>
                )}
              </li>
            );
          })}
        </ul>
      </fieldset>
      <p className="text-lg font-bold text-slate-900" data-testid="refund-total">
        {t('total', { total: money(total) })}
      </p>
      <p className="text-sm text-slate-700">{t('arrival', { date: quote.expectedBy })}</p>
      <AgreeAndSubmit
        terms={t('terms')}
        agreed={agreed}
        onAgree={(on) => {
          setAgreed(on);
          setError(null);
        }}
        error={error}
        errorId={errorId}
        busy={busy}
        submit={t('submit')}
        submitting={t('submitting')}
        testId="submit-product-refund"
      />
    </form>
  );
}
