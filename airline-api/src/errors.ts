import { ResultCode, type UpstreamLanguage } from '@/lib/contract';

type FailureCode = Exclude<ResultCode, '0'>;

/** An expected failure answered with a code of the closed list (lib/contract/codes.ts). */
export class ApiError extends Error {
  readonly code: FailureCode;
  constructor(code: FailureCode, detail?: string) {
    super(detail ?? code);
    this.name = 'ApiError';
    this.code = code;
  }
}

/** The message each code is answered with, in both languages (spec §8 wording where it has one). */
const MESSAGES: Record<ResultCode, { zh: string; en: string }> = {
  '0': { zh: '成功', en: 'success' },
  '1000010': { zh: '您尚未登录，请先登录', en: 'You are not logged in, please log in' },
  '1000011': { zh: '登录已过期，请重新登录', en: 'Your login has expired, please log in again' },
  '2000001': { zh: '请求参数有误', en: 'Invalid request' },
  '2000101': { zh: '航线暂未开通', en: 'Route not yet open' },
  '2000102': { zh: '未查询到航班信息', en: 'Flight info not found' },
  '2000103': {
    zh: '抱歉，您选择的日期该航线不可用',
    en: 'Sorry, the date you selected is not available for this route',
  },
  '2000404': { zh: '未找到相关信息', en: 'Not found' },
  '4000403': { zh: '禁止访问', en: 'Forbidden' },
  '4000401': { zh: '未授权', en: 'Unauthorized' },
  '4000429': { zh: '请求过于频繁，请稍后再试', en: 'Too many requests, please try again later' },
  '5000503': { zh: '系统升级中，请稍后再试', en: 'The system is being upgraded, please try again later' },
  '5000504': { zh: '网络异常，请稍后再试', en: 'Network anomaly, try later' },
  '5000502': { zh: '网络异常，请稍后再试', en: 'Network anomaly, try later' },
  '5000500': { zh: '网络异常，请稍后再试', en: 'Network anomaly, try later' },
  '5000000': { zh: '系统繁忙，请稍后再试', en: 'System busy, please try again later' },
};

export function messageOf(code: ResultCode, language: UpstreamLanguage): string {
  return language === 'en_US' ? MESSAGES[code].en : MESSAGES[code].zh;
}
