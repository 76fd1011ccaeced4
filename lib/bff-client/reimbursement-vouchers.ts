import type { Voucher, VoucherModifyBody, VoucherRequestBody } from '@/lib/contract/reimbursement-vouchers';
import { postOperation } from './operation';

/**
 * The member's reimbursement vouchers (zh-CN /reimbursementVoucher/editDetail and /modify; app/api/reimbursement-vouchers;
 * decision 72). The pages read the list and a voucher on the server; the browser requests a voucher and changes its
 * mailing details. A refused address answers ADD_ON_MAILING_ADDRESS_INVALID (or BAD_REQUEST from the BFF's own check)
 * with `fieldErrors` (field → MemberBook.rules key); a used free mailing answers ADD_ON_FREE_MAILING_USED.
 */

export const request = postOperation<VoucherRequestBody, Voucher>('/api/reimbursement-vouchers/request');

export const modify = postOperation<VoucherModifyBody, Voucher>('/api/reimbursement-vouchers/modify');
