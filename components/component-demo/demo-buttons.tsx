'use client';

import dynamic from 'next/dynamic';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';

const DemoDialog = dynamic(() => import('./demo-dialog').then((m) => m.DemoDialog), { ssr: false });

const VARIANTS = ['primary', 'accent', 'secondary', 'outline', 'danger', 'ghost', 'link'] as const;

/** Each button look of the kit, working: a press is counted; the busy state; a dialog opened and closed again. */
export function DemoButtons() {
  const t = useTranslations('ComponentDemo');
  const [pressed, setPressed] = useState(0);
  const [busy, setBusy] = useState(false);
  const [dialog, setDialog] = useState(false);
  // The dialog is opened by state, not by a Radix trigger: once it is gone, focus goes back to its button.
  const opener = useRef<HTMLButtonElement>(null);
  const wasOpen = useRef(false);
  useEffect(() => {
    if (dialog) wasOpen.current = true;
    else if (wasOpen.current) {
      wasOpen.current = false;
      opener.current?.focus();
    }
  }, [dialog]);
  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {VARIANTS.map((variant) => (
          <Button key={variant} variant={variant} size="md" onClick={() => setPressed((n) => n + 1)}>
            {t(`buttons.${variant}`)}
          </Button>
        ))}
      </div>
      <p role="status" className="text-sm text-slate-700">
        {t('buttons.pressed', { count: pressed })}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <Button variant="secondary" busy={busy} onClick={() => setBusy(true)}>
          {busy ? t('buttons.busy') : t('buttons.makeBusy')}
        </Button>
        {busy && (
          <Button variant="link" size="md" onClick={() => setBusy(false)}>
            {t('buttons.reset')}
          </Button>
        )}
      </div>
      <div>
        <Button ref={opener} variant="outline" onClick={() => setDialog(true)}>
          {t('dialog.open')}
        </Button>
        {dialog && (
          <DemoDialog
            title={t('dialog.title')}
            body={t('dialog.body')}
            closeLabel={t('dialog.close')}
            done={t('dialog.done')}
            onClose={() => setDialog(false)}
          />
        )}
      </div>
    </div>
  );
}
