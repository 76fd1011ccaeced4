import { originLabel } from '@/lib/domain/content-network';
import { Link } from '@/lib/i18n/navigation';

type Origin = { code: string; cityName: string; name: string };

/** The departure cities of the network as links (?from=CODE), the shown one marked current. */
export function OriginPicker({
  origins,
  current,
  basePath,
  label,
}: {
  origins: Origin[];
  current: string;
  basePath: string;
  label: string;
}) {
  return (
    <nav aria-label={label} className="mt-4">
      <h2 className="text-sm font-semibold text-slate-700">{label}</h2>
      <ul className="mt-2 flex flex-wrap gap-2 text-sm">
        {origins.map((o) => (
          <li key={o.code}>
            <Link
              href={`${basePath}?from=${o.code}`}
              aria-current={o.code === current ? 'page' : undefined}
              className={`inline-block rounded border px-2 py-1 ${o.code === current ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 text-slate-800 hover:bg-slate-100'}`}
            >
              {originLabel(o)}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
