import { getTranslations } from 'next-intl/server';
import { ReloadAlert } from '@/components/ui/reload-alert';
import { PRODUCT_TYPES, type CatalogueBody } from '@/lib/contract/special-products';
import { upstreamContextFor } from '@/lib/bff-server/request-context';
import type { Locale } from '@/lib/i18n/routing';
import { Link } from '@/lib/i18n/navigation';
import { productCatalogue } from '@/lib/upstream/special-products';
import { productReadFailureKey } from '@/lib/domain/product-read-messages';
import { ProductGrid } from '@/components/special-products/product-card';

type Props = { locale: Locale; heading: string; intro?: string; filter: CatalogueBody; selfHref: string };

/** The kinds a catalogue shows: a flash-sale list its own kind, the others season tickets and open tickets. */
const shown = (filter: CatalogueBody) => (filter.kind ? [filter.kind] : ['PACKAGE', 'OPEN']);

/**
 * A catalogue page of season tickets and open tickets (spec §2 /seasonTicket/main/{category},
 * /seasonTicket/seasonTicketList/{type}): the products with their state now, and the types to browse. Presales and
 * flash sales have their own pages: a `kind` filter (secondKill/main, presale/list) lists that kind alone, without the types.
 */
export async function CataloguePage({ locale, heading, intro, filter, selfHref }: Props) {
  const [t, tRead, result] = await Promise.all([
    getTranslations('SpecialProducts'),
    getTranslations('ProductMessages'),
    upstreamContextFor(locale).then((c) => productCatalogue(c, filter)),
  ]);
  const failure = productReadFailureKey('list', filter.kind);
  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-slate-900">{heading}</h1>
      {intro && <p className="text-slate-700">{intro}</p>}
      {!filter.kind && (
        <nav aria-label={t('typesNav')}>
          <ul className="flex flex-wrap gap-2">
            {PRODUCT_TYPES.map((type) => (
              <li key={type}>
                <Link
                  href={`/seasonTicket/seasonTicketList/${type}`}
                  aria-current={filter.type === type ? 'page' : undefined}
                  className="inline-flex min-h-11 items-center rounded-full border border-brand-200 px-4 text-brand-800 aria-[current=page]:bg-brand-700 aria-[current=page]:text-white"
                >
                  {t(`type.${type}`)}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {result.ok ? (
        <ProductGrid products={result.data.products.filter((p) => shown(filter).includes(p.kind))} locale={locale} />
      ) : (
        <ReloadAlert
          message={failure ? tRead(failure) : t('loadFailed')}
          reloadHref={`/${locale}${selfHref}`}
          reloadLabel={t('reload')}
        />
      )}
    </div>
  );
}
