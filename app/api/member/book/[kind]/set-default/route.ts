import * as memberBook from '@/lib/bff-client/member-book';
import { bffRoute } from '@/lib/bff-server/route';
import { bookSetDefault } from '@/lib/upstream/member-book';
import { EntryIdBody, KindParams, kindOf } from '../../_lib/answer';

/** POST /api/member/book/{kind}/set-default → the list with its new default (spec §8 'interface access error' on failure). */
export const POST = bffRoute(
  memberBook.setDefaultEntry,
  { member: true, params: KindParams, body: EntryIdBody },
  async (context) =>
    context.reply(await bookSetDefault(await context.upstream(), kindOf(context.params), context.body)),
);
