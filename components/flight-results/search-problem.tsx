import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { buttonClass } from '@/components/ui/button';

/** A search URL that is missing, malformed or breaks a rule of spec §5: say what is wrong and lead back. */
export function SearchProblem({ messages, homeHref }: { messages: string[]; homeHref: string }) {
  const t = useTranslations('Booking');
  return (
    <section role="alert" aria-labelledby="search-problem" className="mx-auto max-w-xl px-4 py-16">
      <h1 id="search-problem" className="text-2xl font-semibold">
        {t('invalidSearchTitle')}
      </h1>
      <ul className="mt-4 list-disc space-y-1 pl-5 text-slate-700">
        {messages.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
      <Link href={homeHref} className={buttonClass({ variant: 'primary' }, 'mt-6')}>
        {t('backToSearch')}
      </Link>
    </section>
  );
}
