import { PersonalInfoBodySchema } from '@/lib/schemas/account';
import { personalInfo } from '@/lib/upstream/member';
import { memberPost } from '../_lib/member-post';

/** POST /api/account/profile: nickname (at most 10) and name; refused once certified. */
export const POST = memberPost(PersonalInfoBodySchema, personalInfo);
