'use client';

import { useRef, type KeyboardEvent } from 'react';

export type CityAreaTab = 'hot' | 'china' | 'international';
const CITY_AREA_TABS: readonly CityAreaTab[] = ['hot', 'china', 'international'];

type Props = {
  idPrefix: string;
  panelId: string;
  label: string;
  labels: Record<CityAreaTab, string>;
  current: CityAreaTab;
  onSelect: (tab: CityAreaTab) => void;
  /** Arrow down from a tab goes back to the input, into the list. */
  onEnterList: () => void;
};

export function cityAreaTabId(idPrefix: string, tab: CityAreaTab) {
  return `${idPrefix}-tab-${tab}`;
}

/** Tabs of the area list (spec §2): hot cities, in China, international; ARIA tabs with roving focus. */
export function CityAreaTabs({ idPrefix, panelId, label, labels, current, onSelect, onEnterList }: Props) {
  const refs = useRef<Partial<Record<CityAreaTab, HTMLButtonElement | null>>>({});

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, tab: CityAreaTab) {
    const index = CITY_AREA_TABS.indexOf(tab);
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step) {
      event.preventDefault();
      const next = CITY_AREA_TABS[(index + step + CITY_AREA_TABS.length) % CITY_AREA_TABS.length] ?? tab;
      onSelect(next);
      refs.current[next]?.focus();
    } else if (event.key === 'ArrowDown') {
      event.preventDefault();
      onEnterList();
    }
  }

  return (
    <div role="tablist" aria-label={label} className="flex gap-1 border-b border-slate-200 px-2">
      {CITY_AREA_TABS.map((tab) => {
        const selected = tab === current;
        return (
          <button
            key={tab}
            ref={(el) => {
              refs.current[tab] = el;
            }}
            id={cityAreaTabId(idPrefix, tab)}
            type="button"
            role="tab"
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            // Keeps focus in the input when clicked with a mouse, so typing can go on.
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => onSelect(tab)}
            onKeyDown={(e) => onKeyDown(e, tab)}
            className={`-mb-px border-b-2 px-3 py-2 text-sm ${
              selected
                ? 'border-brand-700 font-semibold text-brand-700'
                : 'border-transparent text-slate-700 hover:text-brand-700'
            }`}
          >
            {labels[tab]}
          </button>
        );
      })}
    </div>
  );
}
