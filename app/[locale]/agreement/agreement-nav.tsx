import { getTranslations } from 'next-intl/server';
import { cmsKeyOf } from '@/lib/contract';
import { Link } from '@/lib/i18n/navigation';
import type { Locale } from '@/lib/i18n/routing';
import { cmsLanguageOf, readCmsList } from '@/lib/upstream/cms';

/** The agreement section's own menu: the explanation and every template type. */
export async function AgreementNav({ locale, current }: { locale: Locale; current?: string }) {
  const [t, templates] = await Promise.all([
    getTranslations('Content'),
    readCmsList(cmsLanguageOf(locale), 'AGREEMENT_TEMPLATE', 1, 100),
  ]);
  const links = [
    { href: '/agreement/explain', id: 'explain', label: t('agreementExplain') },
    ...(templates.ok
      ? templates.data.list.flatMap((i) => {
          const key = cmsKeyOf(i.id);
          return key ? [{ href: `/agreement/template/${key}`, id: key, label: i.title }] : [];
        })
      : []),
  ];
  return (
    <nav aria-label={t('agreement')}>
      <h2 className="mb-3 font-semibold text-slate-900">{t('agreement')}</h2>
      <ul className="space-y-2">
        {links.map((l) => (
          <li key={l.id}>
            <Link
              href={l.href}
              aria-current={l.id === current ? 'page' : undefined}
              className={`hover:text-brand-700 hover:underline ${l.id === current ? 'font-semibold text-brand-700' : 'text-slate-800'}`}
            >
              {l.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
