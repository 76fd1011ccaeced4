import { and, eq, gt, isNull } from 'drizzle-orm';
import type { ThirdPartyProvider } from '@/lib/contract';
import { oneTimeGrant } from '../db/schema';
import type { Services } from '../services';
import { randomSecret, sha256 } from './secrets';

type Kind = (typeof oneTimeGrant.$inferSelect)['kind'];
export type Grant = typeof oneTimeGrant.$inferSelect;

export async function createGrant(
  s: Services,
  kind: Kind,
  ttlMs: number,
  fields: { provider: ThirdPartyProvider; openId: string; malformed?: boolean },
): Promise<{ secret: string; expiresAt: Date }> {
  const secret = randomSecret(24);
  const expiresAt = new Date(s.clock.now() + ttlMs);
  await s.db.insert(oneTimeGrant).values({ hash: sha256(secret), kind, expiresAt, ...fields });
  return { secret, expiresAt };
}

/** The live grant of that secret and kind, without using it. */
export async function findGrant(s: Services, kind: Kind, secret: string): Promise<Grant | undefined> {
  const [row] = await s.db
    .select()
    .from(oneTimeGrant)
    .where(
      and(
        eq(oneTimeGrant.hash, sha256(secret)),
        eq(oneTimeGrant.kind, kind),
        isNull(oneTimeGrant.usedAt),
        gt(oneTimeGrant.expiresAt, new Date(s.clock.now())),
      ),
    );
  return row;
}

/** Uses the grant up; false when someone else used it first. */
export async function useGrant(s: Services, grant: Grant): Promise<boolean> {
  const rows = await s.db
    .update(oneTimeGrant)
    .set({ usedAt: new Date(s.clock.now()) })
    .where(and(eq(oneTimeGrant.hash, grant.hash), isNull(oneTimeGrant.usedAt)))
    .returning({ hash: oneTimeGrant.hash });
  return rows.length === 1;
}
