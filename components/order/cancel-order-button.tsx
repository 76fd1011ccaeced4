'use client';

import dynamic from 'next/dynamic';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import type { CancelOrderProps } from './cancel-order-dialog';

/** The confirmation dialog (and Radix with it) loads on the first click, keeping the pay page light. */
const CancelOrderDialog = dynamic(() => import('./cancel-order-dialog').then((m) => m.CancelOrderDialog), {
  ssr: false,
});

/**
 * 'Cancel payment' / 'cancel order' (spec §4: a cancel request asks for confirmation first). Once clicked,
 * the dialog's own trigger, the same Button, takes this one's place.
 */
export function CancelOrderButton(props: CancelOrderProps) {
  const [wanted, setWanted] = useState(false);
  if (wanted) return <CancelOrderDialog {...props} initiallyOpen />;
  return (
    <Button variant="secondary" aria-haspopup="dialog" onClick={() => setWanted(true)}>
      {props.label}
    </Button>
  );
}
