import 'server-only';
import {
  VoucherListDataSchema,
  VoucherPath,
  VoucherSchema,
  type VoucherModifyBody,
  type VoucherRequestBody,
} from '@/lib/contract';
import { callUpstream } from './client';
import type { UpstreamContext } from './context';

/**
 * The member's reimbursement vouchers (spec §2 zh-CN /reimbursementVoucher/*; decision 72): the member is the
 * context's token.
 */

export function voucherList(context: UpstreamContext) {
  return callUpstream({ method: 'GET', path: VoucherPath.list, data: VoucherListDataSchema, context });
}

export function voucherRequest(context: UpstreamContext, body: VoucherRequestBody) {
  return callUpstream({ method: 'POST', path: VoucherPath.request, body, data: VoucherSchema, context });
}

export function voucherModify(context: UpstreamContext, body: VoucherModifyBody) {
  return callUpstream({ method: 'POST', path: VoucherPath.modify, body, data: VoucherSchema, context });
}

export function voucherInquire(context: UpstreamContext, voucherNo: string) {
  return callUpstream({ method: 'POST', path: VoucherPath.inquire, body: { voucherNo }, data: VoucherSchema, context });
}
