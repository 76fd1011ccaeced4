import type { AddOnCatalogue } from '@/lib/contract/add-on-catalogue';
import type { Ancillaries } from './draft-store';

export type Kind = 'baggage' | 'meals' | 'insurance' | 'seats' | 'priority' | 'mailing';

/**
 * What each chosen add-on costs, from the catalogue shown on /book/otherbuy (per passenger per segment;
 * mailing once per order). A pick the catalogue no longer has costs nothing and is dropped by `prune`.
 */
function addOnLines(selection: Ancillaries, catalogue: AddOnCatalogue): { kind: Kind; amount: number }[] {
  const seg = (i: number) => catalogue.segments.find((s) => s.segIndex === i);
  const lines: { kind: Kind; amount: number }[] = [];
  for (const b of selection.baggage)
    lines.push({
      kind: 'baggage',
      amount: seg(b.segment)?.baggage.bands.find((x) => x.productCode === b.productCode)?.price ?? 0,
    });
  for (const m of selection.meals)
    lines.push({
      kind: 'meals',
      amount: seg(m.segment)?.meals.find((x) => x.productCode === m.productCode)?.price ?? 0,
    });
  for (const i of selection.insurance)
    lines.push({
      kind: 'insurance',
      amount: catalogue.insurance.find((x) => x.productCode === i.productCode)?.price ?? 0,
    });
  for (const s of selection.seats)
    lines.push({ kind: 'seats', amount: seg(s.segment)?.seatMap.seats.find((x) => x.seatNo === s.seatNo)?.price ?? 0 });
  for (const p of selection.priority) lines.push({ kind: 'priority', amount: seg(p.segment)?.priority.price ?? 0 });
  if (selection.mailing) lines.push({ kind: 'mailing', amount: catalogue.mailing.price });
  return lines;
}

export function addOnTotal(selection: Ancillaries, catalogue: AddOnCatalogue): number {
  return addOnLines(selection, catalogue).reduce((sum, l) => sum + l.amount, 0);
}

/** What the chosen add-ons of each kind cost together, in the catalogue's order of kinds; kinds not chosen left out. */
export function addOnTotalsByKind(selection: Ancillaries, catalogue: AddOnCatalogue): { kind: Kind; amount: number }[] {
  const totals = new Map<Kind, number>();
  for (const l of addOnLines(selection, catalogue)) totals.set(l.kind, (totals.get(l.kind) ?? 0) + l.amount);
  return [...totals].map(([kind, amount]) => ({ kind, amount }));
}

type Pick = { passenger: number; segment: number };
const same = (a: Pick, b: Pick) => a.passenger === b.passenger && a.segment === b.segment;

/** Sets (or with null clears) the one product of a kind a passenger has on a segment. */
export function withProduct<T extends Pick>(list: T[], at: Pick, item: T | null): T[] {
  const rest = list.filter((x) => !same(x, at));
  return item ? [...rest, item] : rest;
}

/** Insurance allows several products per passenger and segment: toggles one. */
export function toggleInsurance(list: Ancillaries['insurance'], at: Pick, productCode: string, on: boolean) {
  const rest = list.filter((x) => !(same(x, at) && x.productCode === productCode));
  return on ? [...rest, { ...at, productCode }] : rest;
}
