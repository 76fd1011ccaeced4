'use client';

import { useTranslations } from 'next-intl';
import { useId, useRef, useState } from 'react';
import * as specialProducts from '@/lib/bff-client/special-products';
import { ResultCode } from '@/lib/contract/codes';
import type { ProductDetail } from '@/lib/contract/special-products';
import { beneficiaryIssues, countIssue } from '@/lib/domain/special-product-rules';
import { formatMoney } from '@/lib/i18n/format';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { placedOrderHref } from './product-links';
import { AgreeAndSubmit } from './agree-and-submit';

/** A beneficiary of the member's book as the checkout shows it (no full document number). */
export type CheckoutBeneficiary = {
  id: string;
  name: string;
  certificate: string;
  birthday: string;
  gender: 'M' | 'F' | '';
  pending: boolean;
};

type Props = { product: ProductDetail; beneficiaries: CheckoutBeneficiary[]; locale: string };

/**
 * The beneficiaries step of a purchase (spec §2 package/confirm, open/purchase; §5): pick beneficiaries of the
 * member's book, see the total, agree to the terms, and place the order. The product's age and gender limits are
 * checked beside each name before anything is sent (the same rule airline-api applies); the order then waits for
 * payment on the member's product page (a flash sale's on its own confirm step). A sold-out answer is told in place,
 * the choice kept, with the way to the other flash-sale products.
 */
export function BeneficiaryCheckout({ product, beneficiaries, locale }: Props) {
  const t = useTranslations('SpecialProducts');
  const tFlash = useTranslations('FlashSale');
  const tPresale = useTranslations('Presale');
  const router = useRouter();
  const errorId = useId();
  const attempt = useRef(crypto.randomUUID());
  const [chosen, setChosen] = useState<string[]>([]);
  const [agreed, setAgreed] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [soldOut, setSoldOut] = useState(false);
  const rules = product.rules;
  const picked = beneficiaries.filter((b) => chosen.includes(b.id));
  const issues = beneficiaryIssues(
    rules,
    picked.map((b) => ({ ...b, certificateType: b.id, certificateNumber: b.id })),
    product.exchangeFrom,
  );
  const issueOf = (id: string) => issues.find((i) => picked[i.index]?.id === id)?.issue;

  function toggle(id: string, on: boolean) {
    attempt.current = crypto.randomUUID();
    setError(null);
    setChosen((c) => (on ? [...c, id] : c.filter((x) => x !== id)));
  }

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (countIssue(rules, picked.length))
      return setError(
        t('chooseCount', {
          min: rules.minBeneficiaries,
          max: rules.maxBeneficiaries,
          same: rules.minBeneficiaries === rules.maxBeneficiaries ? 'yes' : 'no',
        }),
      );
    if (issues.length) return setError(t(`issue.${issues[0]!.issue}`, { name: picked[issues[0]!.index]!.name }));
    if (!agreed) return setError(t('termsRequired'));
    setBusy(true);
    const result = await specialProducts.purchase.call(
      { productId: product.productId, beneficiaryIds: chosen, attempt: attempt.current },
      { quiet: true },
    );
    if (result.ok) return router.push(placedOrderHref(product.kind, result.data.orderNo));
    setBusy(false);
    setSoldOut(result.code === ResultCode.PRODUCT_SOLD_OUT);
    setError(result.code === ResultCode.PRODUCT_SOLD_OUT ? tFlash('soldOut') : result.msg);
  }

  return (
    <form onSubmit={submit} noValidate className="space-y-4" aria-describedby={error ? errorId : undefined}>
      <fieldset className="space-y-2">
        <legend className="text-lg font-semibold text-slate-900">{t('beneficiariesHeading')}</legend>
        <p className="text-sm text-slate-700">{t('beneficiariesHint')}</p>
        {beneficiaries.length === 0 && <p className="text-slate-800">{t('noBeneficiaries')}</p>}
        <ul className="space-y-2">
          {beneficiaries.map((b) => {
            const issue = issueOf(b.id);
            return (
              <li key={b.id} className="rounded-md border border-slate-200 p-3">
                <label className="flex min-h-6 cursor-pointer items-start gap-3">
                  <input
                    type="checkbox"
                    className="mt-1 size-5"
                    checked={chosen.includes(b.id)}
                    onChange={(e) => toggle(b.id, e.target.checked)}
                    aria-invalid={issue ? true : undefined}
                    aria-describedby={issue ? `${b.id}-issue` : undefined}
                  />
                  <span className="min-w-0 break-words">
                    <span className="font-semibold text-slate-900">{b.name}</span>{' '}
                    <span className="text-sm text-slate-700">{b.certificate}</span>
                    {b.pending && <span className="ms-2 text-sm text-amber-800">{t('beneficiaryPending')}</span>}
                  </span>
                </label>
                {issue && (
                  <p id={`${b.id}-issue`} className="mt-1 text-sm font-semibold text-red-700">
                    {t(`issue.${issue}`, { name: b.name })}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
        <Link href="/member/beneficiary" className="inline-flex min-h-11 items-center text-brand-700 underline">
          {t('addBeneficiary')}
        </Link>
      </fieldset>
      <p className="text-sm text-slate-700">{t('chosen', { count: picked.length })}</p>
      <p className="text-lg font-bold text-slate-900" data-testid="product-total">
        {t('total', { total: formatMoney(product.priceFen * picked.length, 'CNY', locale) })}
      </p>
      {product.depositFen !== null && (
        // A presale (decision 67): the deposit is paid now, the balance within its window after.
        <p className="text-sm text-slate-800" data-testid="presale-split">
          {tPresale('depositNow', { total: formatMoney(product.depositFen * picked.length, 'CNY', locale) })}
          <br />
          {tPresale('balanceLater', {
            total: formatMoney((product.priceFen - product.depositFen) * picked.length, 'CNY', locale),
          })}
        </p>
      )}
      <AgreeAndSubmit
        terms={t('terms')}
        agreed={agreed}
        onAgree={(on) => {
          setAgreed(on);
          setError(null);
        }}
        error={
          error && (
            <>
              {error}
              {soldOut && (
                <Link href="/seasonTicket/secondKill/main" className="ms-2 inline-flex min-h-6 items-center underline">
                  {tFlash('otherProducts')}
                </Link>
              )}
            </>
          )
        }
        errorId={errorId}
        busy={busy}
        submit={t('submit')}
        submitting={t('submitting')}
        testId="place-product-order"
      />
    </form>
  );
}
