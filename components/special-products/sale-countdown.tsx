'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useState } from 'react';
import { useRouter } from '@/lib/i18n/navigation';

type Props = {
  /** The sale's opening instant. */
  saleStartMs: number;
  /** airline-api's now when the page was rendered (the product's `asOf`), not the browser's or the web's clock. */
  asOfMs: number;
};

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * The countdown to a flash sale's opening (spec §2 secondKill/detail). It counts the time airline-api said was left,
 * on the browser's timer; at zero the page asks the server again (router.refresh): the buy button appears only when
 * airline-api says the sale is on, and airline-api decides each purchase anyway. The visible clock is not announced
 * each second; the polite live region speaks only when the sale opens.
 */
export function SaleCountdown({ saleStartMs, asOfMs }: Props) {
  const t = useTranslations('FlashSale');
  const router = useRouter();
  const leftAtRender = Math.max(0, saleStartMs - asOfMs);
  const [left, setLeft] = useState(leftAtRender);

  useEffect(() => {
    const deadline = Date.now() + leftAtRender;
    let refreshed = false;
    const tick = () => {
      const ms = Math.max(0, deadline - Date.now());
      setLeft(ms);
      if (ms === 0 && !refreshed) {
        refreshed = true;
        router.refresh();
      }
    };
    // A zero that the server does not yet agree with renders this again with a new asOf, which starts it anew.
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [leftAtRender, asOfMs, router]);

  const seconds = Math.ceil(left / 1000);
  const days = Math.floor(seconds / 86_400);
  const clock = `${pad(Math.floor((seconds % 86_400) / 3600))}:${pad(Math.floor((seconds % 3600) / 60))}:${pad(seconds % 60)}`;
  const time = days > 0 ? `${t('days', { count: days })} ${clock}` : clock;
  return (
    <section aria-labelledby="sale-countdown-heading" className="space-y-2 rounded-md bg-amber-50 p-4 text-amber-950">
      <h2 id="sale-countdown-heading" className="text-lg font-semibold">
        {t('countdownHeading')}
      </h2>
      <p
        role="timer"
        aria-live="off"
        aria-label={t('countdownLabel', { time })}
        className="text-2xl font-bold tabular-nums"
        data-testid="sale-countdown"
      >
        {time}
      </p>
      <p aria-live="polite" className="text-sm">
        {left === 0 ? t('opening') : ''}
      </p>
    </section>
  );
}
