import { z } from 'zod';
import * as serviceRequests from '@/lib/bff-client/service-requests';
import { bffRoute } from '@/lib/bff-server/route';
import { ResultCode } from '@/lib/contract';
import { validateSpecialBaggage, validateWheelchair } from '@/lib/domain/service-request-rules';
import type { FieldErrors } from '@/lib/schemas/field-errors';
import { ServiceRequestSubmitRequestSchema } from '@/lib/schemas/service-requests';
import { serviceRequestSubmit } from '@/lib/upstream/service-requests';
import { callForOrder } from '../../_lib/order-scope';

export const dynamic = 'force-dynamic';

/** A request refused field by field (airline-api's SERVICE_REQUEST_INVALID data). */
const FieldErrorsSchema = z.object({ fieldErrors: z.record(z.string(), z.string()) });

/**
 * POST /api/service-requests/submit {orderNo, segmentIndex, passengerId, request} → the request, pending the desk's
 * confirmation (spec §5 Wheelchair and Special baggage; §9 dimensions integers below 150; decision 29). The rules of
 * lib/domain beside their fields first, nothing asked of airline-api for a request they refuse; then airline-api
 * (the passenger, the ticket, the 24-hour cutoff, one open request per kind), whose field errors are passed on. The
 * scope is the member's token or the visitor order seal's proof. 10 requests a minute per address.
 */
export const POST = bffRoute(
  serviceRequests.submit,
  {
    body: ServiceRequestSubmitRequestSchema,
    limit: ({ ip }) => (ip ? [{ key: `service-requests:submit:ip:${ip}`, limit: 10 }] : []),
  },
  async (context) => {
    const body = context.body;
    const r = body.request;
    const issues =
      r.kind === 'WHEELCHAIR'
        ? validateWheelchair(r)
        : validateSpecialBaggage({
            baggageType: r.baggageType,
            lengthCm: String(r.lengthCm),
            widthCm: String(r.widthCm),
            heightCm: String(r.heightCm),
            purpose: r.purpose,
          });
    if (Object.keys(issues).length) return context.fieldErrors(issues as FieldErrors);
    const result = await callForOrder(context.locale, body.orderNo, (upstream, visitor) =>
      serviceRequestSubmit(upstream, { ...body, visitor }),
    );
    if (result.ok) return context.reply(result);
    const fields = FieldErrorsSchema.safeParse(result.data);
    if (result.code === ResultCode.SERVICE_REQUEST_INVALID && fields.success)
      return context.fail(result.code, { fieldErrors: fields.data.fieldErrors });
    return context.reply(result);
  },
);
