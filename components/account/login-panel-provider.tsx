'use client';

import { useEffect, type ReactNode } from 'react';
import { LoginPanelProvider, type RenderLoginPanel } from '@/components/ui/login-panel-slot';
import { pushToast } from '@/components/ui/toast-store';
import { takeFlash } from '@/components/ui/flash';
import { LoginPanel } from './login-panel';

const renderLoginPanel: RenderLoginPanel = (props) => <LoginPanel {...props} />;

/** Gives the shell's login dialog the account login forms, and shows a message left before a page load. */
export function AccountLoginProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    const flash = takeFlash();
    if (flash) pushToast(flash.kind, flash.text);
  }, []);
  return <LoginPanelProvider value={renderLoginPanel}>{children}</LoginPanelProvider>;
}
