import { BindEmailBodySchema } from '@/lib/schemas/account';
import { bindEmail } from '@/lib/upstream/member';
import { memberPost } from '../_lib/member-post';

/** POST /api/account/email: bind or change the e-mail with the code sent to it. */
export const POST = memberPost(BindEmailBodySchema, bindEmail);
