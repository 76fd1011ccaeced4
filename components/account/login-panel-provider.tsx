'use client';

import { useEffect, type ReactNode } from 'react';
import { LoginPanelProvider, type RenderLoginPanel } from '@/components/ui/login-panel-slot';
import { pushToast } from '@/components/ui/toast-store';
import { takeFlash } from '@/components/ui/flash';
import dynamic from 'next/dynamic';

/** The forms load with the dialog, not with every page. */
const LoginPanel = dynamic(() => import('./login-panel').then((m) => m.LoginPanel), { ssr: false });

const renderLoginPanel: RenderLoginPanel = (props) => <LoginPanel {...props} />;

/** Gives the shell's login dialog the account login forms, and shows a message left before a page load. */
export function AccountLoginProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    const flash = takeFlash();
    if (flash) pushToast(flash.kind, flash.text);
  }, []);
  return <LoginPanelProvider value={renderLoginPanel}>{children}</LoginPanelProvider>;
}
