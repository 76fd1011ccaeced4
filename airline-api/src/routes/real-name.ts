import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import {
  RealNameBodySchema,
  ResultCode,
  UpstreamPath,
  type CertificateTypeId,
  type RealNameData,
} from '@/lib/contract';
import { REALNAME_PHOTO_MAX_BYTES } from '@/lib/domain/account-rules';
import {
  certificationOfStatus,
  isRealNameExpired,
  maySubmitRealName,
  realNameExpiresAt,
  REAL_NAME_STATUS,
} from '@/lib/domain/real-name-rules';
import type { MemberRow } from '../account/tokens';
import { imageTypeOf, redrawnImage } from '../uploads/redrawn-image';
import { requireMember } from '../account/tokens';
import { realName } from '../db/schema';
import { ApiError } from '../errors';
import { parse, sendOk } from '../http';
import type { Services } from '../services';

const mask = (n: string) =>
  n.length <= 6 ? '*'.repeat(n.length) : `${n.slice(0, 3)}${'*'.repeat(n.length - 7)}${n.slice(-4)}`;

/**
 * The member's certification as the status page shows it: spec §4 status 0 to 3, the masked document, and
 * whether a certified status has lapsed (spec §6, §8; REAL_NAME_VALID_DAYS from its review).
 */
export async function realNameOf(s: Services, memberId: string): Promise<RealNameData> {
  const [row] = await s.db
    .select({
      status: realName.status,
      name: realName.name,
      certificateType: realName.certificateType,
      certificateNumber: realName.certificateNumber,
      submittedAt: realName.submittedAt,
      reviewedAt: realName.reviewedAt,
      reason: realName.reason,
    })
    .from(realName)
    .where(eq(realName.memberId, memberId));
  if (!row) return certificationOfStatus(REAL_NAME_STATUS.NONE);
  const status = row.status as RealNameData['status'];
  const reviewedAtMs = row.reviewedAt?.getTime() ?? null;
  const certified = status === REAL_NAME_STATUS.CERTIFIED && reviewedAtMs !== null;
  return {
    status,
    name: row.name,
    certificateType: row.certificateType as CertificateTypeId,
    certificateNumber: mask(row.certificateNumber),
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
    reason: row.reason,
    expired: isRealNameExpired(status, reviewedAtMs, s.clock.now()),
    expiresAt: certified ? new Date(realNameExpiresAt(reviewedAtMs)).toISOString() : null,
  };
}

/**
 * The photo as it is stored: checked by its first bytes (jpg or png, whatever the client claims), then
 * decoded and drawn again as a new JPEG (turned upright, at most 2000 px a side, on white, no metadata),
 * so nothing of the upload but its pixels is ever stored or served. A file that does not decode is the
 * wrong format.
 */
async function storedPhoto(base64: string): Promise<Buffer> {
  const data = base64.replace(/^data:[\w/+.-]+;base64,/, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(data)) throw new ApiError(ResultCode.UPLOAD_WRONG_FORMAT);
  const bytes = Buffer.from(data, 'base64');
  if (bytes.length > REALNAME_PHOTO_MAX_BYTES) throw new ApiError(ResultCode.UPLOAD_TOO_LARGE);
  if (!imageTypeOf(bytes)) throw new ApiError(ResultCode.UPLOAD_WRONG_FORMAT);
  const stored = await redrawnImage(bytes);
  if (!stored) throw new ApiError(ResultCode.UPLOAD_WRONG_FORMAT);
  return stored;
}

/**
 * A submission is taken for a member never certified (0), refused (2) or whose certification has expired
 * (3, lapsed: spec §8 'certifying again is allowed'); never while one is under review or a valid one stands.
 */
function assertMaySubmit(m: MemberRow, current: RealNameData): void {
  if (!maySubmitRealName(current.status, current.expired)) {
    throw new ApiError(
      current.status === REAL_NAME_STATUS.CERTIFIED
        ? ResultCode.ALREADY_CERTIFIED
        : ResultCode.CERTIFICATION_UNDER_REVIEW,
    );
  }
  if (!m.cellphone) throw new ApiError(ResultCode.PHONE_NOT_BOUND);
}

/**
 * Real-name certification: submit (status 1, under review), read. The sandbox review desk decides; an
 * expired certification is submitted again like a refused one and goes back under review.
 */
export function registerRealNameRoutes(app: FastifyInstance, s: Services): void {
  app.get(UpstreamPath.realName, async (req, reply) => {
    const auth = await requireMember(s, req);
    return sendOk(req, reply, await realNameOf(s, auth.member.id));
  });

  // The photo travels as base64 JSON (no multipart plugin in this project): 2 MB decoded is ~2.8 MB.
  app.post(UpstreamPath.realName, { bodyLimit: 3_000_000 }, async (req, reply) => {
    const auth = await requireMember(s, req);
    const raw = req.body as { photoBase64?: unknown } | null;
    if (typeof raw?.photoBase64 === 'string' && raw.photoBase64.length > 2_900_000)
      throw new ApiError(ResultCode.UPLOAD_TOO_LARGE);
    const body = parse(RealNameBodySchema, req.body);
    assertMaySubmit(auth.member, await realNameOf(s, auth.member.id));
    const photo = await storedPhoto(body.photoBase64);
    const row = {
      status: 1,
      name: body.name,
      certificateType: body.certificateType,
      certificateNumber: body.certificateNumber.toUpperCase(),
      photo,
      photoType: 'image/jpeg' as const,
      submittedAt: new Date(s.clock.now()),
      reviewedAt: null,
      reason: null,
    };
    await s.db
      .insert(realName)
      .values({ memberId: auth.member.id, ...row })
      .onConflictDoUpdate({ target: realName.memberId, set: row });
    return sendOk(req, reply, await realNameOf(s, auth.member.id));
  });
}
