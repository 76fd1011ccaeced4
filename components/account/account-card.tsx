import type { ReactNode } from 'react';

/** The centred card the open account pages (login, registration, reset, binding) sit in. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="mb-4 text-2xl font-semibold text-slate-900">{title}</h1>
        {children}
      </div>
    </div>
  );
}
