import type { FastifyInstance } from 'fastify';
import {
  SandboxVoucherPostBodySchema,
  VoucherInquireBodySchema,
  VoucherModifyBodySchema,
  VoucherPath,
  VoucherRequestBodySchema,
} from '@/lib/contract';
import { requireMember } from '../account/tokens';
import { languageOf, parse, sendOk } from '../http';
import { postVoucher } from '../reimbursement-vouchers/post-desk';
import { inquireVoucher, listVouchers, modifyVoucher, requestVoucher } from '../reimbursement-vouchers/store';
import type { Services } from '../services';

/**
 * Reimbursement vouchers (spec §2 zh-CN /reimbursementVoucher/*; decision 72): every call needs the member's token and
 * reads or changes that member's tickets and vouchers only (another member's voucher is VOUCHER_NOT_FOUND).
 */
export function registerReimbursementVoucherRoutes(app: FastifyInstance, s: Services): void {
  app.get(VoucherPath.list, async (req, reply) => {
    const { member } = await requireMember(s, req);
    return sendOk(req, reply, await listVouchers(s, member.id, languageOf(req)));
  });
  app.post(VoucherPath.request, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(VoucherRequestBodySchema, req.body);
    return sendOk(req, reply, await requestVoucher(s, member.id, body, languageOf(req)));
  });
  app.post(VoucherPath.modify, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const body = parse(VoucherModifyBodySchema, req.body);
    return sendOk(req, reply, await modifyVoucher(s, member.id, body, languageOf(req)));
  });
  app.post(VoucherPath.inquire, async (req, reply) => {
    const { member } = await requireMember(s, req);
    const { voucherNo } = parse(VoucherInquireBodySchema, req.body);
    return sendOk(req, reply, await inquireVoucher(s, member.id, voucherNo, languageOf(req)));
  });
}

/** The airline's post desk (sandbox control, loopback only like the other desks): sends a requested voucher. */
export function registerVoucherPostDesk(app: FastifyInstance, s: Services): void {
  app.post(VoucherPath.sandboxPost, async (req, reply) => {
    const { voucherNo } = parse(SandboxVoucherPostBodySchema, req.body);
    return sendOk(req, reply, await postVoucher(s, voucherNo));
  });
}
