import { randomUUID } from 'node:crypto';
import { and, count, eq, inArray } from 'drizzle-orm';
import { hashPassword, verifyPassword } from '../../account/secrets';
import type { Db } from '../client';
import { member, realName, thirdPartyIdentity } from '../schema';
import { seedMemberValue } from './member-value';

/**
 * SEEDED TEST DATA for the sandbox (README "Seed accounts"): demo members with a documented password.
 * They are not secrets; a deployment against the real airline never runs this seed.
 */
export const SEED_PASSWORD = 'Skylark2026';
export const DEMO_PHONE = '13800138000';
export const PLAIN_PHONE = '13900139000';
export const RESET_PHONE = '13700137000';
export const SEED_MEMBER_PHONES = [DEMO_PHONE, PLAIN_PHONE, RESET_PHONE] as const;

const PROVIDERS = [
  ['WECHAT', 'wechat', '微信用户'],
  ['QQ', 'qq', 'QQ用户'],
  ['WEIBO', 'weibo', '微博用户'],
  ['ALIPAY', 'alipay', '支付宝用户'],
] as const;

/** Fills the member tables once (when empty): three members, two test identities per provider. */
export async function seedMembers(db: Db, nowMs: number): Promise<void> {
  const [row] = await db.select({ n: count() }).from(member);
  if ((row?.n ?? 0) > 0) return;
  const passwordHash = await hashPassword(SEED_PASSWORD);
  const regTime = new Date(nowMs - 400 * 86_400_000);
  const demoId = randomUUID();
  await db.transaction(async (tx) => {
    await tx.insert(member).values([
      {
        id: demoId,
        cellphoneCode: '86',
        cellphone: DEMO_PHONE,
        email: 'demo@skylark.example',
        passwordHash,
        name: '张云雀',
        nickname: '云雀旅客',
        points: 12_800,
        balance: 52_000,
        coupons: 3,
        growthValue: 1_680,
        walletStatus: 'T',
        regTime,
      },
      { id: randomUUID(), cellphoneCode: '86', cellphone: PLAIN_PHONE, passwordHash, nickname: '新会员', regTime },
      {
        id: randomUUID(),
        cellphoneCode: '86',
        cellphone: RESET_PHONE,
        passwordHash,
        nickname: '待重置',
        passwordResetRequired: true,
        regTime,
      },
    ]);
    await tx.insert(realName).values({
      memberId: demoId,
      status: 3,
      name: '张云雀',
      certificateType: 'NI',
      certificateNumber: '110101199003078515',
      submittedAt: regTime,
      reviewedAt: regTime,
    });
    await tx.insert(thirdPartyIdentity).values(
      PROVIDERS.flatMap(([provider, key, nick]) => [
        { provider, openId: `${key}_demo`, nickname: `${nick}·张云雀`, memberId: demoId, boundAt: regTime },
        { provider, openId: `${key}_guest`, nickname: `${nick}·访客` },
      ]),
    );
    await seedMemberValue(tx, demoId, nowMs);
  });
}

/**
 * Without the sandbox the seeded members' published password must not open them: a data folder first
 * started with the sandbox keeps its members, so any of them still on that password must reset it first
 * (by a code to the phone, which only a real gateway delivers then).
 */
export async function retireSeedPasswords(db: Db): Promise<void> {
  const rows = await db
    .select({ id: member.id, passwordHash: member.passwordHash })
    .from(member)
    .where(and(inArray(member.cellphone, [...SEED_MEMBER_PHONES]), eq(member.passwordResetRequired, false)));
  for (const row of rows) {
    if (row.passwordHash && (await verifyPassword(SEED_PASSWORD, row.passwordHash)))
      await db.update(member).set({ passwordResetRequired: true }).where(eq(member.id, row.id));
  }
}
