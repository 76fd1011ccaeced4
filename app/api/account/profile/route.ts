import * as account from '@/lib/bff-client/account';
import { bffRoute } from '@/lib/bff-server/route';
import { PersonalInfoBodySchema } from '@/lib/schemas/account';
import { personalInfo } from '@/lib/upstream/member';

/** POST /api/account/profile: nickname (at most 10) and name; refused once certified. */
export const POST = bffRoute(
  account.savePersonalInfo,
  { member: true, body: PersonalInfoBodySchema },
  async (context) => context.reply(await personalInfo(await context.upstream(), context.body)),
);
