'use client';

import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';
import type { OrderDetail } from '@/lib/contract';
import { Link, useRouter } from '@/lib/i18n/navigation';
import { CancelOrderButton } from './cancel-order-button';

type Props = { orderNo: string; payable: boolean; onCancelled?: (order: OrderDetail) => void };

/** While unpaid: go to pay, or cancel (with confirmation). Nothing once paid, cancelled or expired. */
export function OrderActions({ orderNo, payable, onCancelled }: Props) {
  const t = useTranslations('Order');
  const router = useRouter();
  if (!payable) return null;
  return (
    <>
      <Link href={`/book/pay?orderNo=${orderNo}`} className={buttonClass({ variant: 'accent' })}>
        {t('goToPay')}
      </Link>
      <CancelOrderButton orderNo={orderNo} label={t('cancel')} onCancelled={onCancelled ?? (() => router.refresh())} />
    </>
  );
}
