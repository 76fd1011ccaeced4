'use client';

import { openLoginDialog } from './login-dialog';

/** Where the member's menu goes once accounts land; for now the entries to log in and sign up. */
export function UserMenuSlot({ loginLabel, registerLabel }: { loginLabel: string; registerLabel: string }) {
  return (
    <span className="flex items-center gap-2">
      <button
        type="button"
        onClick={() => openLoginDialog(null)}
        className="rounded bg-brand-700 px-3 py-1 font-medium text-white hover:bg-brand-800"
      >
        {loginLabel}
      </button>
      <span className="sr-only">/</span>
      <span aria-hidden="true" className="text-slate-400">
        |
      </span>
      <button type="button" onClick={() => openLoginDialog(null)} className="text-slate-700 hover:underline">
        {registerLabel}
      </button>
    </span>
  );
}
