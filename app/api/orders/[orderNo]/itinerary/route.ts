import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { ResultCode } from '@/lib/contract';
import * as orders from '@/lib/bff-client/orders';
import { orderForBrowser } from '@/lib/bff-server/order-access';
import { bffError } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { itineraryCalendar } from '@/lib/domain/itinerary-calendar';
import { airportDate, formatAirportTime } from '@/lib/i18n/format';
import { routing } from '@/lib/i18n/routing';
import { OrderNoSchema } from '@/lib/schemas/order';

export const dynamic = 'force-dynamic';

/**
 * GET /api/orders/{orderNo}/itinerary?locale= → text/calendar: the add-to-calendar file of a ticketed order.
 * The same ownership as the order page (orderForBrowser): a member's own order, or one this
 * browser made or looked up; anything else is ORDER_NOT_FOUND, as for an unknown number.
 */
export const GET = bffRoute(
  orders.itineraryCalendar,
  {
    params: z.object({ orderNo: OrderNoSchema }),
    query: z.object({ locale: z.enum(routing.locales).default('zh-CN') }),
    invalid: ResultCode.ORDER_NOT_FOUND,
  },
  async ({ params, query }) => {
    const locale = query.locale;
    const { result } = await orderForBrowser(locale, params.orderNo);
    if (!result.ok) return bffError(result.code, locale);
    const order = result.data;
    if (order.ticketing !== 'ISSUED') return bffError(ResultCode.ORDER_NOT_FOUND, locale);
    const t = await getTranslations({ locale, namespace: 'Order.calendar' });
    const local = (iso: string, zone: string) => `${airportDate(iso, zone)} ${formatAirportTime(iso, zone, locale)}`;
    const body = itineraryCalendar({
      orderNo: order.orderNo,
      createdAt: new Date(order.paidAt ?? order.createdAt),
      flights: order.segments.map((s) => ({
        segIndex: s.segIndex,
        flightNo: s.flightNo,
        depTime: s.depTime,
        arrTime: s.arrTime,
        summary: t('summary', { flightNo: s.flightNo, from: s.depCityName, to: s.arrCityName }),
        location: s.depAirportName,
        description: t('description', {
          orderNo: order.orderNo,
          from: s.depAirportName,
          to: s.arrAirportName,
          departs: local(s.depTime, s.depTimeZone),
          arrives: local(s.arrTime, s.arrTimeZone),
        }),
      })),
    });
    return new Response(body, {
      headers: {
        'content-type': 'text/calendar; charset=utf-8',
        'content-disposition': `attachment; filename="${order.orderNo}.ics"`,
        'cache-control': 'private, no-store',
        'x-content-type-options': 'nosniff',
      },
    });
  },
);
