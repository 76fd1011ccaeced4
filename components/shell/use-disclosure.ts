'use client';

import { useEffect, useId, useRef, useState } from 'react';

/**
 * A disclosure of the header (its menu, the user menu): whether it is open, its button and its area (the panel, or
 * the element around button and panel). A `press` (the event the caller counts as one) outside both closes it.
 * `buttonProps` make the button toggle it and say so (aria-expanded, aria-controls naming `menuId`).
 */
export function useDisclosure<Area extends HTMLElement>(press: 'pointerdown' | 'mousedown') {
  const id = useId();
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const area = useRef<Area>(null);

  useEffect(() => {
    if (!open) return;
    const onDown = (event: Event) => {
      const target = event.target as Node;
      if (!area.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    };
    document.addEventListener(press, onDown);
    return () => document.removeEventListener(press, onDown);
  }, [open, press]);

  const menuId = `${id}-menu`;
  return {
    open,
    setOpen,
    area,
    menuId,
    /** Closes it and gives the focus back to its button (Escape). */
    closeToButton: () => {
      setOpen(false);
      button.current?.focus();
    },
    buttonProps: {
      ref: button,
      type: 'button' as const,
      'aria-expanded': open,
      'aria-controls': menuId,
      onClick: () => setOpen((o) => !o),
    },
  };
}
