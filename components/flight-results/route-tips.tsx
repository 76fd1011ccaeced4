'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { closedCount, tipOnShow, tipsSearchKey, type RouteTip, type TipLeg } from '@/lib/domain/route-tips';

const EVENT = 'sf:route-tips';
const subscribe = (onChange: () => void) => {
  window.addEventListener(EVENT, onChange);
  window.addEventListener('storage', onChange);
  return () => {
    window.removeEventListener(EVENT, onChange);
    window.removeEventListener('storage', onChange);
  };
};
const read = (key: string) => {
  try {
    return closedCount(sessionStorage.getItem(key));
  } catch {
    return 0;
  }
};

type Props = { tips: RouteTip[]; legs: TipLeg[] };

/**
 * The search's route tips (spec §7 getTipsContent): the first as a note with a close button; closing it shows the
 * second; closing that hides the tips for this search (kept in the tab, so choosing a fare does not bring them back).
 * Focus moves to what replaces a closed note, so a keyboard or screen reader user is not dropped to the page's top.
 */
export function RouteTips({ tips, legs }: Props) {
  const t = useTranslations('RouteTips');
  const key = tipsSearchKey(legs);
  const headingId = useId();
  const closed = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => 0,
  );
  const [moved, setMoved] = useState(false);
  const note = useRef<HTMLDivElement>(null);
  const done = useRef<HTMLParagraphElement>(null);
  const tip = tipOnShow(tips, closed);

  useEffect(() => {
    if (moved) (note.current ?? done.current)?.focus();
  }, [moved, closed]);

  if (tips.length === 0) return null;
  const close = () => {
    try {
      sessionStorage.setItem(key, String(closed + 1));
    } catch {
      // Storage refused (a private window): the tips still close for this page.
    }
    setMoved(true);
    window.dispatchEvent(new Event(EVENT));
  };
  if (!tip)
    return moved ? (
      <p ref={done} tabIndex={-1} role="status" className="sr-only">
        {t('hidden')}
      </p>
    ) : null;
  return (
    <div
      ref={note}
      tabIndex={-1}
      role="note"
      aria-labelledby={headingId}
      className="mb-4 flex items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950"
    >
      <div className="min-w-0 flex-1">
        <p id={headingId} className="font-semibold break-words">
          <span className="sr-only">{t('label')} </span>
          {tip.title}
        </p>
        <p className="mt-1 text-sm break-words">{tip.content}</p>
      </div>
      <button
        type="button"
        onClick={close}
        aria-label={t('close', { title: tip.title })}
        className="inline-flex min-h-11 min-w-11 shrink-0 items-center justify-center rounded text-xl leading-none hover:bg-amber-100 focus-visible:outline-2 focus-visible:outline-amber-800"
      >
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}
