import type { BlindBoxRecord } from '@/lib/contract';
import { localDate } from '../domain/time-zone';

const DAY_MS = 86_400_000;
const ZONE = 'Asia/Shanghai';

/**
 * The blind-box activity (spec §3 blind-box record, §7 blindBoxCheckUseList): which routes its coupons are good on
 * and when. The activity runs from a week ago to three weeks ahead of airline-api's clock; the record is sent as a
 * JSON string in data.data, as §7 says.
 */
export function blindBoxRecord(nowMs: number): BlindBoxRecord {
  const day = (offset: number) => localDate(nowMs + offset * DAY_MS, ZONE);
  return {
    activityStartDate: day(-7),
    activityEndDate: day(21),
    limitVos: [
      { couponLinesList: ['CAN-PEK', 'PEK-CAN'], couponEffectiveDate: day(0), couponExpireDate: day(30) },
      { couponLinesList: ['CAN-SHA', 'SHA-CAN'], couponEffectiveDate: day(0), couponExpireDate: day(30) },
    ],
  };
}
