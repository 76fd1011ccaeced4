import type { z } from 'zod';
import type { AddOnCatalogue, AddOnCatalogueBodySchema } from '@/lib/contract';
import { baggageOnSale } from '@/lib/domain/fee-rules';
import { fromFen } from '../domain/money';
import type { Services } from '../services';
import { resolveSegments } from './fares';
import * as products from './products';
import { seatMap } from './seat-map';

type Body = z.output<typeof AddOnCatalogueBodySchema>;

/** Everything /book/otherbuy offers for these flights, priced per passenger per segment. */
export async function addOnCatalogue(s: Services, body: Body): Promise<AddOnCatalogue> {
  const segments = await resolveSegments(s, body.fareIds);
  const now = s.clock.now();
  const c = (fen: number) => fromFen(fen, body.currency);
  const en = body.language === 'en_US';
  return {
    currency: body.currency,
    segments: await Promise.all(
      segments.map(async (sg) => ({
        segIndex: sg.segIndex,
        flightId: sg.flight.flightId,
        baggage: {
          onSale: baggageOnSale(sg.flight.depUtcMs, now),
          bands: products.baggageBands(sg.flight).map((b) => products.baggageOffered(b, c)),
        },
        meals: products.mealsFor(sg.flight).map((m) => products.mealOffered(m, en, c)),
        priority: { productCode: products.PRIORITY.productCode, price: c(products.PRIORITY.priceFen) },
        seatMap: await seatMap(s.db, sg.flight, body.currency),
      })),
    ),
    insurance: products.INSURANCE.map((i) => ({
      ...products.insuranceOffered(i, en, c),
      policyCategory: 'INSURANCE_POLICY' as const,
      policyId: i.policyId,
    })),
    mailing: { productCode: products.MAILING.productCode, price: c(products.MAILING.priceFen) },
  };
}
