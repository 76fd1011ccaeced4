'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState } from 'react';
import { formatCountdown, minutesLeft } from './order-phase';

type Props = { deadlineMs: number; serverNowMs: number; onExpire: () => void };

/**
 * mm:ss to the payment deadline. The visible timer is not live (a second-by-second announcement is noise);
 * a polite live region says the minutes left, so screen readers hear it once a minute.
 * The first render uses the server's clock, so server and browser draw the same text.
 */
export function PaymentCountdown({ deadlineMs, serverNowMs, onExpire }: Props) {
  const t = useTranslations('OrderPay');
  const labelId = useId();
  const [left, setLeft] = useState(deadlineMs - serverNowMs);
  const expire = useRef(onExpire);
  useEffect(() => {
    expire.current = onExpire;
  }, [onExpire]);

  useEffect(() => {
    // The browser's clock may be off; count with the server's offset from it.
    const skew = serverNowMs - Date.now();
    const tick = () => {
      const ms = deadlineMs - (Date.now() + skew);
      setLeft(ms);
      if (ms <= 0) {
        window.clearInterval(timer);
        expire.current();
      }
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [deadlineMs, serverNowMs]);

  return (
    <div className="rounded-md bg-amber-50 p-3 text-amber-900">
      <p id={labelId} className="text-sm">
        {t('countdownLabel')}
      </p>
      <p role="timer" aria-labelledby={labelId} className="font-mono text-3xl font-semibold">
        {formatCountdown(left)}
      </p>
      <p className="sr-only" aria-live="polite">
        {left > 0 ? t('minutesLeft', { minutes: minutesLeft(left) }) : t('expired')}
      </p>
    </div>
  );
}
