'use client';

import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

type TabItem = { id: string; label: string; render: (active: boolean) => ReactNode };

/**
 * WAI-ARIA tabs: arrows, Home and End move between tabs (automatic activation). Panels stay mounted so a
 * half-filled form keeps its input when the visitor looks at another tab.
 */
export function Tabs({ label, items, initial }: { label: string; items: TabItem[]; initial?: string }) {
  const base = useId();
  const [active, setActive] = useState(initial ?? items[0]?.id ?? '');
  const refs = useRef<Record<string, HTMLButtonElement | null>>({});

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = items.findIndex((i) => i.id === active);
    const target =
      event.key === 'ArrowRight'
        ? (index + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (index - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? items.length - 1
              : -1;
    const item = items[target];
    if (!item) return;
    event.preventDefault();
    setActive(item.id);
    refs.current[item.id]?.focus();
  }

  return (
    <div>
      <div role="tablist" aria-label={label} onKeyDown={onKeyDown} className="flex flex-wrap border-b border-slate-300">
        {items.map((item) => {
          const selected = item.id === active;
          return (
            <button
              key={item.id}
              ref={(el) => {
                refs.current[item.id] = el;
              }}
              type="button"
              role="tab"
              id={`${base}-tab-${item.id}`}
              aria-selected={selected}
              aria-controls={`${base}-panel-${item.id}`}
              tabIndex={selected ? 0 : -1}
              onClick={() => setActive(item.id)}
              className={`-mb-px border-b-2 px-3 py-2 text-sm ${selected ? 'border-brand-700 font-semibold text-brand-700' : 'border-transparent text-slate-700 hover:text-brand-700'}`}
            >
              {item.label}
            </button>
          );
        })}
      </div>
      {items.map((item) => (
        <div
          key={item.id}
          role="tabpanel"
          id={`${base}-panel-${item.id}`}
          aria-labelledby={`${base}-tab-${item.id}`}
          hidden={item.id !== active}
          className="pt-4"
        >
          {item.render(item.id === active)}
        </div>
      ))}
    </div>
  );
}
