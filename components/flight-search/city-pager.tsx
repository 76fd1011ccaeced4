'use client';

type Props = {
  page: number;
  pages: number;
  labels: { previous: string; next: string; pageOf: string };
  onPage: (page: number) => void;
};

/** Previous / next page of the city search results (spec §9: pages of 8). */
export function CityPager({ page, pages, labels, onPage }: Props) {
  if (pages <= 1) return null;
  const button =
    'rounded border border-slate-300 px-2 py-1 text-sm text-slate-800 hover:bg-slate-100 disabled:cursor-not-allowed disabled:opacity-50';
  return (
    <div className="flex items-center justify-between gap-2 border-t border-slate-200 px-3 py-2">
      <button
        type="button"
        className={button}
        disabled={page <= 1}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => onPage(page - 1)}
      >
        {labels.previous}
      </button>
      <span className="text-xs text-slate-600">{labels.pageOf}</span>
      <button
        type="button"
        className={button}
        disabled={page >= pages}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => onPage(page + 1)}
      >
        {labels.next}
      </button>
    </div>
  );
}
