'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { fullPageLoad } from '@/components/ui/full-page-load';
import { useLoginPanel } from '@/components/ui/login-panel-slot';

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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[2000] bg-black/40" />
        <Dialog.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-1/2 z-[2000] max-h-[92vh] w-[min(94vw,30rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl"
        >
          <div className="flex items-start justify-between gap-4">
            <Dialog.Title className="text-lg font-semibold">{t('dialogTitle')}</Dialog.Title>
            <Dialog.Close
              aria-label={t('close')}
              className="rounded px-2 text-xl leading-none text-slate-700 hover:bg-slate-100"
            >
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {next && (
            <p className="mt-2 text-sm text-slate-700" data-testid="login-next">
              {t('rememberedPath', { path: next })}
            </p>
          )}
          <div className="mt-4">{renderPanel?.({ next, onLoggedIn: () => continueAfterLogin(next) })}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
