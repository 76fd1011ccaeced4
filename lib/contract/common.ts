import * as z from './zod';

/**
 * A flight's airports by code, and their cities and airports by name in the answer's language (customers read
 * names, never codes).
 */
export const AirportNameFields = {
  depAirport: z.string(),
  arrAirport: z.string(),
  depCityName: z.string(),
  depAirportName: z.string(),
  arrCityName: z.string(),
  arrAirportName: z.string(),
};

/** Upstream language codes (spec §1: zh_CN, en_US). */
export const UpstreamLanguageSchema = z.enum(['zh_CN', 'en_US']);
export type UpstreamLanguage = z.infer<typeof UpstreamLanguageSchema>;

export const CurrencySchema = z.enum(['CNY', 'USD']);
export type Currency = z.infer<typeof CurrencySchema>;

/** Channel numbers (spec §7): B2C, and B2CP / B2CPEN for army searches. */
export const ChannelSchema = z.enum(['B2C', 'B2CP', 'B2CPEN']);
export type Channel = z.infer<typeof ChannelSchema>;

/** Money travels as integer minor units (fen, cents) with its currency. */
export const MoneySchema = z.object({ amount: z.number().int().nonnegative(), currency: CurrencySchema });
export type Money = z.infer<typeof MoneySchema>;

/** YYYY-MM-DD, a calendar date in the airport's own zone. */
/**
 * An order number as a request names it (a booking, change or add-on order): letters and digits, at most 32.
 * Checked at the BFF and in airline-api, so that no value reaches an upstream path that could walk it (`..`)
 * or overflow it (issue 29 §5).
 */
export const OrderNoInputSchema = z.string().regex(/^[A-Za-z0-9]{1,32}$/);

export const IsoDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

/**
 * Header names every upstream call carries (docs/architecture.md "How a request flows"). The member token never
 * comes from the browser: the BFF reads it from the sealed session.
 */
export const UpstreamHeader = {
  language: 'x-language',
  currency: 'x-currency',
  channel: 'x-channel',
  token: 'x-member-token',
  antiFraud: 'x-anti-fraud',
  /** The visitor's address; airline-api believes it only with the visitor key beside it. */
  clientIp: 'x-forwarded-for',
  /** The shared secret that proves the visitor address comes from the web (VISITOR_FORWARD_SECRET). */
  visitorKey: 'x-visitor-key',
  requestId: 'x-request-id',
} as const;

/** A request id either process keeps as it came (decision 58): at most 64 of [A-Za-z0-9._-]; others are replaced. */
export const REQUEST_ID_PATTERN = /^[A-Za-z0-9._-]{1,64}$/;

/** The anti-fraud header's JSON before base64url (spec §7). */
export const AntiFraudSchema = z.object({
  blackBox: z.string().min(8).max(64),
  channel: ChannelSchema,
  memberId: z.string().optional(),
  loginTime: z.string().optional(),
  registerTime: z.string().optional(),
  phone: z.string().optional(),
  email: z.string().optional(),
  route: z.string().optional(),
  dates: z.array(z.string()).optional(),
  amount: z.number().int().optional(),
  currency: CurrencySchema.optional(),
  passengerCount: z.number().int().optional(),
  name: z.string().optional(),
  credential: z.string().optional(),
});
export type AntiFraud = z.infer<typeof AntiFraudSchema>;

/** A segment of an order as the pages after booking head it: its flight, local date, departure and cities. */
export const SegmentFlightFields = {
  segmentIndex: z.number().int(),
  flightNo: z.string(),
  /** The airport's local date of departure. */
  flightDate: z.string(),
  depTime: z.string().datetime(),
  /** The departure airport's zone: times are shown in it. */
  depTimeZone: z.string(),
  depCityName: z.string(),
  arrCityName: z.string(),
};

/** A segment by its flight, its departure (instant and the airport's zone) and its airports' codes. */
export const SegmentLegFields = {
  segmentIndex: z.number().int(),
  flightNo: z.string(),
  depTime: z.string().datetime(),
  depTimeZone: z.string(),
  depAirport: z.string(),
  arrAirport: z.string(),
};
