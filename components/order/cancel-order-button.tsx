'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import type { CancelOrderProps } from './cancel-order-dialog';

export const CANCEL_TRIGGER_CLASS = 'rounded-md border border-slate-400 px-4 py-2 text-slate-900 hover:bg-slate-50';

/** The confirmation dialog (and Radix with it) loads on the first click, keeping the pay page light. */
const CancelOrderDialog = dynamic(() => import('./cancel-order-dialog').then((m) => m.CancelOrderDialog), {
  ssr: false,
});

/** 'Cancel payment' / 'cancel order' (spec §4: a cancel request asks for confirmation first). */
export function CancelOrderButton(props: CancelOrderProps) {
  const [wanted, setWanted] = useState(false);
  if (wanted) return <CancelOrderDialog {...props} initiallyOpen />;
  return (
    <button type="button" aria-haspopup="dialog" onClick={() => setWanted(true)} className={CANCEL_TRIGGER_CLASS}>
      {props.label}
    </button>
  );
}
