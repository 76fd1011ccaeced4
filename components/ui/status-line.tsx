import type { ReactNode } from 'react';

/** A quiet line announced to screen readers while something loads (a draft, a list). */
export function StatusLine({ children }: { children: ReactNode }) {
  return (
    <p role="status" className="text-slate-700">
      {children}
    </p>
  );
}
