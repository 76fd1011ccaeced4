import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { notFound } from 'next/navigation';
import type { ReactNode } from 'react';
import { BindContactForm } from '@/components/member/bind-contact-form';
import { ChangePasswordForm } from '@/components/member/change-password-form';
import { RealNameStatusPanel } from '@/components/member/real-name-status-panel';
import { Card } from '@/components/ui/card';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import { certificationOfStatus } from '@/lib/domain/real-name-rules';
import { isLocale } from '@/lib/i18n/routing';
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

/**
 * The security centre (spec §2): password, phone, e-mail, and a short real-name section: the status with its
 * next step, linking to the certification routes (/member/security/certificate/certify, manual, status).
 */
export default async function SecurityPage({ params }: Props) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const member = await loadMember(locale);
  const t = await getTranslations('Security');
  if (!member) return <MemberUnavailable />;
  const realName = await realNameStatus(await upstreamContextFor(locale));
  // Unreadable just now: the summary's status, which knows nothing of expiry, still gives the next step.
  const certification = realName.ok ? realName.data : certificationOfStatus(member.certificationStatus);

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
        <RealNameStatusPanel certification={certification} variant="summary" current="security" />
      </Section>
    </div>
  );
}
