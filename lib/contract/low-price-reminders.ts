import { CityTypeSchema } from './city';
import { IsoDateSchema } from './common';
import * as z from './zod';

/**
 * Low-price reminders (decision 27; spec §2 /ancillary/lowPriceRemind, §3 "origin, destination, earliest and latest
 * departure time, reminder start and end date, price threshold or discount (1 to 8 tenths), night do-not-disturb",
 * §5, §8, §9; decision 27): a member's list, add and delete, and the lowest fare now for the form. The rules'
 * bounds are checked by lib/domain/low-price-reminder-rules.ts on both sides; a refused reminder answers
 * LOW_PRICE_REMINDER_INVALID with `data.fieldErrors` (field → LowPriceRemind.errors key). Amounts are fen (CNY,
 * the fares' own currency).
 */

export const ReminderTimeSchema = z.string().regex(/^\d{2}:\d{2}$/);
export const ReminderModeSchema = z.enum(['PRICE', 'DISCOUNT']);
export const ReminderChannelSchema = z.enum(['SMS', 'EMAIL']);
const CodeSchema = z.string().regex(/^[A-Z]{3}$/);

/** POST /member/api/low-price-remind/add. */
export const LowPriceReminderAddBodySchema = z.object({
  depCode: CodeSchema,
  depCodeType: CityTypeSchema,
  arrCode: CodeSchema,
  arrCodeType: CityTypeSchema,
  earliestTime: ReminderTimeSchema,
  latestTime: ReminderTimeSchema,
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  mode: ReminderModeSchema,
  /** PRICE: whole yuan as fen (100 to 9,999,900). */
  priceThreshold: z.number().int().nullable().optional(),
  /** DISCOUNT: 1 to 8 tenths. */
  discountTenths: z.number().int().nullable().optional(),
  channel: ReminderChannelSchema,
  /** Spec §3, §9: no notice from 22:00 to 08:00 (Beijing time). */
  doNotDisturb: z.boolean(),
});
export type LowPriceReminderAddBody = z.infer<typeof LowPriceReminderAddBodySchema>;

/** POST /member/api/low-price-remind/delete. */
export const LowPriceReminderDeleteBodySchema = z.object({ id: z.string().min(1).max(64) });
export const LowPriceReminderDeletedSchema = z.object({ id: z.string() });

/** Where a reminder stands: watching, told of the drop that holds now, or past its end date. */
export const ReminderStatusSchema = z.enum(['WATCHING', 'NOTIFIED', 'ENDED']);
export type ReminderStatus = z.infer<typeof ReminderStatusSchema>;

export const LowPriceReminderSchema = z.object({
  id: z.string(),
  depCode: z.string(),
  depCodeType: CityTypeSchema,
  depName: z.string(),
  arrCode: z.string(),
  arrCodeType: CityTypeSchema,
  arrName: z.string(),
  earliestTime: z.string(),
  latestTime: z.string(),
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  mode: ReminderModeSchema,
  priceThreshold: z.number().int().nullable(),
  discountTenths: z.number().int().nullable(),
  channel: ReminderChannelSchema,
  /** The phone or e-mail the notices go to, masked. */
  channelTarget: z.string().nullable(),
  doNotDisturb: z.boolean(),
  status: ReminderStatusSchema,
  /** The lowest matching one-adult total at the last check, fen; null before the first or when nothing matched. */
  lastLowest: z.number().int().nullable(),
  lastCheckedAt: z.string().nullable(),
  lastNotifiedAt: z.string().nullable(),
  createdAt: z.string(),
});
export type LowPriceReminder = z.infer<typeof LowPriceReminderSchema>;

/** GET /member/api/low-price-remind/list: newest first, with how many a member may keep. */
export const LowPriceReminderListSchema = z.object({
  reminders: z.array(LowPriceReminderSchema),
  max: z.number().int(),
});
export type LowPriceReminderList = z.infer<typeof LowPriceReminderListSchema>;

/** GET /member/api/low-price-remind/price: the lowest fare now of the flights a reminder would watch. */
export const LowPriceReminderPriceQuerySchema = z.object({
  depCode: CodeSchema,
  depCodeType: CityTypeSchema,
  arrCode: CodeSchema,
  arrCodeType: CityTypeSchema,
  startDate: IsoDateSchema,
  endDate: IsoDateSchema,
  earliestTime: ReminderTimeSchema,
  latestTime: ReminderTimeSchema,
});
export type LowPriceReminderPriceQuery = z.infer<typeof LowPriceReminderPriceQuerySchema>;

export const LowPriceReminderPriceSchema = z.object({
  /** The cheapest matching flight's one-adult total and fare (fen), or null when none is on sale. */
  lowest: z
    .object({
      total: z.number().int(),
      fare: z.number().int(),
      flightNo: z.string(),
      flightDate: IsoDateSchema,
      depTime: z.string(),
    })
    .nullable(),
  /** The route's full Y fare (fen) a discount is quoted against; null for an unknown route. */
  fullFare: z.number().int().nullable(),
  currency: z.literal('CNY'),
});
export type LowPriceReminderPrice = z.infer<typeof LowPriceReminderPriceSchema>;

/**
 * Sandbox control POST /sandbox/fares/discount (loopback only): a fare sale of `percent` on the routes between two
 * places (city, group or airport codes) for local departure dates `from`..`to`; 0 ends it.
 */
export const SandboxFareDiscountBodySchema = z.object({
  dep: CodeSchema,
  arr: CodeSchema,
  from: IsoDateSchema,
  to: IsoDateSchema.optional(),
  percent: z.number().int().min(0).max(90),
});
export const SandboxFareDiscountDataSchema = z.object({
  routes: z.number().int(),
  days: z.number().int(),
  percent: z.number().int(),
});

/** Sandbox control POST /sandbox/reminders/run: a check of every reminder now, at the sandbox clock. */
export const ReminderCheckResultSchema = z.object({
  checked: z.number().int(),
  sent: z.number().int(),
  held: z.number().int(),
  rearmed: z.number().int(),
});
export type ReminderCheckResult = z.infer<typeof ReminderCheckResultSchema>;
