import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { BindContactForm } from '@/components/member/bind-contact-form';
import { ChangePasswordForm } from '@/components/member/change-password-form';
import { RealNameForm, type CertificateOption } from '@/components/member/real-name-form';
import { Card } from '@/components/ui/card';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { isLocale } from '@/lib/i18n/routing';
import { certificateTypes } from '@/lib/upstream/system';
import { realNameStatus } from '@/lib/upstream/member';
import { loadMember } from '../../load-member';
import { MemberUnavailable } from '../../member-unavailable';

type Props = { params: Promise<{ locale: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { locale } = await params;
  if (!isLocale(locale)) return {};
  const t = await getTranslations({ locale, namespace: 'Security' });
  return { title: t('pageTitle') };
}

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card as="section" padding="lg" aria-labelledby={id}>
      <h2 id={id} className="mb-4 text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </Card>
  );
}

/** The security centre (spec §2): password, phone, e-mail and real-name certification. */
export default async function SecurityPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const member = await loadMember(locale);
  const t = await getTranslations('Security');
  const status = await getTranslations('MemberCentre.certification');
  if (!member) return <MemberUnavailable />;
  const context = await upstreamContextFor(locale);
  const [realName, types] = await Promise.all([realNameStatus(context), certificateTypes(context)]);
  const options: CertificateOption[] = types.ok
    ? [...types.data.domestic, ...types.data.internation]
        .filter((type, n, all) => all.findIndex((o) => o.typeId === type.typeId) === n)
        .map((type) => ({ typeId: type.typeId, label: locale === 'zh-CN' ? type.nameZh : type.nameEn }))
    : [{ typeId: 'NI', label: t('defaultCertificate') }];
  const certification = realName.ok ? realName.data.status : member.certificationStatus;

  return (
    <div className="space-y-6">
      <h1 className="text-2xl font-semibold text-slate-900">{t('heading')}</h1>
      <Section id="security-password" title={member.hasPassword ? t('changePassword') : t('setPassword')}>
        <ChangePasswordForm hasPassword={member.hasPassword} />
      </Section>
      <Section id="security-phone" title={t('phoneSection')}>
        <p className="mb-3 text-sm text-slate-700">
          {member.phoneMasked ? t('currentPhone', { phone: member.phoneMasked }) : t('noPhone')}
        </p>
        <BindContactForm
          key={member.phoneMasked ?? ''}
          kind="phone"
          current={member.phoneMasked}
          hasPassword={member.hasPassword}
        />
      </Section>
      <Section id="security-email" title={t('emailSection')}>
        <p className="mb-3 text-sm text-slate-700">
          {member.emailMasked ? t('currentEmail', { email: member.emailMasked }) : t('noEmail')}
        </p>
        <BindContactForm
          key={member.emailMasked ?? ''}
          kind="email"
          current={member.emailMasked}
          hasPassword={member.hasPassword}
        />
      </Section>
      <Section id="security-realname" title={t('realNameSection')}>
        <p className="mb-3 text-sm text-slate-800" data-testid="certification-status">
          {t('statusLine', { status: status(`${certification}`) })}
        </p>
        {realName.ok && realName.data.status === 2 && realName.data.reason && (
          <p className="mb-3 text-sm text-red-700">{t('rejectedReason', { reason: realName.data.reason })}</p>
        )}
        {(certification === 0 || certification === 2) && <RealNameForm types={options} />}
      </Section>
    </div>
  );
}
