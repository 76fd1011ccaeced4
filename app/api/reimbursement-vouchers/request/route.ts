import * as vouchers from '@/lib/bff-client/reimbursement-vouchers';
import { bffRoute } from '@/lib/bff-server/route';
import { VoucherRequestBodySchema } from '@/lib/contract';
import { validateAddressEntry } from '@/lib/domain/member-book-rules';
import { voucherSelectionIssue } from '@/lib/domain/reimbursement-voucher-rules';
import { voucherRequest } from '@/lib/upstream/reimbursement-vouchers';
import { refusalData } from '../_lib/refusal';

export const dynamic = 'force-dynamic';

/**
 * POST /api/reimbursement-vouchers/request {ticketNos, address} → the voucher mailing made (spec §2 zh-CN
 * /reimbursementVoucher/editDetail; decision 72). The member's own; the selection (1 to 10 tickets) and the address
 * book's address rules are checked beside their fields first, nothing asked of airline-api for what they refuse.
 * airline-api makes the same request idempotent. 20 a minute per address.
 */
export const POST = bffRoute(
  vouchers.request,
  {
    member: true,
    body: VoucherRequestBodySchema,
    limit: ({ ip }) => (ip ? [{ key: `vouchers:request:ip:${ip}`, limit: 20 }] : []),
  },
  async (context) => {
    const { ticketNos, address } = context.body;
    const selection = voucherSelectionIssue(ticketNos);
    const issues = { ...validateAddressEntry(address), ...(selection ? { ticketNos: selection } : {}) };
    if (Object.keys(issues).length) return context.fieldErrors(issues);
    const result = await voucherRequest(await context.upstream(), context.body);
    return result.ok ? context.reply(result) : context.fail(result.code, refusalData(result));
  },
);
