'use client';

import { useLocale, useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button, buttonClass } from '@/components/ui/button';
import type { BookEntry } from '@/lib/contract';
import { canAddEntry, type FavouriteEntry } from '@/lib/domain/member-book-rules';
import { addDays, type Place } from '@/lib/domain/search';
import { formatSearchUrl } from '@/lib/domain/search-url-format';
import { Link } from '@/lib/i18n/navigation';
import { FavouriteRouteForm, type CityChoice } from './favourite-route-form';
import { useBookFeedback } from './use-book-feedback';

export type { CityChoice } from './favourite-route-form';
/** What the page found in the city dictionary for a saved route's code: the kind of place and its name. */
export type KnownPlace = Place & { name: string };

type Entry = BookEntry<'favourite'>;
type RouteData = Extract<FavouriteEntry, { type: 'route' }>;
type ContentData = Extract<FavouriteEntry, { type: 'content' }>;

type Props = {
  entries: Entry[];
  max: number;
  /** The airline's date when the page was rendered: a saved route searches the day after it. */
  today: string;
  /** The cities a route may be saved between; null when the dictionary could not be read. */
  cities: CityChoice[] | null;
  /** The saved routes' codes as the dictionary knows them; a code it does not know gets no search link. */
  places: Record<string, KnownPlace>;
};

/**
 * The results page of a saved route for tomorrow, one adult (spec §2 /book/booking URL), built with the
 * search form's own writer; null when a code is not in the dictionary (the results page could not read it).
 */
export function routeSearchPath(
  route: { origin: string; destination: string },
  places: Record<string, KnownPlace>,
  today: string,
): string | null {
  const from = places[route.origin];
  const to = places[route.destination];
  if (!from || !to) return null;
  const query = formatSearchUrl({
    tripType: 'OW',
    legs: [
      { from: { code: from.code, type: from.type }, to: { code: to.code, type: to.type }, date: addDays(today, 1) },
    ],
    passengers: { adults: 1, children: 0, infants: 0 },
  });
  return `/book/booking?${query}`;
}

/**
 * The member's collection (spec §2 /member/myCollect): saved routes, each with a search for tomorrow, and
 * saved pages, each a link to the page; "Save a route" from the city list; delete after a confirmation.
 * Its own list rather than MemberBook's: a saved route or page has nothing to edit, so no Edit button.
 * Each change refreshes the page's server-rendered list.
 */
export function FavouriteBook({ entries, max, today, cities, places }: Props) {
  const t = useTranslations('MemberCollect');
  const book = useTranslations('MemberBook');
  const locale = useLocale();
  const [adding, setAdding] = useState(false);
  const { router, addButton, feedback, reset, setStatus, setAlert, askDelete } = useBookFeedback('favourites');

  function startAdd() {
    reset();
    if (!canAddEntry('favourite', entries.length)) setAlert(book('favourite.limit', { max }));
    else setAdding(true);
  }

  function close() {
    setAdding(false);
    addButton.current?.focus();
  }

  function saved() {
    setStatus(book('added'));
    close();
    router.refresh();
  }

  const routeTitle = (d: RouteData) =>
    t('routeName', {
      from: places[d.origin]?.name ?? d.originName,
      to: places[d.destination]?.name ?? d.destinationName,
    });
  const routes = entries.filter((e): e is Entry & { data: RouteData } => e.data.type === 'route');
  const pages = entries.filter((e): e is Entry & { data: ContentData } => e.data.type === 'content');

  const deleteButton = (entry: Entry, title: string) => (
    <Button
      variant="secondary"
      size="sm"
      aria-label={book('deleteNamed', { name: title })}
      onClick={() => askDelete(entry.id, title)}
    >
      {book('delete')}
    </Button>
  );

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-sm text-slate-700" data-testid="book-count">
          {book('count', { n: entries.length, max })}
        </p>
        {cities && (
          <Button ref={addButton} onClick={startAdd} aria-expanded={adding}>
            {book('favourite.add')}
          </Button>
        )}
      </div>
      {!cities && (
        <div role="alert" className="rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p>{t('citiesFailed')}</p>
          <a href={`/${locale}/member/myCollect`} className="mt-1 inline-flex min-h-6 items-center underline">
            {t('reload')}
          </a>
        </div>
      )}
      {feedback}
      {adding && cities && <FavouriteRouteForm cities={cities} onSaved={saved} onCancel={close} />}
      {entries.length === 0 ? (
        <p className="rounded-md bg-slate-50 p-4 text-slate-800">{book('favourite.empty')}</p>
      ) : (
        <>
          <section aria-labelledby="collect-routes" className="space-y-2">
            <h2 id="collect-routes" className="text-lg font-semibold text-slate-900">
              {t('routesHeading')}
            </h2>
            {routes.length === 0 ? (
              <p className="text-sm text-slate-700">{t('noRoutes')}</p>
            ) : (
              <ul className="divide-y divide-slate-200" aria-labelledby="collect-routes">
                {routes.map((entry) => {
                  const title = routeTitle(entry.data);
                  const search = routeSearchPath(entry.data, places, today);
                  return (
                    <li key={entry.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="book-entry">
                      <p className="min-w-0 flex-1 basis-40 font-medium break-words text-slate-900">{title}</p>
                      <div className="flex flex-wrap gap-2">
                        {search && (
                          <Link
                            href={search}
                            aria-label={t('searchNamed', { route: title })}
                            className={buttonClass({ variant: 'outline', size: 'sm' })}
                          >
                            {t('searchTomorrow')}
                          </Link>
                        )}
                        {deleteButton(entry, title)}
                      </div>
                    </li>
                  );
                })}
              </ul>
            )}
          </section>

          <section aria-labelledby="collect-pages" className="space-y-2">
            <h2 id="collect-pages" className="text-lg font-semibold text-slate-900">
              {t('contentHeading')}
            </h2>
            {pages.length === 0 ? (
              <p className="text-sm text-slate-700">{t('noContent')}</p>
            ) : (
              <ul className="divide-y divide-slate-200" aria-labelledby="collect-pages">
                {pages.map((entry) => (
                  <li key={entry.id} className="flex flex-wrap items-center gap-3 py-3" data-testid="book-entry">
                    <Link
                      href={entry.data.path}
                      className="inline-flex min-h-6 min-w-0 flex-1 basis-40 items-center break-words text-brand-700 underline"
                    >
                      {entry.data.title}
                    </Link>
                    {deleteButton(entry, entry.data.title)}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
