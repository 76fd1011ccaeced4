import { ChangePasswordBodySchema } from '@/lib/schemas/account';
import { changePassword } from '@/lib/upstream/member';
import { memberPost } from '../_lib/member-post';

/** POST /api/account/password: change the password (other sessions end). */
export const POST = memberPost(ChangePasswordBodySchema, changePassword);
