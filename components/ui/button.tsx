import type { ButtonHTMLAttributes, Ref } from 'react';

type ButtonVariant = 'primary' | 'accent' | 'secondary' | 'outline' | 'danger' | 'ghost' | 'link';
type ButtonSize = 'sm' | 'md' | 'lg' | 'icon' | 'inline';
type ButtonLook = { variant?: ButtonVariant; size?: ButtonSize; block?: boolean };

// Each class is written out whole so Tailwind finds it in this file.
const VARIANT: Record<ButtonVariant, string> = {
  /** The page's main action (save, log in, submit). */
  primary: 'bg-brand-700 text-white hover:bg-brand-800 disabled:opacity-60',
  /** Buying: search, choose a fare, continue in the funnel, pay. */
  accent: 'bg-accent-600 text-white hover:bg-accent-700 disabled:opacity-60',
  /** The quiet alternative beside a main action: back, keep, reject. */
  secondary: 'border border-slate-400 text-slate-900 hover:bg-slate-100 disabled:opacity-60',
  /** A secondary action in the brand colour: get code, choose seats, add a leg. */
  outline:
    'border border-brand-700 text-brand-700 hover:bg-brand-50 disabled:border-slate-300 disabled:text-slate-500 disabled:hover:bg-transparent',
  /** Destroys something after confirmation: cancel the order. */
  danger: 'bg-red-700 text-white hover:bg-red-800 disabled:opacity-60',
  /** An icon or arrow without a frame: close, previous month. */
  ghost: 'text-brand-700 hover:bg-brand-50 disabled:text-slate-300 disabled:hover:bg-transparent',
  /** Looks like a link inside text, but does something on the page (retry, cookie settings). */
  link: 'text-brand-700 underline hover:text-brand-800 disabled:text-slate-500 disabled:no-underline',
};

// Phone first: every size stays at least 24 × 24 px (WCAG 2.5.8); inline is for links inside a sentence.
const SIZE: Record<ButtonSize, string> = {
  sm: 'min-h-8 rounded-md px-3 py-1 text-sm',
  md: 'min-h-10 rounded-md px-4 py-2',
  lg: 'min-h-12 rounded-md px-6 py-3 font-semibold',
  icon: 'h-9 w-9 shrink-0 rounded-full text-xl leading-none',
  inline: 'rounded-sm',
};

/** The classes of a button look, for links that must look like buttons (they stay links). */
export function buttonClass({ variant = 'primary', size, block = false }: ButtonLook = {}, extra = ''): string {
  const chosen = size ?? (variant === 'link' ? 'inline' : 'md');
  return [
    'inline-flex items-center justify-center gap-1 text-center font-medium disabled:cursor-not-allowed',
    VARIANT[variant],
    SIZE[chosen],
    block ? 'w-full' : '',
    extra,
  ]
    .filter(Boolean)
    .join(' ');
}

type Props = ButtonHTMLAttributes<HTMLButtonElement> &
  ButtonLook & {
    /** While its action runs: disabled, and aria-busy tells assistive technology why. */
    busy?: boolean;
    ref?: Ref<HTMLButtonElement>;
  };

/** A button in one of the kit's looks; type="button" unless told, so it never submits a form by accident. */
export function Button({ variant, size, block, busy = false, disabled, type = 'button', className, ...rest }: Props) {
  return (
    <button
      type={type}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      className={buttonClass({ variant, size, block }, className)}
      {...rest}
    />
  );
}
