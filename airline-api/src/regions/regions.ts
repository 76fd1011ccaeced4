import { createRequire } from 'node:module';
import { pinyin } from 'pinyin-pro';
import type { Region } from '@/lib/contract';

/**
 * Mainland China's provinces, cities and districts (GB/T 2260, the china-area-data package) for the
 * address cascade (spec §3 mailing address). Keys are a parent's code ('86' for the country), values its
 * children's codes and names. The package's '市辖区' placeholders are dropped at district level and, for
 * the four municipalities, named after the city. English names are romanized from the Chinese.
 */
type Tree = Record<string, Record<string, string>>;
const tree = createRequire(import.meta.url)('china-area-data') as Tree;

export const COUNTRY = '86';

const SUFFIXES: [string, string][] = [
  ['特别行政区', ''],
  ['维吾尔自治区', ''],
  ['壮族自治区', ''],
  ['回族自治区', ''],
  ['自治区', ''],
  ['自治州', ' Prefecture'],
  ['地区', ' Prefecture'],
  ['盟', ' League'],
  ['省', ''],
  ['市', ''],
  ['新区', ' New Area'],
  ['区', ' District'],
  ['自治县', ' County'],
  ['县', ' County'],
  ['旗', ' Banner'],
];

/** '广州市' → 'Guangzhou', '越秀区' → 'Yuexiu District'. */
export function romanize(nameZh: string): string {
  const [suffix, english] = SUFFIXES.find(([zh]) => nameZh.endsWith(zh) && nameZh.length > zh.length) ?? ['', ''];
  const stem = nameZh.slice(0, nameZh.length - suffix.length);
  const latin = pinyin(stem, { toneType: 'none', type: 'array', nonZh: 'consecutive' }).join('');
  return latin.charAt(0).toUpperCase() + latin.slice(1) + english;
}

const cache = new Map<string, Region[]>();

/** The children of `code` (the country, a province or a city), in code order; [] for an unknown code. */
export function regionChildren(code: string): Region[] {
  const hit = cache.get(code);
  if (hit) return hit;
  const children = Object.entries(tree[code] ?? {})
    .map(([child, nameZh]) => {
      if (nameZh !== '市辖区') return { code: child, nameZh };
      // A municipality's one "city" is the municipality itself; a city's 市辖区 is no district at all.
      return code.endsWith('0000') ? { code: child, nameZh: tree[COUNTRY]?.[code] ?? nameZh } : null;
    })
    .filter((r): r is { code: string; nameZh: string } => r !== null)
    .map((r) => ({ ...r, nameEn: romanize(r.nameZh) }));
  cache.set(code, children);
  return children;
}

/**
 * The province, city and district when each is a child of the one before (a city without districts is its
 * own district); null otherwise.
 */
export function regionPath(
  provinceCode: string,
  cityCode: string,
  districtCode: string,
): { province: Region; city: Region; district: Region } | null {
  const province = regionChildren(COUNTRY).find((r) => r.code === provinceCode);
  const city = province && regionChildren(provinceCode).find((r) => r.code === cityCode);
  // A city without districts (Dongguan, Hong Kong's districts…) stands for its own district.
  const districts = city ? regionChildren(cityCode) : [];
  const district =
    city && (districts.length ? districts.find((r) => r.code === districtCode) : districtCode === cityCode && city);
  return province && city && district ? { province, city, district } : null;
}
