import { required, type Issues } from './member-book-fields';

/** Saved routes and content of the member's address book (spec §2 /member/myCollect). */

export type FavouriteEntry =
  | { type: 'route'; origin: string; destination: string; originName: string; destinationName: string }
  | { type: 'content'; path: string; title: string };
export type FavouriteField = 'origin' | 'destination' | 'path' | 'title';

/** A route: two different three-letter codes. Content: a site path of ours and its title (at most 100). */
export function validateFavouriteEntry(f: FavouriteEntry): Issues<FavouriteField> {
  const issues: Record<string, string> = {};
  if (f.type === 'route') {
    if (!/^[A-Z]{3}$/.test(f.origin)) issues.origin = 'required';
    if (!/^[A-Z]{3}$/.test(f.destination)) issues.destination = 'required';
    else if (f.destination === f.origin) issues.destination = 'sameCity';
  } else {
    if (!/^\/[A-Za-z0-9/_\-.?=&%]{0,300}$/.test(f.path) || f.path.startsWith('//')) issues.path = 'required';
    required(issues, 'title', f.title, 100);
  }
  return issues;
}
