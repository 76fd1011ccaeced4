import type { ReactNode } from 'react';
import { QueryProvider } from '@/components/ui/query-provider';

/**
 * The booking pages share React Query. Their client components' messages come from the layout below this one:
 * the results page's (`booking/layout.tsx`) or the funnel's (`(funnel)/layout.tsx`), so the results page does not
 * carry the funnel's messages (lib/i18n/client-messages.tsx).
 */
export default function BookLayout({ children }: { children: ReactNode }) {
  return <QueryProvider>{children}</QueryProvider>;
}
