'use client';

import { fullPageLoad } from '@/components/ui/full-page-load';
import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { LOGIN_OPEN_EVENT, openLoginDialog } from '@/components/ui/login-events';
import { useLoginPanel } from '@/components/ui/login-panel-slot';
import { LOGIN_REQUIRED_EVENT } from '@/lib/api/bff-fetch';
import { safeReturnPath } from '@/lib/domain/safe-path';
import { routing } from '@/lib/i18n/routing';

export { openLoginDialog };

/** After login: the remembered path, or this page again (without the guard's ?login=1) so the header updates. */
function continueAfterLogin(next: string | null) {
  if (next) return fullPageLoad(next);
  const url = new URL(window.location.href);
  url.searchParams.delete('login');
  url.searchParams.delete('next');
  fullPageLoad(url.toString());
}

/**
 * The login dialog (spec §2): opened by the member guard (?login=1&next=...), by codes 1000010 / 1000011,
 * or by the header. It remembers the wanted path; the forms come from the accounts feature via the slot.
 */
export function LoginDialog() {
  const t = useTranslations('Login');
  const renderPanel = useLoginPanel();
  const [open, setOpen] = useState(false);
  const [next, setNext] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    // Deferred a tick: the guard's ?login=1 is read once the page is interactive.
    const fromGuard =
      params.get('login') === '1'
        ? window.setTimeout(() => {
            setNext(safeReturnPath(params.get('next'), routing.locales));
            setOpen(true);
          }, 0)
        : undefined;
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<{ next?: string | null }>).detail;
      setNext(safeReturnPath(detail?.next ?? null, routing.locales));
      setOpen(true);
    };
    const onRequired = () => {
      // The login page already shows the forms.
      if (/^\/[^/]+\/login\/?$/.test(window.location.pathname)) return;
      setNext(safeReturnPath(window.location.pathname + window.location.search, routing.locales));
      setOpen(true);
    };
    window.addEventListener(LOGIN_OPEN_EVENT, onOpen);
    window.addEventListener(LOGIN_REQUIRED_EVENT, onRequired);
    return () => {
      window.clearTimeout(fromGuard);
      window.removeEventListener(LOGIN_OPEN_EVENT, onOpen);
      window.removeEventListener(LOGIN_REQUIRED_EVENT, onRequired);
    };
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
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
