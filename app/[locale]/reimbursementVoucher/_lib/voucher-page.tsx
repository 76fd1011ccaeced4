import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { VoucherNav } from '@/components/reimbursement-voucher/voucher-nav';
import { isLocale } from '@/lib/i18n/routing';

export type VoucherPage = 'question' | 'list' | 'editDetail' | 'modify' | 'inquire' | 'succeed';

/** A voucher page's title (zh-CN only, spec §2: nothing for English, which is not found). */
export function voucherMetadata(page: VoucherPage) {
  return async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
    const { locale } = await params;
    if (!isLocale(locale) || locale !== 'zh-CN') return {};
    const t = await getTranslations({ locale, namespace: 'ReimbursementVoucher.titles' });
    return { title: t(page), robots: { index: false } };
  };
}

/** The frame of every voucher page: its heading, the voucher pages' links, then the page's body. */
export async function VoucherFrame({ page, children }: { page: VoucherPage; children: ReactNode }) {
  const t = await getTranslations('ReimbursementVoucher.titles');
  const current = page === 'question' || page === 'list' || page === 'inquire' ? page : undefined;
  return (
    <div className="mx-auto w-full max-w-3xl min-w-0 space-y-6 px-4 py-6 sm:py-8">
      <div className="space-y-2">
        <h1 className="text-2xl font-bold text-slate-900">{t(page)}</h1>
        <VoucherNav current={current} />
      </div>
      {children}
    </div>
  );
}
