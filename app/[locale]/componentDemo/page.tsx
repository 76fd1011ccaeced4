import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { ReactNode } from 'react';
import { DemoButtons } from '@/components/component-demo/demo-buttons';
import { DemoForm } from '@/components/component-demo/demo-form';
import { Card } from '@/components/ui/card';
import { MoneyTable } from '@/components/ui/money-table';
import { ClientMessages } from '@/lib/i18n/client-messages';
import { formatMoney } from '@/lib/i18n/format';
import { pageLocale } from '@/lib/i18n/page-locale';
import { isLocale } from '@/lib/i18n/routing';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'ComponentDemo' });
  return { title: t('title'), robots: { index: false } };
}

const CLIENT_MESSAGES = ['ComponentDemo'] as const;

/** A sample fare breakdown, integer fen: fare, airport tax, fuel, total. */
const SAMPLE = [
  { key: 'adult', fare: 49_900, tax: 5_000, fuel: 2_000 },
  { key: 'child', fare: 24_950, tax: 0, fuel: 1_000 },
  { key: 'infant', fare: 4_990, tax: 0, fuel: 0 },
] as const;

function Section({ id, title, intro, children }: { id: string; title: string; intro: string; children: ReactNode }) {
  return (
    <Card as="section" padding="md" aria-labelledby={id} className="min-w-0 space-y-3">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <p className="text-sm text-slate-700">{intro}</p>
      {children}
    </Card>
  );
}

/**
 * The component demo page of spec §2 "Open area" at /componentDemo (the spec names no path; decision 74): the design
 * system's components, each working: buttons and a dialog, fields with their errors, the slider captcha with its
 * keyboard path, and a table that becomes stacked rows on a phone. Nothing is sent but the captcha's own check; kept
 * out of search engines.
 */
export default async function ComponentDemoPage({ params }: Props) {
  const locale = await pageLocale(params);
  const t = await getTranslations('ComponentDemo');
  const money = (fen: number) => formatMoney(fen, 'CNY', locale);
  return (
    <ClientMessages locale={locale} paths={CLIENT_MESSAGES}>
      <div className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 sm:py-8">
        <div className="space-y-2">
          <h1 className="text-2xl font-bold text-slate-900">{t('title')}</h1>
          <p className="text-slate-700">{t('intro')}</p>
        </div>
        <Section id="demo-buttons" title={t('buttons.heading')} intro={t('buttons.intro')}>
          <DemoButtons />
        </Section>
        <Section id="demo-form" title={t('form.heading')} intro={t('form.intro')}>
          <DemoForm />
        </Section>
        <Section id="demo-table" title={t('table.heading')} intro={t('table.intro')}>
          <MoneyTable
            label={t('table.label')}
            minWidthClass="sm:min-w-[32rem]"
            columns={[
              { key: 'who', header: t('table.who'), kind: 'label' },
              { key: 'fare', header: t('table.fare'), kind: 'amount' },
              { key: 'tax', header: t('table.tax'), kind: 'amount' },
              { key: 'fuel', header: t('table.fuel'), kind: 'amount' },
              { key: 'total', header: t('table.total'), kind: 'total' },
            ]}
            rows={SAMPLE.map((r) => ({
              key: r.key,
              cells: [t(`table.${r.key}`), money(r.fare), money(r.tax), money(r.fuel), money(r.fare + r.tax + r.fuel)],
            }))}
            totals={[
              {
                key: 'sum',
                term: t('table.sum'),
                value: money(SAMPLE.reduce((sum, r) => sum + r.fare + r.tax + r.fuel, 0)),
                emphasis: 'line',
              },
            ]}
          />
        </Section>
      </div>
    </ClientMessages>
  );
}
