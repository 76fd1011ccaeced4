'use client';

import { useTranslations } from 'next-intl';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { plainResolver } from '@/components/ui/plain-resolver';
import { SelectField } from '@/components/ui/select-field';
import * as memberBook from '@/lib/bff-client/member-book';
import { validateFavouriteEntry, type FavouriteEntry } from '@/lib/domain/member-book-rules';
import { useBookRule } from './book-rules';
import { useMemberFormErrors } from './use-member-form-errors';
import { InlineFormSection } from './form-section';

/** A city of the form's lists: its code and its name in the page's language. */
export type CityChoice = { code: string; name: string };
type RouteData = Extract<FavouriteEntry, { type: 'route' }>;
type Values = { origin: string; destination: string };

type Props = { cities: CityChoice[]; onSaved: () => void; onCancel: () => void };

/** The route as saved: the codes with their names in the page's language. */
function routeOf(cities: CityChoice[], { origin, destination }: Values): RouteData {
  const nameOf = (code: string) => cities.find((c) => c.code === code)?.name ?? code;
  return { type: 'route', origin, destination, originName: nameOf(origin), destinationName: nameOf(destination) };
}

/** "Save a route": departure and arrival from the city list, checked with validateFavouriteEntry. */
export function FavouriteRouteForm({ cities, onSaved, onCancel }: Props) {
  const t = useTranslations('MemberCollect');
  const book = useTranslations('MemberBook');
  const rule = useBookRule();
  const id = useId();
  const form = useForm<Values, unknown, RouteData>({
    defaultValues: { origin: '', destination: '' },
    resolver: plainResolver(
      (v: Values) => validateFavouriteEntry(routeOf(cities, v)),
      (v: Values) => routeOf(cities, v),
    ),
    shouldFocusError: false,
  });
  const { register, handleSubmit, formState } = form;
  const { messages, formLine, refuse, fixFields } = useMemberFormErrors(form, book('fixFields'), rule);

  async function submit(data: RouteData) {
    const result = await memberBook.addEntry.call({ kind: 'favourites', data }, { quiet: true });
    if (result.ok) return onSaved();
    // A duplicate route and the maximum are the operation's own messages; rule keys sit beside their fields.
    if (!result.fieldErrors) return refuse({ form: result.msg });
    const fields = Object.fromEntries(Object.entries(result.fieldErrors).map(([f, key]) => [f, rule(key)]));
    refuse({ fields, form: book('fixFields') });
  }

  const select = (name: keyof Values) => (
    <SelectField id={`${id}-${name}`} label={t(name)} error={messages[name]} {...register(name)}>
      <option value="">{t('choose')}</option>
      {cities.map((c) => (
        <option key={c.code} value={c.code}>
          {c.name} ({c.code})
        </option>
      ))}
    </SelectField>
  );

  return (
    <InlineFormSection
      id={id}
      heading={book('favourite.addHeading')}
      words={book}
      onSubmit={handleSubmit(submit, fixFields)}
      actions={{ error: formLine, busy: formState.isSubmitting, onCancel }}
    >
      <div className="grid gap-3 sm:grid-cols-2">
        {select('origin')}
        {select('destination')}
      </div>
    </InlineFormSection>
  );
}
