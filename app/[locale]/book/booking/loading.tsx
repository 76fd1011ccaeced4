/** Skeleton while the flights are searched: the shape of the stepper, the strip and three flight cards. */
export default function BookingLoading() {
  return (
    <div className="mx-auto max-w-6xl animate-pulse px-4 py-6" aria-busy="true">
      <div className="mb-4 h-8 w-48 rounded bg-slate-200" />
      <div className="flex flex-col gap-2 sm:flex-row">
        {[0, 1].map((i) => (
          <div key={i} className="h-20 flex-1 rounded-lg bg-slate-200" />
        ))}
      </div>
      <div className="mt-6 h-7 w-72 rounded bg-slate-200" />
      <div className="mt-3 grid h-20 grid-cols-7 gap-px overflow-hidden rounded-lg bg-slate-200">
        {Array.from({ length: 7 }, (_, i) => (
          <div key={i} className="bg-slate-100" />
        ))}
      </div>
      <div className="mt-4 space-y-4">
        {[0, 1, 2].map((i) => (
          <div key={i} className="h-52 rounded-lg bg-slate-200" />
        ))}
      </div>
    </div>
  );
}
