import { PlainLink as Link } from '@/lib/i18n/intent-link';
import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button';

/**
 * A search URL that is missing, malformed or breaks a rule of spec §5: say what is wrong, then offer the
 * search to change (`children`: the prefilled form, when the search could be read) and the way home.
 */
export function SearchProblem({
  messages,
  homeHref,
  children,
}: {
  messages: string[];
  homeHref: string;
  children?: ReactNode;
}) {
  const t = useTranslations('Booking');
  return (
    <section aria-labelledby="search-problem" className="mx-auto max-w-3xl px-4 py-10">
      <div role="alert">
        <h1 id="search-problem" className="text-2xl font-semibold">
          {t('invalidSearchTitle')}
        </h1>
        <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
          {messages.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      </div>
      {children && (
        <div className="mt-6">
          <p className="mb-2 text-sm text-slate-700">{t('fixSearch')}</p>
          {children}
        </div>
      )}
      <Link href={homeHref} className={buttonClass({ variant: 'primary' }, 'mt-6')}>
        {t('backToSearch')}
      </Link>
    </section>
  );
}
