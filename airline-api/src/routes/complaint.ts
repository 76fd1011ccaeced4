import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { COMPLAINT_SWITCH_KEY, ComplaintBodySchema, ResultCode, UpstreamPath } from '@/lib/contract';
import { consumeCaptcha } from '../account/captcha';
import { busiParameter, complaint } from '../db/schema';
import { ApiError } from '../errors';
import { languageOf, parse, sendOk } from '../http';
import type { Services } from '../services';

/** The form is open unless COMPLAINT_SWITCH says otherwise (state 1 with param 'true' is open). */
async function complaintOpen(s: Services): Promise<boolean> {
  const [row] = await s.db
    .select({ state: busiParameter.state, param: busiParameter.param })
    .from(busiParameter)
    .where(
      and(
        eq(busiParameter.sysType, COMPLAINT_SWITCH_KEY.sysType),
        eq(busiParameter.modelType, COMPLAINT_SWITCH_KEY.modelType),
        eq(busiParameter.type, COMPLAINT_SWITCH_KEY.type),
      ),
    );
  return !row || (row.state === 1 && row.param === 'true');
}

/** POST /cms/s/complaint/submit: stores a complaint or suggestion once its captcha token is good. */
export function registerComplaintRoutes(app: FastifyInstance, s: Services): void {
  app.post(UpstreamPath.complaintSubmit, async (req, reply) => {
    const body = parse(ComplaintBodySchema, req.body);
    if (!(await complaintOpen(s))) throw new ApiError(ResultCode.FUNCTION_CLOSED);
    await consumeCaptcha(s, body.captchaToken);
    const complaintId = `CS${randomBytes(6).toString('hex').toUpperCase()}`;
    await s.db.insert(complaint).values({
      id: complaintId,
      type: body.type,
      name: body.name,
      certificateNumber: body.certificateNumber,
      phone: body.phone,
      content: body.content,
      language: languageOf(req),
      createdAt: new Date(s.clock.now()),
    });
    return sendOk(req, reply, { complaintId });
  });
}
