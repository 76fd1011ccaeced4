'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useRef } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import * as boardingPass from '@/lib/bff-client/boarding-pass';
import { BoardingPassEmailForm } from './boarding-pass-email-form';

type Props = {
  orderNo: string;
  segment: number;
  /** The member's bound e-mail, to prefill the form; empty for a visitor. */
  defaultEmail: string;
  /** The print layout (/checkin/printBoardingPass/print) opens the print dialog once the page has loaded. */
  autoPrint: boolean;
};

/** Calls `run` once, after the document and its images have loaded (the barcodes are inline, the fonts not). */
function useOnceLoaded(enabled: boolean, run: () => void) {
  const done = useRef(false);
  useEffect(() => {
    if (!enabled || done.current) return;
    const go = () => {
      if (done.current) return;
      done.current = true;
      run();
    };
    if (document.readyState === 'complete') {
      const id = window.setTimeout(go, 0);
      return () => window.clearTimeout(id);
    }
    window.addEventListener('load', go, { once: true });
    return () => window.removeEventListener('load', go);
  }, [enabled, run]);
}

/**
 * What a traveller does with the boarding passes (spec §2 Check-in and seats: view, send by e-mail, print;
 * decision 20): print them, download them as a PDF (a link to the BFF, which answers the file), and mail
 * the PDF to an address (BoardingPassEmailForm).
 */
export function BoardingPassActions({ orderNo, segment, defaultEmail, autoPrint }: Props) {
  const t = useTranslations('BoardingPassPage');
  const print = useCallback(() => window.print(), []);
  useOnceLoaded(autoPrint, print);

  return (
    <section aria-label={t('actionsLabel')} className="space-y-4 print:hidden" data-testid="boarding-pass-actions">
      <div className="flex flex-wrap items-center gap-3">
        <Button onClick={print}>{t('print')}</Button>
        <a
          href={boardingPass.passesPdf.url({ orderNo, segment })}
          download
          className={buttonClass({ variant: 'outline' })}
          data-testid="boarding-pass-download"
        >
          {t('download')}
        </a>
      </div>
      {autoPrint ? <p className="text-sm text-slate-700">{t('printing')}</p> : null}
      <BoardingPassEmailForm orderNo={orderNo} segment={segment} defaultEmail={defaultEmail} />
    </section>
  );
}
