import { VoucherPath } from '@/lib/contract';
import type { Seed } from './fuzz-requests';

const ADDRESS = {
  recipient: '张云雀',
  areaCode: '86',
  phone: '13812345678',
  provinceCode: '440000',
  cityCode: '440100',
  districtCode: '440104',
  province: '广东省',
  city: '广州市',
  district: '越秀区',
  address: '环市东路 1 号',
  zip: '510000',
};

/** Valid requests of the reimbursement voucher routes (decision 72), the start of the fuzz's mutations. */
export function voucherSamples(): Record<string, Seed> {
  return {
    [`GET ${VoucherPath.list}`]: {},
    [`POST ${VoucherPath.request}`]: { body: { ticketNos: ['9020000000010'], address: ADDRESS } },
    [`POST ${VoucherPath.modify}`]: { body: { voucherNo: 'RV000000000001', address: ADDRESS } },
    [`POST ${VoucherPath.inquire}`]: { body: { voucherNo: 'RV000000000001' } },
    [`POST ${VoucherPath.sandboxPost}`]: { body: { voucherNo: 'RV000000000001' } },
  };
}
