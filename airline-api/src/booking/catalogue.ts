import type { z } from 'zod';
import type { AncillaryCatalogue, AncillaryCatalogueBodySchema } from '@/lib/contract';
import { baggageOnSale } from '@/lib/domain/fee-rules';
import { fromFen } from '../domain/money';
import type { Services } from '../services';
import { resolveSegments } from './fares';
import { INSURANCE, MAILING, PRIORITY, baggageBands, mealsFor } from './products';
import { seatMap } from './seat-map';

type Body = z.output<typeof AncillaryCatalogueBodySchema>;

/** Everything /book/otherbuy offers for these flights, priced per passenger per segment. */
export async function ancillaryCatalogue(s: Services, body: Body): Promise<AncillaryCatalogue> {
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
          bands: baggageBands(sg.flight).map((b) => ({
            productCode: b.productCode,
            weightKg: b.weightKg,
            airportPrice: c(b.airportFen),
            price: c(b.priceFen),
          })),
        },
        meals: mealsFor(sg.flight).map((m) => ({
          productCode: m.productCode,
          name: en ? m.name.en : m.name.zh,
          description: en ? m.description.en : m.description.zh,
          price: c(m.priceFen),
        })),
        priority: { productCode: PRIORITY.productCode, price: c(PRIORITY.priceFen) },
        seatMap: await seatMap(s.db, sg.flight, body.currency),
      })),
    ),
    insurance: INSURANCE.map((i) => ({
      productCode: i.productCode,
      name: en ? i.name.en : i.name.zh,
      coverage: en ? i.coverage.en : i.coverage.zh,
      maxPayoutYuan: i.maxPayoutYuan,
      price: c(i.priceFen),
      policyCategory: 'INSURANCE_POLICY' as const,
      policyId: i.policyId,
    })),
    mailing: { productCode: MAILING.productCode, price: c(MAILING.priceFen) },
  };
}
