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

/**
 * What a member page says when its upstream read failed (spec §8: never a crash or a blank page): the
 * page's own line and a plain link that loads the page again.
 */
export function LoadFailed({
  message,
  reloadHref,
  reloadLabel,
}: {
  message: string;
  reloadHref: string;
  reloadLabel: string;
}) {
  return (
    <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-4 text-red-800">
      <p>{message}</p>
      <a href={reloadHref} className="mt-2 inline-flex min-h-6 items-center underline">
        {reloadLabel}
      </a>
    </div>
  );
}
