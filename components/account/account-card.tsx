import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** The centred card the open account pages (login, registration, reset, binding) sit in. */
export function AccountCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto max-w-lg px-4 py-6 md:py-10">
      <Card padding="lg">
        <h1 className="mb-4 text-2xl font-semibold text-slate-900">{title}</h1>
        {children}
      </Card>
    </div>
  );
}
