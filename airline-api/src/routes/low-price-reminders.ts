import type { FastifyInstance } from 'fastify';
import {
  LowPriceReminderAddBodySchema,
  LowPriceReminderDeleteBodySchema,
  LowPriceReminderPriceQuerySchema,
  UpstreamPath,
} from '@/lib/contract';
import { requireMember } from '../account/tokens';
import { languageOf, parse, sendOk } from '../http';
import { addReminder, deleteReminder, listReminders, priceNow } from '../low-price-reminders/store';
import type { Services } from '../services';

/**
 * Low-price reminders (decision 27; spec §2 /ancillary/lowPriceRemind): a member's list, add and
 * delete, and the lowest fare now of what a reminder would watch. Another member's reminder is NOT_FOUND. The
 * checks and notices are the job of low-price-reminders/queue.ts.
 */
export function registerLowPriceReminderRoutes(app: FastifyInstance, s: Services): void {
  app.get(UpstreamPath.lowPriceRemindList, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(req, reply, await listReminders(s, member, languageOf(req)));
  });

  app.post(UpstreamPath.lowPriceRemindAdd, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(LowPriceReminderAddBodySchema, req.body);
    return sendOk(req, reply, await addReminder(s, member, body, languageOf(req)));
  });

  app.post(UpstreamPath.lowPriceRemindDelete, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const { id } = parse(LowPriceReminderDeleteBodySchema, req.body);
    return sendOk(req, reply, await deleteReminder(s, member, id));
  });

  app.get(UpstreamPath.lowPriceRemindPrice, async (req, reply) => {
    await requireMember(s, req);
    return sendOk(req, reply, await priceNow(s, parse(LowPriceReminderPriceQuerySchema, req.query)));
  });
}
