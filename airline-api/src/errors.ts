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
  '3000001': { zh: '账号未注册', en: 'Account not registered' },
  '3000002': { zh: '账号或密码错误', en: 'Wrong account or password' },
  '3000003': { zh: '请完成安全验证', en: 'Please complete the verification' },
  '3000004': { zh: '验证失败，请重新拖动滑块', en: 'Verification failed, drag the slider again' },
  '3000005': { zh: '验证码错误', en: 'Wrong verification code' },
  '3000006': { zh: '验证码已过期，请重新获取', en: 'The verification code has expired, please get a new one' },
  '3000007': { zh: '验证码错误次数过多，请重新获取', en: 'Too many wrong attempts, please get a new code' },
  '3000008': {
    zh: '登录失败次数过多，账号已锁定，请15分钟后再试',
    en: 'Too many failed logins: the account is locked, try again in 15 minutes',
  },
  '3000009': { zh: '短信发送失败，请重试', en: 'SMS sending failed, please retry' },
  '3000010': { zh: '验证码发送过于频繁，请稍后再试', en: 'Codes are being sent too often, please wait' },
  '3000011': { zh: '今日验证码发送次数已达上限', en: 'The daily limit of verification codes is reached' },
  '3000012': { zh: '手机号未绑定，请先绑定', en: 'Phone not bound, bind required' },
  '3000013': { zh: '账号需要重置密码', en: 'Account needs password reset' },
  '3000014': { zh: '该账号已被注册或绑定', en: 'This account is already registered or bound' },
  '3000015': { zh: '绑定失败', en: 'Binding failed' },
  '3000016': { zh: '状态校验失败', en: 'Status check failed' },
  '3000017': { zh: '绑定信息获取失败', en: 'Binding info fetch failed' },
  '3000018': { zh: 'QQ数据解析失败', en: 'QQ data parse failed' },
  '3000019': { zh: '登录失败', en: 'Login failed' },
  '3000020': { zh: '您已完成实名认证', en: 'You have already completed real-name certification' },
  '3000021': { zh: '实名认证审核中', en: 'Real-name certification is under review' },
  '3000022': { zh: '已实名认证，无法修改个人信息', en: 'Certified members cannot edit personal information' },
  '3000023': { zh: '格式错误', en: 'Wrong format' },
  '3000024': { zh: '文件过大', en: 'File too large' },
};

export function messageOf(code: ResultCode, language: UpstreamLanguage): string {
  return language === 'en_US' ? MESSAGES[code].en : MESSAGES[code].zh;
}
