'use client';

import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { LOGIN_OPEN_EVENT } from '@/components/ui/login-events';
import { LOGIN_REQUIRED_EVENT } from '@/lib/bff-client/bff-fetch';
import { safeReturnPath } from '@/lib/domain/safe-path';
import { routing } from '@/lib/i18n/routing';
import { LoginUnavailable } from './login-unavailable';

/**
 * Radix and the login forms stay out of every page's first load; they come when the dialog first opens. When their
 * code cannot be fetched (the web restarting, decision 55), a stand-in offers the login page instead.
 */
const LoginDialogBody = dynamic(
  () => import('./login-dialog-body').then((m) => m.LoginDialogBody).catch(() => LoginUnavailable),
  { ssr: false },
);

/**
 * The login dialog (spec §2): opened by the member guard (?login=1&next=...), by codes 1000010 / 1000011,
 * or by the header. It remembers the wanted path; the forms come from the accounts feature via the slot.
 */
export function LoginDialog() {
  const [open, setOpen] = useState(false);
  // Once loaded, the body stays mounted so closing returns focus where it was.
  const [loaded, setLoaded] = useState(false);
  const [next, setNext] = useState<string | null>(null);

  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    // Deferred a tick: the guard's ?login=1 is read once the page is interactive.
    const fromGuard =
      params.get('login') === '1'
        ? window.setTimeout(() => {
            setNext(safeReturnPath(params.get('next'), routing.locales));
            setOpen(true);
            setLoaded(true);
          }, 0)
        : undefined;
    const onOpen = (event: Event) => {
      const detail = (event as CustomEvent<{ next?: string | null }>).detail;
      setNext(safeReturnPath(detail?.next ?? null, routing.locales));
      setOpen(true);
      setLoaded(true);
    };
    const onRequired = () => {
      // The login page already shows the forms.
      if (/^\/[^/]+\/login\/?$/.test(window.location.pathname)) return;
      setNext(safeReturnPath(window.location.pathname + window.location.search, routing.locales));
      setOpen(true);
      setLoaded(true);
    };
    window.addEventListener(LOGIN_OPEN_EVENT, onOpen);
    window.addEventListener(LOGIN_REQUIRED_EVENT, onRequired);
    return () => {
      window.clearTimeout(fromGuard);
      window.removeEventListener(LOGIN_OPEN_EVENT, onOpen);
      window.removeEventListener(LOGIN_REQUIRED_EVENT, onRequired);
    };
  }, []);

  if (!loaded) return null;
  return <LoginDialogBody open={open} onOpenChange={setOpen} next={next} />;
}
