import * as z from './zod';
import { CertificationStatusSchema, ThirdPartyProviderSchema } from './member';

/**
 * airline-api's sandbox stand-ins for third parties (docs/architecture.md "The two processes"): the SMS and e-mail outbox,
 * the OAuth authorise pages of WeChat, QQ, Weibo and Alipay, the app that scans login QR codes, and the
 * real-name review desk. All of them answer 404 when the sandbox is off.
 */

/** GET /sandbox/outbox?to=<phone as 86-13800138000 or 13800138000, or e-mail>&limit= */
export const OutboxQuerySchema = z.object({
  to: z.string().min(3).max(254),
  limit: z.coerce.number().int().min(1).max(50).default(10),
});
export const OutboxMessageSchema = z.object({
  id: z.number().int(),
  channel: z.enum(['SMS', 'EMAIL']),
  to: z.string(),
  event: z.string(),
  /** The plain code: readable here only. */
  code: z.string(),
  text: z.string(),
  sentAt: z.string().datetime(),
  /** A mail's attachment, read whole at GET /sandbox/outbox/:id/attachment. */
  attachment: z.object({ name: z.string(), type: z.string(), size: z.number().int() }).nullable().optional(),
});
export const OutboxDataSchema = z.object({ messages: z.array(OutboxMessageSchema) });
export type OutboxMessage = z.infer<typeof OutboxMessageSchema>;

/**
 * The page the browser is sent to for a third-party login. After the tester's choice it redirects to
 * `redirect_uri?code=..&state=..` (or `?error=access_denied&state=..`). redirect_uri must be on a
 * loopback host or on AIRLINE_API_REDIRECT_HOSTS.
 */
export function oauthAuthorizePath(provider: z.infer<typeof ThirdPartyProviderSchema>): string {
  return `/sandbox/oauth/${provider.toLowerCase()}/authorize`;
}
export const OauthAuthorizeQuerySchema = z.object({
  redirect_uri: z.string().url().max(2000),
  state: z.string().min(1).max(256),
});

/** POST /sandbox/realname/review: the review desk approves (3) or rejects (2) a submission under review. */
export const RealNameReviewBodySchema = z
  .object({
    memberId: z.string().optional(),
    cellphone: z.string().optional(),
    approve: z.boolean(),
    reason: z.string().max(200).optional(),
  })
  .refine((v) => v.memberId !== undefined || v.cellphone !== undefined, 'memberIdOrCellphone');
export const RealNameReviewDataSchema = z.object({ memberId: z.string(), status: CertificationStatusSchema });

/**
 * POST /sandbox/faults: the next `count` calls to `path` fail as asked — a 5xx envelope, a body that is not
 * JSON, or a delay — so the web's handling of upstream faults can be tested end to end. DELETE clears them.
 */
export const SandboxFaultBodySchema = z.object({
  path: z.string().startsWith('/').max(300),
  mode: z.enum(['error', 'garbage', 'delay']).default('error'),
  count: z.number().int().min(1).max(1000).default(1),
  delayMs: z.number().int().min(0).max(60_000).default(0),
});
export type SandboxFault = z.infer<typeof SandboxFaultBodySchema>;
export const SandboxFaultDataSchema = z.object({ armed: z.number().int() });
