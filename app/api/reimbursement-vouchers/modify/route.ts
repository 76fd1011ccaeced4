import * as vouchers from '@/lib/bff-client/reimbursement-vouchers';
import { bffRoute } from '@/lib/bff-server/route';
import { VoucherModifyBodySchema } from '@/lib/contract';
import { validateAddressEntry } from '@/lib/domain/member-book-rules';
import { voucherModify } from '@/lib/upstream/reimbursement-vouchers';
import { refusalData } from '../_lib/refusal';

export const dynamic = 'force-dynamic';

/**
 * POST /api/reimbursement-vouchers/modify {voucherNo, address} → the voucher with its new mailing details (spec §2
 * zh-CN /reimbursementVoucher/modify; decision 72): the member's own, until the post desk sends it (then
 * VOUCHER_ALREADY_MAILED). The address book's rules beside their fields first. 20 a minute per address.
 */
export const POST = bffRoute(
  vouchers.modify,
  {
    member: true,
    body: VoucherModifyBodySchema,
    limit: ({ ip }) => (ip ? [{ key: `vouchers:modify:ip:${ip}`, limit: 20 }] : []),
  },
  async (context) => {
    const issues = validateAddressEntry(context.body.address);
    if (Object.keys(issues).length) return context.fieldErrors(issues);
    const result = await voucherModify(await context.upstream(), context.body);
    return result.ok ? context.reply(result) : context.fail(result.code, refusalData(result));
  },
);
