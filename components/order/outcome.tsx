'use client';

import { useId, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';

const COLOUR = {
  ok: 'bg-brand-50 text-brand-800',
  wait: 'bg-amber-50 text-amber-900',
  bad: 'bg-red-50 text-red-800',
};

/** A payment result's outcome: its heading, coloured by how it went, then what follows from it. */
export function Outcome({
  tone,
  title,
  children,
}: {
  tone: 'ok' | 'wait' | 'bad';
  title: string;
  children?: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className={`rounded-md p-4 text-lg font-semibold ${COLOUR[tone]}`}>
        {title}
      </h2>
      {children}
    </section>
  );
}

/** Once following the order gave up: that it takes longer than usual, and a button to look again. */
export function SlowCheckAgain({
  gaveUp,
  slowText,
  checkAgainLabel,
  onCheckAgain,
}: {
  gaveUp: boolean;
  slowText: string;
  checkAgainLabel: string;
  onCheckAgain: () => void;
}) {
  if (!gaveUp) return null;
  return (
    <>
      <p className="text-slate-700">{slowText}</p>
      <Button variant="secondary" onClick={onCheckAgain}>
        {checkAgainLabel}
      </Button>
    </>
  );
}
