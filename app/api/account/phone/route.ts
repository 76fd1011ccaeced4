import { BindPhoneBodySchema } from '@/lib/schemas/account';
import { bindPhone } from '@/lib/upstream/member';
import { memberPost } from '../_lib/member-post';

/** POST /api/account/phone: bind or change the phone with the code sent to it. */
export const POST = memberPost(BindPhoneBodySchema, bindPhone);
