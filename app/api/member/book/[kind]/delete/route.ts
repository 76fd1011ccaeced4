import * as memberBook from '@/lib/bff-client/member-book';
import { bffRoute } from '@/lib/bff-server/route';
import { bookDelete } from '@/lib/upstream/member-book';
import { EntryIdBody, KindParams, kindOf } from '../../_lib/answer';

/** POST /api/member/book/{kind}/delete: the member's own entry; the default passes to another. */
export const POST = bffRoute(
  memberBook.deleteEntry,
  { member: true, params: KindParams, body: EntryIdBody },
  async (context) => context.reply(await bookDelete(await context.upstream(), kindOf(context.params), context.body)),
);
