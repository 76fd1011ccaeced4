'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useRef, useState } from 'react';
import * as memberBook from '@/lib/bff-client/member-book';
import type { BookSegment } from '@/lib/contract';
import { ListFeedback } from '../list-feedback';

/**
 * What every list of the address book shares: its status line and alert, the add button it returns focus
 * to, and delete with a confirmation, each change refreshing the page's server-rendered list. `feedback` is
 * the status line, the alert and the confirmation, rendered where the list wants them.
 */
export function useBookFeedback(segment: BookSegment) {
  const t = useTranslations('MemberBook');
  const router = useRouter();
  const [confirming, setConfirming] = useState<{ id: string; title: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [status, setStatus] = useState('');
  const [alert, setAlert] = useState('');
  const addButton = useRef<HTMLButtonElement>(null);

  const reset = () => {
    setStatus('');
    setAlert('');
    setConfirming(null);
  };

  async function remove() {
    if (!confirming) return;
    setBusy(true);
    const result = await memberBook.deleteEntry.call({ kind: segment, id: confirming.id }, { quiet: true });
    setBusy(false);
    setConfirming(null);
    if (!result.ok) setAlert(result.msg);
    else setStatus(t('deleted'));
    router.refresh();
    addButton.current?.focus();
  }

  const feedback = (
    <ListFeedback
      status={status}
      alert={alert}
      confirm={
        confirming && {
          question: t('confirmDelete', { name: confirming.title }),
          confirmLabel: t('delete'),
          keepLabel: t('keep'),
          busy,
          onConfirm: remove,
          onKeep: () => setConfirming(null),
        }
      }
    />
  );

  return {
    router,
    addButton,
    feedback,
    reset,
    setStatus,
    setAlert,
    /** Asks before deleting the entry `id`, named `title` in the question. */
    askDelete: (id: string, title: string) => {
      reset();
      setConfirming({ id, title });
    },
  };
}
