'use client';

import { useTranslations } from 'next-intl';
import { Tabs } from '@/components/ui/tabs';
import { ResetPasswordForm } from './reset-password-form';

export function ResetPasswordTabs() {
  const t = useTranslations('ResetPassword');
  return (
    <Tabs
      label={t('methods')}
      items={[
        { id: 'phone', label: t('byPhone'), render: () => <ResetPasswordForm channel="phone" /> },
        { id: 'email', label: t('byEmail'), render: () => <ResetPasswordForm channel="email" /> },
      ]}
    />
  );
}
