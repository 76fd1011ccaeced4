import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import { PersonalInfoForm } from '@/components/member/personal-info-form';
import { Card } from '@/components/ui/card';
import { isLocale } from '@/lib/i18n/routing';
import { loadMember } from '../../load-member';
import { MemberUnavailable } from '../../member-unavailable';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'MyInformation' });
  return { title: t('pageTitle') };
}

/** My information: the nickname; certified members see their details read-only (spec §6). */
export default async function MyInformationPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const [t, member] = await Promise.all([getTranslations('MyInformation'), loadMember(locale)]);
  if (!member) return <MemberUnavailable />;
  const certified = member.certificationStatus === 3;
  return (
    <Card as="section" padding="lg" aria-labelledby="my-information-heading">
      <h1 id="my-information-heading" className="mb-4 text-2xl font-semibold text-slate-900">
        {t('heading')}
      </h1>
      {certified ? (
        <>
          <p className="mb-4 text-sm text-slate-700">{t('certifiedReadOnly')}</p>
          <dl className="grid max-w-md grid-cols-[8rem_1fr] gap-y-2 text-sm" data-testid="my-information">
            <dt className="text-slate-700">{t('nickname')}</dt>
            <dd className="text-slate-900">{member.nickname ?? '—'}</dd>
            <dt className="text-slate-700">{t('name')}</dt>
            <dd className="text-slate-900">{member.name ?? '—'}</dd>
            <dt className="text-slate-700">{t('phone')}</dt>
            <dd className="text-slate-900">{member.phoneMasked ?? '—'}</dd>
            <dt className="text-slate-700">{t('email')}</dt>
            <dd className="text-slate-900">{member.emailMasked ?? '—'}</dd>
          </dl>
        </>
      ) : (
        <PersonalInfoForm nickname={member.nickname ?? ''} />
      )}
    </Card>
  );
}
