'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Tabs } from '@/components/ui/tabs';
import { BindAccountForm } from './bind-account-form';

/** The three ways to bind a third-party identity (spec §1), with the failure message above them. */
export function BindAccountTabs() {
  const t = useTranslations('Binding');
  const [failure, setFailure] = useState<string | null>(null);
  const onFailed = (msg: string) => setFailure(t('failedWith', { reason: msg }));
  return (
    <div>
      <p role="alert" className="mb-3 min-h-0 text-sm font-medium text-red-700 empty:hidden">
        {failure ?? ''}
      </p>
      <Tabs
        label={t('methods')}
        items={[
          { id: 'phone', label: t('byPhone'), render: () => <BindAccountForm method="PHONE" onFailed={onFailed} /> },
          { id: 'email', label: t('byEmail'), render: () => <BindAccountForm method="EMAIL" onFailed={onFailed} /> },
          {
            id: 'password',
            label: t('byPassword'),
            render: () => <BindAccountForm method="PASSWORD" onFailed={onFailed} />,
          },
        ]}
      />
    </div>
  );
}
