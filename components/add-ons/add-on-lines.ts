import type { AddOnKind } from '@/lib/contract/add-ons';
import type { OrderAddOnOfferData } from '@/lib/contract/add-on-orders';
import type { AddOnPick } from './add-on-draft';

/** One pick priced by the frozen offer: what it costs, and for baggage what the airport asks for the same weight. */
export type PricedLine = { pick: AddOnPick; price: number; airportPrice: number | null; weightKg: number | null };

/**
 * The picks priced with the offer (decision 22: the browser shows, airline-api checks the total). A pick the offer
 * does not sell, or that airline-api now says the passenger cannot buy, is `dropped` (the page says so).
 */
export function priceWithOffer(
  picks: AddOnPick[],
  offer: OrderAddOnOfferData,
): { lines: PricedLine[]; dropped: AddOnPick[] } {
  const lines: PricedLine[] = [];
  const dropped: AddOnPick[] = [];
  for (const pick of picks) {
    if (pick.kind === 'MAILING') {
      const mailing = offer.mailing;
      if (mailing && !mailing.block) lines.push({ pick, price: mailing.price, airportPrice: null, weightKg: null });
      else dropped.push(pick);
      continue;
    }
    const state = offer.passengers.find((p) => p.passengerId === pick.passengerId);
    const blocked = !state
      ? true
      : pick.kind === 'EXTRA_SEAT'
        ? state.extraSeat !== null || state.extraSeatPrice === null
        : pick.kind === 'BAGGAGE'
          ? state.baggage !== null
          : pick.kind === 'MEAL'
            ? state.meal !== null
            : pick.kind === 'PRIORITY'
              ? state.priority !== null
              : state.insurance !== null || state.insuranceHeld.includes(pick.productCode);
    const line = blocked
      ? null
      : pick.kind === 'EXTRA_SEAT'
        ? { pick, price: state!.extraSeatPrice!, airportPrice: null, weightKg: null }
        : lineOf(pick, offer, state!.baggageRoomKg);
    if (line) lines.push(line);
    else dropped.push(pick);
  }
  return { lines, dropped };
}

function lineOf(
  pick: Exclude<AddOnPick, { kind: 'MAILING' | 'EXTRA_SEAT' }>,
  offer: OrderAddOnOfferData,
  roomKg: number,
): PricedLine | null {
  switch (pick.kind) {
    case 'BAGGAGE': {
      const band = offer.baggage.find((b) => b.productCode === pick.productCode);
      if (!band || band.weightKg > roomKg) return null;
      return { pick, price: band.price, airportPrice: band.airportPrice, weightKg: band.weightKg };
    }
    case 'MEAL': {
      const meal = offer.meals.find((m) => m.productCode === pick.productCode);
      return meal ? { pick, price: meal.price, airportPrice: null, weightKg: null } : null;
    }
    case 'INSURANCE': {
      const product = offer.insurance.find((i) => i.productCode === pick.productCode);
      return product ? { pick, price: product.price, airportPrice: null, weightKg: null } : null;
    }
    case 'PRIORITY':
      return { pick, price: offer.priority.price, airportPrice: null, weightKg: null };
  }
}

/** The price parts: each kind's sum, in the order the page lists kinds. */
export function priceParts(lines: PricedLine[]): { kind: AddOnKind; amount: number }[] {
  const order: AddOnKind[] = ['BAGGAGE', 'MEAL', 'INSURANCE', 'PRIORITY', 'EXTRA_SEAT', 'MAILING'];
  return order
    .filter((kind) => lines.some((l) => l.pick.kind === kind))
    .map((kind) => ({ kind, amount: lines.filter((l) => l.pick.kind === kind).reduce((n, l) => n + l.price, 0) }));
}

/** What buying baggage online saves against the airport's price. */
export const baggageSaving = (lines: PricedLine[]) =>
  lines.reduce((n, l) => n + (l.airportPrice === null ? 0 : l.airportPrice - l.price), 0);

/** The kinds the picks hold (the offer is asked for these). */
export const kindsOf = (picks: AddOnPick[]): AddOnKind[] => [...new Set(picks.map((p) => p.kind))];

/** Spec §9: 100 points are worth 1 unit (100 minor units); points are whole hundreds. */
export const POINTS_STEP = 100;

export type PointsProblem = 'number' | 'step' | 'overMax';

/** Why a typed points count cannot be used ('' is none), against the most usable. */
export function pointsProblem(raw: string, maxPoints: number): PointsProblem | null {
  const text = raw.trim();
  if (text === '') return null;
  if (!/^\d+$/.test(text)) return 'number';
  const n = Number(text);
  if (n % POINTS_STEP !== 0) return 'step';
  return n > maxPoints ? 'overMax' : null;
}
