'use client';

import { useEffect, useState } from 'react';
import { dismissToast, subscribeToasts, type Toast } from './toast-store';

const STYLE: Record<Toast['kind'], string> = {
  error: 'bg-red-700 text-white',
  message: 'bg-slate-800 text-white',
  notification: 'bg-white text-slate-900 border border-slate-300',
};

/** The aria-live region that shows the head of the toast queue. */
export function Toaster({ regionLabel, dismissLabel }: { regionLabel: string; dismissLabel: string }) {
  const [current, setCurrent] = useState<Toast | null>(null);
  useEffect(() => subscribeToasts(setCurrent), []);
  return (
    <div
      role="region"
      aria-label={regionLabel}
      className="pointer-events-none fixed inset-x-0 top-4 z-[2000] flex justify-center px-4"
    >
      <div aria-live="assertive" aria-atomic="true" className="w-full max-w-md">
        {current && (
          <div
            key={current.id}
            data-toast-kind={current.kind}
            role={current.kind === 'error' ? 'alert' : 'status'}
            className={`pointer-events-auto flex items-start justify-between gap-3 rounded-md px-4 py-3 shadow-lg ${STYLE[current.kind]}`}
          >
            <p className="text-sm">{current.text}</p>
            <button
              type="button"
              onClick={() => dismissToast(current.id)}
              aria-label={dismissLabel}
              className="shrink-0 rounded px-1 text-lg leading-none focus-visible:outline-2 focus-visible:outline-offset-2"
            >
              ×
            </button>
          </div>
        )}
      </div>
    </div>
  );
}
