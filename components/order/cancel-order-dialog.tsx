'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '@/components/ui/dialog';
import { pushToast } from '@/components/ui/toast-store';
import * as orders from '@/lib/bff-client/orders';
import { useRouter } from '@/lib/i18n/navigation';
import type { OrderDetail } from '@/lib/contract';

export type CancelOrderProps = { orderNo: string; label: string; onCancelled: (order: OrderDetail) => void };

/** The confirmation of spec §4 ("a cancel-order request asks for confirmation first"), with its trigger. */
export function CancelOrderDialog({
  orderNo,
  label,
  onCancelled,
  initiallyOpen = false,
}: CancelOrderProps & { initiallyOpen?: boolean }) {
  const t = useTranslations('Order');
  const router = useRouter();
  const [open, setOpen] = useState(initiallyOpen);
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    const result = await orders.cancelOrder.call({ orderNo });
    setBusy(false);
    setOpen(false);
    if (!result.ok) return;
    pushToast('message', t('cancelDone'));
    onCancelled(result.data);
    // What the server drew of the order (its status, a product's cards) says cancelled too.
    router.refresh();
  }

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="secondary">{label}</Button>
      </DialogTrigger>
      <DialogContent size="sm" title={t('cancelTitle')} description={t('cancelBody', { orderNo })}>
        <div className="mt-6 flex flex-wrap justify-end gap-3">
          <DialogClose asChild>
            <Button variant="secondary">{t('cancelKeep')}</Button>
          </DialogClose>
          <Button variant="danger" onClick={confirm} busy={busy}>
            {t('cancelConfirm')}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
