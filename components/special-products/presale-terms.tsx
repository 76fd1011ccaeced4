import { useTranslations } from 'next-intl';
import type { ProductDetail } from '@/lib/contract/special-products';
import {
  INSTALLMENT_INTEREST_FREE_DAYS,
  INSTALLMENT_PERIODS,
  installmentPlan,
} from '@/lib/domain/special-product-rules';
import { formatMoney } from '@/lib/i18n/format';

/**
 * A balance as its installment plan (spec §9): the periods, the first with the remainder of the even split, and
 * the SMS link's interest-free days; the link is asked on the order's page (decision 77).
 */
export function InstallmentPlan({
  amountsFen,
  interestFreeDays,
  locale,
  perPersonFen,
}: {
  amountsFen: number[];
  interestFreeDays: number;
  locale: string;
  /** The detail page's plan is one person's balance. */
  perPersonFen?: number;
}) {
  const t = useTranslations('Presale');
  const money = (fen: number) => formatMoney(fen, 'CNY', locale);
  return (
    <div className="space-y-1 text-sm text-slate-800" data-testid="installment-plan">
      <h3 className="font-semibold text-slate-900">{t('installmentsHeading')}</h3>
      <p>{t('installmentsIntro', { periods: amountsFen.length, days: interestFreeDays })}</p>
      <p>
        {perPersonFen !== undefined && <>{t('installmentsPerPerson', { balance: money(perPersonFen) })} </>}
        {t('installmentsSplit', {
          first: money(amountsFen[0] ?? 0),
          each: money(amountsFen[1] ?? 0),
          periods: amountsFen.length,
        })}
      </p>
      <p className="text-slate-700">{t('installmentsHow')}</p>
    </div>
  );
}

/**
 * A presale product's deposit and balance (spec §3, §5, §9; decision 67 Presale): the deposit per person paid when
 * ordering, the balance within the product's window after it, the deposit kept when the balance is late, the
 * minimum passenger count, and the installment plan where the product offers one.
 */
export function PresaleTerms({ product: p, locale }: { product: ProductDetail; locale: string }) {
  const t = useTranslations('Presale');
  const deposit = p.depositFen ?? 0;
  const balance = p.priceFen - deposit;
  const money = (fen: number) => formatMoney(fen, 'CNY', locale);
  return (
    <div className="space-y-3" data-testid="presale-terms">
      <ul className="list-disc space-y-1 ps-5 text-sm text-slate-800">
        <li>{t('termsMinimum', { count: p.rules.minBeneficiaries })}</li>
        <li>{t('termsDeposit', { deposit: money(deposit), minutes: p.rules.holdMinutes })}</li>
        {p.rules.balanceHours !== null && (
          <li data-testid="presale-balance-window">
            {t('termsBalance', { balance: money(balance), hours: p.rules.balanceHours })}
          </li>
        )}
        <li className="font-semibold">{t('termsForfeit')}</li>
      </ul>
      {p.rules.installments && (
        <InstallmentPlan
          amountsFen={installmentPlan(balance, INSTALLMENT_PERIODS)}
          interestFreeDays={INSTALLMENT_INTEREST_FREE_DAYS}
          locale={locale}
          perPersonFen={balance}
        />
      )}
    </div>
  );
}
