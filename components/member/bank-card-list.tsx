'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmPanel } from '@/components/ui/confirm-panel';
import { pushToast } from '@/components/ui/toast-store';
import * as wallet from '@/lib/bff-client/wallet';
import type { BankCard } from '@/lib/contract';

/**
 * The member's saved cards (spec §2 bankCards), a list of cards on every width: type, bank, masked number, holder.
 * Remove asks first (an inline alertdialog); the records made with the card keep its number.
 */
export function BankCardList({ cards }: { cards: BankCard[] }) {
  const t = useTranslations('WalletFunds');
  const router = useRouter();
  const [asking, setAsking] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function remove(cardId: string) {
    setBusy(true);
    const result = await wallet.removeBankCard.call({ cardId });
    setBusy(false);
    setAsking(null);
    if (!result.ok) return;
    pushToast('message', t('removed'));
    router.refresh();
  }

  if (cards.length === 0) return <p className="rounded-md bg-slate-50 p-4 text-slate-800">{t('noCards')}</p>;
  return (
    <ul aria-label={t('cardsList')} className="grid gap-3 sm:grid-cols-2">
      {cards.map((card) => (
        <li key={card.cardId} className="rounded-md border border-slate-300 p-3">
          <p className="font-semibold text-slate-900">
            {t(`bank.${card.bank}`)} · {t(`cardType.${card.cardType}`)}
          </p>
          <p className="mt-1 font-mono text-slate-900">{card.cardNo}</p>
          {card.holder && <p className="text-sm text-slate-700">{t('holder', { name: card.holder })}</p>}
          <div className="mt-2">
            {asking === card.cardId ? (
              <ConfirmPanel
                question={t('removeQuestion', { cardNo: card.cardNo })}
                confirmLabel={t('removeConfirm')}
                keepLabel={t('keep')}
                busy={busy}
                onConfirm={() => remove(card.cardId)}
                onKeep={() => setAsking(null)}
              />
            ) : (
              <Button
                variant="secondary"
                size="sm"
                aria-label={t('removeCard', { cardNo: card.cardNo })}
                onClick={() => setAsking(card.cardId)}
              >
                {t('remove')}
              </Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
