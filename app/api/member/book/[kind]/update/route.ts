import * as memberBook from '@/lib/bff-client/member-book';
import { bffRoute } from '@/lib/bff-server/route';
import { bookUpdate } from '@/lib/upstream/member-book';
import { EntryUpdateBody, KindParams, entryIssues, entryRefusal, kindOf } from '../../_lib/answer';

/** POST /api/member/book/{kind}/update: the member's own entry only (another's is NOT_FOUND in airline-api). */
export const POST = bffRoute(
  memberBook.updateEntry,
  { member: true, params: KindParams, body: EntryUpdateBody },
  async (context) => {
    const kind = kindOf(context.params);
    const issues = entryIssues(kind, context.body.data);
    if (issues) return context.fieldErrors(issues);
    const result = await bookUpdate(await context.upstream(), kind, context.body);
    return entryRefusal(result, context) ?? context.reply(result);
  },
);
