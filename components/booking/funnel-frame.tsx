import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

type FunnelStep = 'passengers' | 'services' | 'confirm';
const STEPS: FunnelStep[] = ['passengers', 'services', 'confirm'];

/** Heading, the funnel's steps and the chosen flights above each funnel page's form. */
export function FunnelFrame({
  step,
  itinerary,
  children,
}: {
  step: FunnelStep;
  itinerary: ReactNode;
  children: ReactNode;
}) {
  const t = useTranslations('BookingFunnel');
  const current = STEPS.indexOf(step);
  return (
    <div className="mx-auto max-w-5xl px-4 py-6">
      <h1 className="text-2xl font-bold">{t(`${step}Heading`)}</h1>
      <nav aria-label={t('stepsLabel')} className="mt-3">
        <ol className="flex flex-wrap gap-2 text-sm">
          {STEPS.map((s, i) => (
            <li
              key={s}
              aria-current={i === current ? 'step' : undefined}
              className={`rounded-full px-3 py-1 ${i === current ? 'bg-brand-700 text-white' : i < current ? 'bg-brand-50 text-brand-800' : 'bg-slate-100 text-slate-700'}`}
            >
              {i + 1}. {t(`step_${s}`)}
            </li>
          ))}
        </ol>
      </nav>
      <section aria-label={t('itineraryLabel')} className="mt-4">
        {itinerary}
      </section>
      <div className="mt-6">{children}</div>
    </div>
  );
}

export function FunnelProblem({ message, backHref }: { message: string; backHref: string }) {
  const t = useTranslations('BookingFunnel');
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <h1 className="text-2xl font-bold">{t('problemHeading')}</h1>
      <p role="alert" className="mt-3 text-slate-800">
        {message}
      </p>
      <a href={backHref} className={buttonClass({ variant: 'primary' }, 'mt-4')}>
        {t('backToFlights')}
      </a>
    </div>
  );
}
