import { randomInt } from 'node:crypto';
import { localDate } from '../domain/time-zone';

/** `RF` + the Beijing date + 8 random digits: the number of every refund, an application's or a product's. */
export function newRefundNo(nowMs: number): string {
  return `RF${localDate(nowMs, 'Asia/Shanghai').replaceAll('-', '')}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}
