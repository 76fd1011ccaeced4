/**
 * The path the guard remembers for after login must stay on this site: an absolute path under a locale,
 * never a protocol-relative or absolute URL, never a backslash trick.
 */
export function safeReturnPath(value: string | null | undefined, locales: readonly string[]): string | null {
  if (!value || value.length > 512) return null;
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return null;
  if (/[\u0000-\u001f]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, 'http://site.invalid');
  } catch {
    return null;
  }
  if (url.origin !== 'http://site.invalid') return null;
  const first = url.pathname.split('/')[1];
  if (!first || !locales.includes(first)) return null;
  return `${url.pathname}${url.search}`;
}
