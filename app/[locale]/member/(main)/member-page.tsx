import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';

/** A page of the member shell: one card with the page's h1 and an optional intro line. */
export function MemberPageCard({
  id,
  heading,
  intro,
  children,
}: {
  /** The heading's id, which names the card's region. */
  id: string;
  heading: string;
  intro?: string;
  children: ReactNode;
}) {
  return (
    <Card as="section" padding="lg" aria-labelledby={id} className="space-y-4">
      <h1 id={id} className="text-2xl font-semibold text-slate-900">
        {heading}
      </h1>
      {intro && <p className="text-sm text-slate-700">{intro}</p>}
      {children}
    </Card>
  );
}

/** What a member page says when its upstream read failed. */
export { ReloadAlert as LoadFailed } from '@/components/ui/reload-alert';
