'use client';

import { useLocale, useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

type Props = { open: boolean; onOpenChange: (open: boolean) => void; next: string | null };

/**
 * The login dialog's stand-in when its code cannot be fetched (the web restarting, decision 55): it says so and
 * offers the login page, which the server renders, instead of Next's page-wide "This page couldn't load".
 */
export function LoginUnavailable({ open, onOpenChange, next }: Props) {
  const t = useTranslations('Login');
  const locale = useLocale();
  if (!open) return null;
  const href = `/${locale}/login${next ? `?next=${encodeURIComponent(next)}` : ''}`;
  return (
    <div role="alert" className="fixed inset-x-4 top-4 z-50 mx-auto max-w-md rounded-lg bg-white p-4 shadow-lg">
      <p className="text-slate-800">{t('dialogUnavailable')}</p>
      <div className="mt-3 flex flex-wrap items-center gap-4">
        <a href={href} className="inline-flex min-h-6 items-center text-sky-800 underline">
          {t('openLoginPage')}
        </a>
        <Button variant="link" className="min-h-6" onClick={() => onOpenChange(false)}>
          {t('close')}
        </Button>
      </div>
    </div>
  );
}
