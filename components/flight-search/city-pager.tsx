'use client';

import { Button } from '@/components/ui/button';

type Props = {
  page: number;
  pages: number;
  labels: { previous: string; next: string; pageOf: string };
  onPage: (page: number) => void;
};

/** Previous / next page of the city search results (spec §9: pages of 8). */
export function CityPager({ page, pages, labels, onPage }: Props) {
  if (pages <= 1) return null;
  return (
    <div className="flex items-center justify-between gap-2 border-t border-slate-200 px-3 py-2">
      <Button
        variant="secondary"
        size="sm"
        disabled={page <= 1}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => onPage(page - 1)}
      >
        {labels.previous}
      </Button>
      <span className="text-xs text-slate-600">{labels.pageOf}</span>
      <Button
        variant="secondary"
        size="sm"
        disabled={page >= pages}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => onPage(page + 1)}
      >
        {labels.next}
      </Button>
    </div>
  );
}
