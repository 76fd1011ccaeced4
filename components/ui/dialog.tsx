'use client';

import * as Radix from '@radix-ui/react-dialog';
import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { buttonClass } from './button';

/**
 * The site's modal dialog on Radix, which traps focus, closes on Escape and gives focus back to what
 * opened it. Import this file only from modules loaded on demand (next/dynamic): Radix must stay out of
 * the pages' first load (decision 5).
 */
export const Dialog = Radix.Root;
/** Use with asChild around a Button, so the trigger looks like every other button. */
export const DialogTrigger = Radix.Trigger;
/** Use with asChild around a Button: a button of the dialog that closes it (done, keep, cancel). */
export const DialogClose = Radix.Close;

type Size = 'sm' | 'md' | 'lg' | 'full';

// Phone first: nearly the whole width on a phone, a fixed measure from there on.
const SIZE: Record<Size, string> = {
  /** A confirmation. */
  sm: 'left-1/2 top-1/2 max-h-[92vh] w-[min(94vw,26rem)] -translate-x-1/2 -translate-y-1/2 md:p-6',
  /** A form. */
  md: 'left-1/2 top-1/2 max-h-[92vh] w-[min(94vw,30rem)] -translate-x-1/2 -translate-y-1/2 md:p-6',
  /** A wide widget such as the month calendar. */
  lg: 'left-1/2 top-1/2 max-h-[95vh] w-[min(96vw,34rem)] -translate-x-1/2 -translate-y-1/2',
  /** Most of the screen, e.g. the seat map. */
  full: 'inset-2 md:inset-4 md:p-5 lg:inset-x-[10%]',
};

type Props = Omit<ComponentPropsWithoutRef<typeof Radix.Content>, 'title'> & {
  /** The dialog's accessible name. */
  title: ReactNode;
  /** Its accessible description, shown under the title. */
  description?: ReactNode;
  /** The name of the × button in the corner; without it the dialog closes by its own buttons and Escape. */
  closeLabel?: string;
  size?: Size;
};

/** The overlay and the dialog with its title (and description, and × button), then its content. */
export function DialogContent({ title, description, closeLabel, size = 'md', className, children, ...content }: Props) {
  // A dialog without a description must not point to one (Radix warns otherwise).
  const noDescription = description ? {} : { 'aria-describedby': undefined };
  return (
    <Radix.Portal>
      <Radix.Overlay className="fixed inset-0 z-[2000] bg-black/40" />
      <Radix.Content
        {...noDescription}
        className={`fixed z-[2000] overflow-y-auto rounded-lg bg-white p-4 shadow-xl ${SIZE[size]} ${className ?? ''}`}
        {...content}
      >
        <div className="flex items-start justify-between gap-4">
          <div>
            <Radix.Title className="text-lg font-semibold text-slate-900">{title}</Radix.Title>
            {description && (
              <Radix.Description className="mt-1 text-sm text-slate-700">{description}</Radix.Description>
            )}
          </div>
          {closeLabel && (
            <Radix.Close aria-label={closeLabel} className={buttonClass({ variant: 'ghost', size: 'icon' })}>
              <span aria-hidden="true">×</span>
            </Radix.Close>
          )}
        </div>
        {children}
      </Radix.Content>
    </Radix.Portal>
  );
}
