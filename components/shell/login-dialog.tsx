'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { LOGIN_REQUIRED_EVENT } from '@/lib/api/bff-fetch';
import { safeReturnPath } from '@/lib/domain/safe-path';
import { routing } from '@/lib/i18n/routing';

const OPEN_EVENT = 'sf:open-login';

export function openLoginDialog(next: string | null) {
  window.dispatchEvent(new CustomEvent(OPEN_EVENT, { detail: { next } }));
}

/**
 * The login dialog (spec §2): opened by the member guard (?login=1&next=...), by codes 1000010 / 1000011,
 * or by the header. It remembers the wanted path; the login forms arrive with the accounts issue.
 */
export function LoginDialog() {
  const t = useTranslations('Login');
  const common = useTranslations('Common');
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
      setNext(safeReturnPath(window.location.pathname + window.location.search, routing.locales));
      setOpen(true);
    };
    window.addEventListener(OPEN_EVENT, onOpen);
    window.addEventListener(LOGIN_REQUIRED_EVENT, onRequired);
    return () => {
      window.clearTimeout(fromGuard);
      window.removeEventListener(OPEN_EVENT, onOpen);
      window.removeEventListener(LOGIN_REQUIRED_EVENT, onRequired);
    };
  }, []);

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[2000] bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[2000] w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold">{t('dialogTitle')}</Dialog.Title>
          <Dialog.Description className="mt-3 text-sm text-slate-700">{t('comingSoon')}</Dialog.Description>
          {next && (
            <p className="mt-2 text-sm text-slate-700" data-testid="login-next">
              {t('rememberedPath', { path: next })}
            </p>
          )}
          <Dialog.Close className="mt-6 rounded bg-brand-700 px-4 py-2 text-white hover:bg-brand-800">
            {common('close')}
          </Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
