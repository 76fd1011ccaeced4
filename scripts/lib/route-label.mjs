// The route label of a request's path for the web's metrics: one of a bounded set, so a visitor who invents paths
// cannot invent time series. The set is the app's own folders (app/[locale]/..., app/api/...), read once at start:
// the locale is taken off, a dynamic folder ([orderNo]) matches any one segment and is named `:id`, route groups
// and private folders (`(main)`, `_lib`) are left out, and a path that names no folder is 'other'.
import { readdirSync } from 'node:fs';
import path from 'node:path';

export const OTHER = 'other';
/** The web server's own paths, answered before Next. */
export const SERVER_PATHS = ['/metrics', '/healthz', '/readyz'];
const LOCALE = /^\/(zh-CN|en-US)(?=\/|$)/;

/** Every folder's path pattern under an app directory, as `/news/newItem/:id`; locale folders are left out. */
export function appRoutePatterns(appDir) {
  const patterns = new Set(['/']);
  const walk = (dir, prefix) => {
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      if (!entry.isDirectory() || entry.name.startsWith('_') || entry.name.startsWith('[...')) continue;
      if (entry.name === '[locale]') {
        walk(path.join(dir, entry.name), prefix);
        continue;
      }
      const group = /^\(.*\)$/.test(entry.name);
      const segment = /^\[.+\]$/.test(entry.name) ? ':id' : entry.name;
      const pattern = group ? prefix : `${prefix}/${segment}`;
      if (!group) patterns.add(pattern);
      walk(path.join(dir, entry.name), pattern);
    }
  };
  walk(appDir, '');
  return [...patterns];
}

/**
 * A function from a request's URL to its label: the server's own paths as they are, `/_next/...` by its first
 * folder, a page or BFF path by its pattern (locale taken off), anything else 'other'.
 */
export function routeLabeller(patterns) {
  const bySize = new Map();
  for (const pattern of patterns) {
    const segments = pattern.split('/').filter(Boolean);
    const list = bySize.get(segments.length) ?? [];
    list.push({ pattern, segments });
    bySize.set(segments.length, list);
  }
  return (url = '/') => {
    const pathname = url.split('?')[0].split('#')[0] || '/';
    if (SERVER_PATHS.includes(pathname)) return pathname;
    if (pathname.startsWith('/_next/')) return `/_next/${pathname.split('/')[2] || ''}`.replace(/\/$/, '');
    const bare = pathname.replace(LOCALE, '') || '/';
    const segments = bare.split('/').filter(Boolean);
    const candidates = bySize.get(segments.length) ?? [];
    // An exact folder wins over a dynamic one (/news/newList before /news/:id).
    let best = null;
    let bestExact = -1;
    for (const { pattern, segments: want } of candidates) {
      let exact = 0;
      const fits = want.every((part, i) => {
        if (part === segments[i]) return ++exact > 0;
        return part === ':id';
      });
      if (fits && exact > bestExact) {
        best = pattern;
        bestExact = exact;
      }
    }
    return best ?? OTHER;
  };
}
