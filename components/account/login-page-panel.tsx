'use client';

import { fullPageLoad } from '@/components/ui/full-page-load';
import { useLocale } from 'next-intl';
import { LoginPanel } from './login-panel';

/** The /login page: after login the remembered path, otherwise the member home. */
export function LoginPagePanel({ next }: { next: string | null }) {
  const locale = useLocale();
  return <LoginPanel next={next} onLoggedIn={() => fullPageLoad(next ?? `/${locale}/member/index`)} />;
}
