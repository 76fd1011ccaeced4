'use client';

import { useEffect } from 'react';
import * as site from '@/lib/bff-client/site';

/** Spec §7 and §9: the anti-bot routine runs every 120 s. */
export const BLACK_BOX_REFRESH_MS = 120_000;

/**
 * The anti-bot routine's stand-in (decision 73): on load and then every 120 s while the tab is shown, the device's
 * black-box token is refreshed (the `site.refreshBlackBox` operation). A hidden tab asks nothing; shown again, it
 * refreshes at once if a refresh fell due meanwhile, else when the one due comes, then every 120 s again. A failed
 * refresh is quiet: the next one tries again, and meanwhile the header carries the bare device id.
 */
export function BlackBoxRefresher() {
  useEffect(() => {
    let last = -Infinity;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const refresh = () => {
      last = Date.now();
      void site.refreshBlackBox.call(undefined, { quiet: true });
    };
    // The next refresh 120 s after the last one, however long the tab was hidden in between.
    const schedule = () => {
      timer = setTimeout(
        () => {
          refresh();
          schedule();
        },
        Math.max(0, last + BLACK_BOX_REFRESH_MS - Date.now()),
      );
    };
    const start = () => {
      if (timer !== undefined || document.visibilityState === 'hidden') return;
      if (Date.now() - last >= BLACK_BOX_REFRESH_MS) refresh();
      schedule();
    };
    const stop = () => {
      clearTimeout(timer);
      timer = undefined;
    };
    const onVisibility = () => (document.visibilityState === 'hidden' ? stop() : start());
    start();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stop();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, []);
  return null;
}
