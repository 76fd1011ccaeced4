import { PlainLink as Link } from '@/lib/i18n/intent-link';
import { useTranslations } from 'next-intl';
import { cardClass } from '@/components/ui/card';

export type RecommendationView = {
  fromName: string;
  toName: string;
  dateText: string;
  priceText: string;
  /** A one-way search for that route on that date. */
  href: string;
};

type Props = {
  items: RecommendationView[];
  /** Another list of routes (from the departure city) names itself; the nearby routes' words otherwise. */
  headingId?: string;
  heading?: string;
  intro?: string;
};

/** Spec §7: nearby routes when the asked one is not open or has no flights, each linking to its search. */
export function RouteRecommendations({ items, headingId = 'route-recommend', heading, intro }: Props) {
  const t = useTranslations('RouteRecommend');
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className="mt-6">
      <h2 id={headingId} className="text-lg font-semibold">
        {heading ?? t('heading')}
      </h2>
      <p className="text-sm text-slate-700">{intro ?? t('intro')}</p>
      <ul className="mt-3 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={cardClass('md', 'block hover:border-brand-700 hover:bg-brand-50')}>
              <p className="font-medium">{t('route', { from: item.fromName, to: item.toName })}</p>
              <p className="mt-1 flex items-baseline justify-between text-sm text-slate-700">
                <span>{item.dateText}</span>
                <span className="text-lg font-bold text-accent-700">{t('priceFrom', { price: item.priceText })}</span>
              </p>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
