'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import type { LoginPanelProps } from '@/components/ui/login-panel-slot';
import { Tabs } from '@/components/ui/tabs';
import { Link } from '@/lib/i18n/navigation';
import { setFlash } from '@/components/ui/flash';
import { PasswordLoginForm } from './password-login-form';
import { QrLogin } from './qr-login';
import { SmsLoginForm } from './sms-login-form';
import { ThirdPartyButtons } from './third-party-buttons';

/** Every way to log in (spec §1), shared by the login dialog and the /login page. */
export function LoginPanel({ next, onLoggedIn }: LoginPanelProps) {
  const t = useTranslations('Login');
  const done = useCallback(
    (registered: boolean) => {
      if (registered) setFlash(t('welcome'));
      onLoggedIn();
    },
    [onLoggedIn, t],
  );
  const qrDone = useCallback(() => done(false), [done]);
  const oauthNext = next ?? (typeof window === 'undefined' ? null : window.location.pathname + window.location.search);
  return (
    <div>
      <Tabs
        label={t('methods')}
        items={[
          { id: 'password', label: t('byPassword'), render: () => <PasswordLoginForm onLoggedIn={done} /> },
          { id: 'sms', label: t('bySms'), render: () => <SmsLoginForm onLoggedIn={done} /> },
          { id: 'qr', label: t('byQr'), render: (active) => <QrLogin active={active} onLoggedIn={qrDone} /> },
          { id: 'thirdParty', label: t('byThirdParty'), render: () => <ThirdPartyButtons next={oauthNext} /> },
        ]}
      />
      <p className="mt-4 flex justify-between text-sm">
        <Link href="/regist" className="text-brand-700 underline">
          {t('toRegister')}
        </Link>
        <Link href="/forgetact" className="text-brand-700 underline">
          {t('forgot')}
        </Link>
      </p>
    </div>
  );
}
