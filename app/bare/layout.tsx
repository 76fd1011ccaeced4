import type { ReactNode } from 'react';

/** A page with nothing of ours, so `npm run bench` can tell the framework's own JS from the storefront's. */
export default function BareLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
