import { notFound } from 'next/navigation';

/** Without a valid ?id= there is no item (proxy.ts sends /{id} requests to [key]). */
export default function Page() {
  notFound();
}
