import type { ReactNode } from 'react';

/**
 * A line icon of the site (swap, search, menu): its paths in a 24-unit box, stroked in the text colour, hidden from
 * assistive technology (the button around it carries the name). `round` rounds the line ends.
 */
export function LineIcon({
  size,
  strokeWidth,
  round = false,
  children,
}: {
  size: number;
  strokeWidth: string;
  round?: boolean;
  children: ReactNode;
}) {
  return (
    <svg
      aria-hidden="true"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap={round ? 'round' : undefined}
    >
      {children}
    </svg>
  );
}
