import Image from 'next/image';
import { Card } from '@/components/ui/card';
import { Link } from '@/lib/i18n/navigation';

export type Banner = {
  id: string;
  title: string;
  summary: string | null;
  imageUrl: string | null;
  linkUrl: string | null;
};

/** The home page's CMS banners as a row of cards (no autoplay: every offer stays readable). */
export function BannerList({ banners, label }: { banners: Banner[]; label: string }) {
  if (banners.length === 0) return null;
  return (
    <section aria-label={label} className="mx-auto max-w-6xl px-4 pt-8">
      <ul className="grid snap-x gap-4 overflow-x-auto sm:grid-cols-3">
        {banners.map((b, i) => {
          const body = (
            <>
              {b.imageUrl && (
                <Image
                  src={b.imageUrl}
                  alt=""
                  width={1200}
                  height={400}
                  unoptimized
                  priority={i === 0}
                  className="aspect-[3/1] w-full rounded-t-lg object-cover"
                />
              )}
              <span className="block p-3">
                <span className="block font-semibold text-slate-900">{b.title}</span>
                {b.summary && <span className="mt-1 block text-sm text-slate-700">{b.summary}</span>}
              </span>
            </>
          );
          return (
            <Card as="li" key={b.id} padding="none" className="min-w-64 snap-start">
              {b.linkUrl?.startsWith('/') && !b.linkUrl.startsWith('//') ? (
                <Link href={b.linkUrl} className="block rounded-lg hover:bg-slate-50">
                  {body}
                </Link>
              ) : (
                body
              )}
            </Card>
          );
        })}
      </ul>
    </section>
  );
}
