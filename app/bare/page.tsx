import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Bare page', robots: { index: false, follow: false } };

export default function BarePage() {
  return <p>Bare page for the first-load JS benchmark.</p>;
}
