import * as boardingPass from '@/lib/bff-client/boarding-pass';
import { bffError } from '@/lib/bff-server/respond';
import { bffRoute } from '@/lib/bff-server/route';
import { BoardingPassEmailFormSchema, BoardingPassEmailRefusedSchema, ResultCode } from '@/lib/contract';
import { boardingPassRequest, emailBoardingPasses } from '@/lib/upstream/boarding-pass';

const TEN_MINUTES_MS = 10 * 60_000;

/**
 * POST /api/boarding-pass/email (spec §2 Check-in and seats: send the boarding pass by e-mail; decision 20):
 * mails the segment's passes as a PDF to the address typed, or to the member's bound e-mail when none is.
 * airline-api allows 5 mails of an order a day; here, per visitor address (decision 12: every key holds it),
 * 3 mails to one recipient and 10 in all per 10 minutes, so nobody floods an inbox from one place. An
 * address refused by either side is said beside the field; a mail gateway that fails has its own message.
 */
export const POST = bffRoute(
  boardingPass.emailPasses,
  {
    body: BoardingPassEmailFormSchema,
    limit: ({ ip, body }) =>
      ip
        ? [
            { key: `boarding-pass:mail:${ip}:${body.email || 'bound'}`, limit: 3, windowMs: TEN_MINUTES_MS },
            { key: `boarding-pass:mail:ip:${ip}`, limit: 10, windowMs: TEN_MINUTES_MS },
          ]
        : [],
  },
  async (context) => {
    const { orderNo, segment, email } = context.body;
    const upstream = await context.upstream();
    const request = await boardingPassRequest(upstream, orderNo, segment);
    if (!request) return context.fail(ResultCode.NOT_FOUND);
    const result = await emailBoardingPasses(upstream, { ...request, ...(email ? { email } : {}) });
    if (result.ok) return context.reply(result);
    const refused = BoardingPassEmailRefusedSchema.safeParse(result.data);
    if (result.code === ResultCode.BAD_REQUEST && refused.success) return context.fieldErrors(refused.data.issues);
    if (result.code === ResultCode.SMS_SEND_FAILED)
      return bffError(result.code, context.locale, undefined, 'BoardingPassPage.email.sendFailed');
    return context.reply(result);
  },
);
