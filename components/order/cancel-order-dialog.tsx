'use client';

import * as Dialog from '@radix-ui/react-dialog';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { pushToast } from '@/components/ui/toast-store';
import { bffFetch } from '@/lib/bff-client/bff-fetch';
import type { OrderDetail } from '@/lib/contract';
import { CANCEL_TRIGGER_CLASS } from './cancel-order-button';

export type CancelOrderProps = { orderNo: string; label: string; onCancelled: (order: OrderDetail) => void };

/** The confirmation of spec §4 ("a cancel-order request asks for confirmation first"), with its trigger. */
export function CancelOrderDialog({
  orderNo,
  label,
  onCancelled,
  initiallyOpen = false,
}: CancelOrderProps & { initiallyOpen?: boolean }) {
  const t = useTranslations('Order');
  const [open, setOpen] = useState(initiallyOpen);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const result = await bffFetch<OrderDetail>(`/api/orders/${encodeURIComponent(orderNo)}/cancel`, {
      method: 'POST',
      body: '{}',
    });
    setBusy(false);
    setOpen(false);
    if (!result.ok) return;
    pushToast('message', t('cancelDone'));
    onCancelled(result.data);
  }

  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={CANCEL_TRIGGER_CLASS}>{label}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-[2000] bg-black/40" />
        <Dialog.Content className="fixed left-1/2 top-1/2 z-[2000] w-[min(94vw,26rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-slate-900">{t('cancelTitle')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-700">
            {t('cancelBody', { orderNo })}
          </Dialog.Description>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Dialog.Close className="rounded-md border border-slate-400 px-4 py-2 text-slate-900 hover:bg-slate-50">
              {t('cancelKeep')}
            </Dialog.Close>
            <button
              type="button"
              onClick={confirm}
              disabled={busy}
              className="rounded-md bg-red-700 px-4 py-2 text-white hover:bg-red-800 disabled:opacity-60"
            >
              {t('cancelConfirm')}
            </button>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
