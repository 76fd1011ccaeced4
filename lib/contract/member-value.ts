import * as z from './zod';
import { IsoDateSchema } from './common';
import { CertificationStatusSchema } from './member';

/**
 * The member's points, growth, level and daily sign-in (spec §2 /member/integral/integral, /member/integral/suppl,
 * /member/account/growth, /member/account/rights; §3 summary and sign-in entry; §5, §6, §7 memberPoints getPointsInfo
 * and growth getSignInInfos; §9; decision 65). Every call names the member by the token only.
 */

export const MEMBER_VALUE_PAGE_SIZE = 10;

/** Why the points moved: bookings and seats spend them, a cancelled booking returns them, flights earn them. */
export const POINTS_REASONS = ['ORDER_DEDUCTION', 'SEAT_DEDUCTION', 'ORDER_RETURN', 'FLIGHT', 'SUPPLEMENT'] as const;
export const PointsReasonSchema = z.enum(POINTS_REASONS);
export type PointsReason = z.infer<typeof PointsReasonSchema>;

export const GROWTH_REASONS = ['SIGN_IN', 'FLIGHT', 'SUPPLEMENT'] as const;
export const GrowthReasonSchema = z.enum(GROWTH_REASONS);
export type GrowthReason = z.infer<typeof GrowthReasonSchema>;

export const MemberLevelSchema = z.enum(['NORMAL', 'SILVER', 'GOLD', 'PLATINUM']);

const PageSchema = z.number().int().min(1).max(1000).default(1);

/** POST getPointsDetail: the member's points records of the last 1, 2 or 3 months, newest first. */
const PointsMonthsSchema = z.union([z.literal(1), z.literal(2), z.literal(3)]);
export type PointsPeriodMonths = z.infer<typeof PointsMonthsSchema>;
export const PointsDetailBodySchema = z.object({
  months: PointsMonthsSchema.default(1),
  page: PageSchema,
});
export type PointsDetailBody = z.input<typeof PointsDetailBodySchema>;

export const PointsRecordViewSchema = z.object({
  id: z.number().int(),
  /** ISO UTC; shown in Beijing time. */
  time: z.string(),
  /** Points added (positive) or taken (negative). */
  delta: z.number().int(),
  reason: PointsReasonSchema,
  orderNo: z.string().nullable(),
});
export type PointsRecordView = z.infer<typeof PointsRecordViewSchema>;

/** The member's certification as the points and sign-in gates read it (spec §6). */
export const ValueCertificationSchema = z.object({ status: CertificationStatusSchema, expired: z.boolean() });

export const PointsDetailDataSchema = z.object({
  currentPoints: z.number().int().nonnegative(),
  certification: ValueCertificationSchema,
  from: IsoDateSchema,
  records: z.array(PointsRecordViewSchema),
  total: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
});
export type PointsDetailData = z.infer<typeof PointsDetailDataSchema>;

/** POST getGrowthInfo: growth value, level, and the records of the last 1, 3 or 6 months. */
const GrowthMonthsSchema = z.union([z.literal(1), z.literal(3), z.literal(6)]);
export type GrowthPeriodMonths = z.infer<typeof GrowthMonthsSchema>;
export const GrowthDetailBodySchema = z.object({
  months: GrowthMonthsSchema.default(1),
  page: PageSchema,
});
export type GrowthDetailBody = z.input<typeof GrowthDetailBodySchema>;

export const GrowthRecordViewSchema = z.object({
  id: z.number().int(),
  time: z.string(),
  delta: z.number().int(),
  reason: GrowthReasonSchema,
});
export type GrowthRecordView = z.infer<typeof GrowthRecordViewSchema>;

export const GrowthDetailDataSchema = z.object({
  growthValue: z.number().int().nonnegative(),
  growthThisYear: z.number().int().nonnegative(),
  growthLastYear: z.number().int().nonnegative(),
  level: MemberLevelSchema,
  next: z.object({ level: MemberLevelSchema, needed: z.number().int().nonnegative() }).nullable(),
  from: IsoDateSchema,
  records: z.array(GrowthRecordViewSchema),
  total: z.number().int().nonnegative(),
  pageSize: z.number().int().positive(),
});
export type GrowthDetailData = z.infer<typeof GrowthDetailDataSchema>;

/** POST getSignInInfos (spec §7): the sign-ins of one month of the airline's calendar. */
export const SignInInfosBodySchema = z.object({
  /** The month asked for; both absent: this month of the airline's calendar. */
  year: z.number().int().min(2017).max(2100).optional(),
  month: z.number().int().min(1).max(12).optional(),
});
export type SignInInfosBody = z.input<typeof SignInInfosBodySchema>;

export const SignInInfosDataSchema = z.object({
  year: z.number().int(),
  month: z.number().int(),
  /** Today in the airline's zone (Beijing time). */
  today: IsoDateSchema,
  signedInToday: z.boolean(),
  certification: ValueCertificationSchema,
  /** Spec §3 sign-in entry: each day of the month and whether the member signed in on it. */
  signInfos: z.array(z.object({ date: IsoDateSchema, sign: z.boolean() })),
});
export type SignInInfosData = z.infer<typeof SignInInfosDataSchema>;

/** POST signIn: today's sign-in (once a day, certified members only) and the growth it granted. */
export const SignInDataSchema = z.object({
  date: IsoDateSchema,
  growth: z.number().int().positive(),
  growthValue: z.number().int().nonnegative(),
});
export type SignInData = z.infer<typeof SignInDataSchema>;

/** One of the member's documents a supplement can name (masked). */
export const SupplementDocumentSchema = z.object({
  id: z.string(),
  certificateType: z.string(),
  maskedNumber: z.string(),
  name: z.string(),
});
export type SupplementDocument = z.infer<typeof SupplementDocumentSchema>;

export const SupplementStatusSchema = z.enum(['PENDING', 'APPROVED', 'REJECTED']);
export type SupplementStatus = z.infer<typeof SupplementStatusSchema>;

export const SupplementApplicationSchema = z.object({
  applicationNo: z.string(),
  appliedAt: z.string(),
  flightNo: z.string(),
  flightDate: IsoDateSchema,
  ticketNo: z.string(),
  status: SupplementStatusSchema,
  /** Points credited (approved), else 0. */
  points: z.number().int().nonnegative(),
  /** Why it was refused: 'noSuchTicket' (no flown ticket of that document, flight and date), 'alreadyCredited'. */
  reason: z.enum(['noSuchTicket', 'alreadyCredited']).nullable(),
});
export type SupplementApplication = z.infer<typeof SupplementApplicationSchema>;

/** POST supplement list: the documents to choose from, and the member's applications (newest first). */
export const SupplementListDataSchema = z.object({
  today: IsoDateSchema,
  appliedToday: z.boolean(),
  certification: ValueCertificationSchema,
  documents: z.array(SupplementDocumentSchema),
  applications: z.array(SupplementApplicationSchema),
});
export type SupplementListData = z.infer<typeof SupplementListDataSchema>;

/** POST supplement apply (spec §5): a missing flight's points, by one of the member's documents. */
export const SupplementApplyBodySchema = z.object({
  documentId: z.string().min(1).max(64),
  flightNo: z.string().min(2).max(8),
  flightDate: IsoDateSchema,
  ticketNo: z.string().min(1).max(20),
});
export type SupplementApplyBody = z.input<typeof SupplementApplyBodySchema>;

/**
 * The CMS column (categoryTypeCode) of the rights explanation (spec §7 cms content query): one item per level, `linkUrl`
 * unused, `summary` the level's code (NORMAL, SILVER, GOLD, PLATINUM), `title` its name and `content` its rights as CMS
 * HTML, in each language.
 */
export const MEMBER_RIGHTS_CATEGORY = 'MEMBER_RIGHTS';
