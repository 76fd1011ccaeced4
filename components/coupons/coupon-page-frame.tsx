import type { ReactNode } from 'react';
import { Card } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

/**
 * The frame of the coupon pages outside the member shell (coupon centre, gift centre, roulette; decision 66): one
 * card named by its h1, with the way to the member's coupons beside the heading.
 */
export function CouponPageFrame({
  id,
  heading,
  myCoupons,
  width = 'max-w-5xl',
  children,
}: {
  /** The heading's id, which names the card's region. */
  id: string;
  heading: string;
  /** The words of the link to /member/coupon. */
  myCoupons: string;
  width?: 'max-w-5xl' | 'max-w-3xl';
  children: ReactNode;
}) {
  return (
    <div className={`mx-auto ${width} px-4 py-8`}>
      <Card as="section" padding="lg" aria-labelledby={id} className="space-y-4">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h1 id={id} className="text-2xl font-semibold text-slate-900">
            {heading}
          </h1>
          <Link href="/member/coupon" className="inline-flex min-h-6 items-center text-sm text-brand-700 underline">
            {myCoupons}
          </Link>
        </div>
        {children}
      </Card>
    </div>
  );
}
