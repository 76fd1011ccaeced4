'use client';

import { useTranslations } from 'next-intl';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { fullPageLoad } from '@/components/ui/full-page-load';
import { useLoginPanel } from '@/components/ui/login-panel-slot';
import { routing } from '@/lib/i18n/routing';
import { pageNameOf } from './page-name';

/** After login: the remembered path, or this page again (without the guard's ?login=1) so the header updates. */
function continueAfterLogin(next: string | null) {
  if (next) return fullPageLoad(next);
  const url = new URL(window.location.href);
  url.searchParams.delete('login');
  url.searchParams.delete('next');
  fullPageLoad(url.toString());
}

type Props = { open: boolean; onOpenChange: (open: boolean) => void; next: string | null };

/** The dialog itself, with Radix and the login forms: loaded the first time the dialog opens. */
export function LoginDialogBody({ open, onOpenChange, next }: Props) {
  const t = useTranslations('Login');
  const renderPanel = useLoginPanel();
  const page = next ? pageNameOf(next, routing.locales) : null;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent size="md" title={t('dialogTitle')} closeLabel={t('close')}>
        {next && (
          <p className="mt-2 text-sm text-slate-700">
            {page ? t('rememberedPage', { page: t(`pages.${page}`) }) : t('returnHere')}
          </p>
        )}
        <div className="mt-4">{renderPanel?.({ next, onLoggedIn: () => continueAfterLogin(next) })}</div>
      </DialogContent>
    </Dialog>
  );
}
