'use client';

import type { ReactNode } from 'react';
import { LineIcon } from '@/components/ui/line-icon';
import { useDisclosure } from './use-disclosure';

/**
 * The header's menu: on a phone a button opens the navigation, search, language and currency
 * as a disclosure under the header bar; from the xl breakpoint (1280 px) the same content stands in the bar and the
 * button is gone. One copy of the content either way. Escape, a click outside or following a link closes it,
 * and Escape gives focus back to the button.
 */
export function HeaderMenu({
  openLabel,
  closeLabel,
  children,
}: {
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
}) {
  const {
    open,
    setOpen,
    area: panel,
    menuId,
    closeToButton,
    buttonProps,
  } = useDisclosure<HTMLDivElement>('pointerdown');

  const onKeyDown = (event: React.KeyboardEvent) => {
    if (event.key !== 'Escape' || !open) return;
    // A select or the search box handle their own Escape first (an open list, a typed word).
    if (event.defaultPrevented) return;
    closeToButton();
  };

  return (
    <>
      <button
        {...buttonProps}
        onKeyDown={onKeyDown}
        data-testid="header-menu-button"
        className="order-3 inline-flex h-10 w-10 shrink-0 items-center justify-center rounded-md border border-slate-300 text-slate-800 hover:bg-slate-100 xl:hidden"
      >
        <span className="sr-only">{open ? closeLabel : openLabel}</span>
        <LineIcon size={22} strokeWidth="2" round>
          {open ? <path d="M6 6l12 12M18 6L6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}
        </LineIcon>
      </button>
      <div
        ref={panel}
        id={menuId}
        data-open={open ? '' : undefined}
        onKeyDown={onKeyDown}
        onClick={(event) => {
          if ((event.target as Element).closest('a')) setOpen(false);
        }}
        className={`order-4 w-full flex-col gap-4 border-t border-slate-200 pt-3 pb-1 xl:order-2 xl:flex xl:w-auto xl:flex-1 xl:flex-row xl:items-center xl:gap-3 xl:border-0 xl:p-0 ${open ? 'flex' : 'hidden'}`}
      >
        {children}
      </div>
    </>
  );
}
