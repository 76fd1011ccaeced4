import * as memberBook from '@/lib/bff-client/member-book';
import { bffRoute } from '@/lib/bff-server/route';
import { bookAdd } from '@/lib/upstream/member-book';
import { EntryBody, KindParams, entryIssues, entryRefusal, kindOf } from '../../_lib/answer';

/** POST /api/member/book/{kind}/add: the kind's rules beside their fields, then airline-api (maximum, duplicate). */
export const POST = bffRoute(
  memberBook.addEntry,
  { member: true, params: KindParams, body: EntryBody },
  async (context) => {
    const kind = kindOf(context.params);
    const issues = entryIssues(kind, context.body.data);
    if (issues) return context.fieldErrors(issues);
    const result = await bookAdd(await context.upstream(), kind, context.body);
    return entryRefusal(result, context) ?? context.reply(result);
  },
);
