'use client';

import { createContext, useContext, type ReactNode } from 'react';

export type LoginPanelProps = {
  /** The validated path to go to after login, or null to stay on the page. */
  next: string | null;
  /** Called once the member is logged in. */
  onLoggedIn: () => void;
};

export type RenderLoginPanel = (props: LoginPanelProps) => ReactNode;

/**
 * The shell's login dialog draws whatever login panel the app provides here: the shell may not import the
 * accounts feature (features do not import each other), so the layout injects it.
 */
const LoginPanelContext = createContext<RenderLoginPanel | null>(null);

export const LoginPanelProvider = LoginPanelContext.Provider;

export function useLoginPanel() {
  return useContext(LoginPanelContext);
}
