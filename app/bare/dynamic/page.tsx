import type { Metadata } from 'next';
import { connection } from 'next/server';

export const metadata: Metadata = { title: 'Bare page, rendered per request', robots: { index: false, follow: false } };

/**
 * The bare page rendered for every request (no page of ours, no data): `npm run bench:fresh` measures it beside the
 * bare page to show what the framework alone costs a page that cannot come from a cache (decision 76).
 */
export default async function BareDynamicPage() {
  await connection();
  return <p>Bare page, rendered for each request.</p>;
}
