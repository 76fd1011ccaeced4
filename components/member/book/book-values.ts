import { plainResolver } from '@/components/ui/plain-resolver';

/** The name of the "set as default" box among the form's values. */
export const DEFAULT_BOX = 'isDefault';

/** An address book form's values: the kind's fields (text) and the "set as default" box. */
export type BookValues = Record<string, string | boolean>;

/** What the form submits: the entry as the kind's rules and the BFF take it, and whether it becomes the default. */
export type BookChoice<V> = { entry: V; isDefault: boolean };

/** The entry of the form's values, without the box. */
export function entryOf<V>(values: BookValues): V {
  const { [DEFAULT_BOX]: _box, ...entry } = values;
  return entry as V;
}

/** The kind's rules of lib/domain/member-book-rules (the BFF's and airline-api's too), beside each field. */
export function bookResolver<V extends Record<string, string>>(validate: (values: V) => Record<string, string>) {
  return plainResolver<BookValues, BookChoice<V>>(
    (values) => validate(entryOf<V>(values)),
    (values) => ({ entry: entryOf<V>(values), isDefault: values[DEFAULT_BOX] === true }),
  );
}
