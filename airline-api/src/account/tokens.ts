import type { FastifyRequest } from 'fastify';
import { and, eq, isNull, ne } from 'drizzle-orm';
import { ResultCode, UpstreamHeader, type LoginData } from '@/lib/contract';
import { REMEMBER_DAYS, SESSION_DAYS } from '@/lib/domain/account-rules';
import { member, memberToken } from '../db/schema';
import { ApiError } from '../errors';
import type { Services } from '../services';
import { randomSecret, sha256 } from './secrets';

const DAY_MS = 86_400_000;

export type MemberRow = typeof member.$inferSelect;

/** A new login: 32 random bytes, stored as a hash, 14 days when remembered, else 1 day. */
export async function issueLogin(
  s: Services,
  memberId: string,
  remember: boolean,
  registered = false,
): Promise<LoginData> {
  const token = randomSecret(32);
  const now = s.clock.now();
  const expiresAt = new Date(now + (remember ? REMEMBER_DAYS : SESSION_DAYS) * DAY_MS);
  await s.db
    .insert(memberToken)
    .values({ tokenHash: sha256(token), memberId, remember, createdAt: new Date(now), expiresAt });
  await s.db
    .update(member)
    .set({ lastLoginTime: new Date(now) })
    .where(eq(member.id, memberId));
  return { token, memberId, expiresAt: expiresAt.toISOString(), registered };
}

export type Authenticated = { member: MemberRow; token: string; tokenHash: string };

/** The member of the `x-member-token` header: 1000010 when missing, unknown or revoked, 1000011 when expired. */
export async function requireMember(s: Services, req: FastifyRequest): Promise<Authenticated> {
  const header = req.headers[UpstreamHeader.token];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token || token.length > 128) throw new ApiError(ResultCode.NOT_LOGGED_IN);
  const tokenHash = sha256(token);
  const [row] = await s.db
    .select({ t: memberToken, m: member })
    .from(memberToken)
    .innerJoin(member, eq(member.id, memberToken.memberId))
    .where(eq(memberToken.tokenHash, tokenHash));
  if (!row || row.t.revokedAt) throw new ApiError(ResultCode.NOT_LOGGED_IN);
  if (row.t.expiresAt.getTime() <= s.clock.now()) throw new ApiError(ResultCode.TOKEN_EXPIRED);
  return { member: row.m, token, tokenHash };
}

export async function revokeToken(s: Services, tokenHash: string): Promise<void> {
  await s.db
    .update(memberToken)
    .set({ revokedAt: new Date(s.clock.now()) })
    .where(and(eq(memberToken.tokenHash, tokenHash), isNull(memberToken.revokedAt)));
}

/** Every live token of the member, except the one making the call when `keep` is given. */
export async function revokeAllTokens(s: Services, memberId: string, keep?: string): Promise<void> {
  const where = [eq(memberToken.memberId, memberId), isNull(memberToken.revokedAt)];
  if (keep) where.push(ne(memberToken.tokenHash, keep));
  await s.db
    .update(memberToken)
    .set({ revokedAt: new Date(s.clock.now()) })
    .where(and(...where));
}
