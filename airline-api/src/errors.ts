import { ResultCode, type UpstreamLanguage } from '@/lib/contract';

type FailureCode = Exclude<ResultCode, '0'>;

/** An expected failure answered with a code of the closed list (lib/contract/codes.ts). */
export class ApiError extends Error {
  readonly code: FailureCode;
  /** Answered as the envelope's data: field issues with message keys (passengers, contact). */
  readonly data: unknown;
  constructor(code: FailureCode, detail?: string, data?: unknown) {
    super(detail ?? code);
    this.name = 'ApiError';
    this.code = code;
    this.data = data;
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
  '6000001': { zh: '旅客信息有误，请检查后重新输入', en: 'Passenger information is incorrect, please check it' },
  '6000002': { zh: '联系人信息不正确', en: 'Contact information is incorrect' },
  '6000003': { zh: '证件有效期不足180天', en: 'Certificate valid for less than 180 days' },
  '6000004': {
    zh: '无法添加儿童/婴儿：已达上限或成人旅客不足',
    en: 'Cannot add child/infant: limit reached or too few adults',
  },
  '6000005': { zh: '乘机人数已达上限', en: 'Passenger limit reached' },
  '6000006': { zh: '请先同意购票须知', en: 'Please agree to the ticket purchase terms first' },
  '6000007': { zh: '航班已满，暂无库存', en: 'The flight is full, no inventory' },
  '6000008': { zh: '该产品当前无法购买', en: 'This product cannot be bought now' },
  '6000009': { zh: '起飞前2小时内不可购买行李额', en: 'Baggage cannot be bought within 2 hours of departure' },
  '6000010': { zh: '座位已被占用', en: 'Seat occupied' },
  '6000011': { zh: '该座位不可选', en: 'Seat not available' },
  '6000012': { zh: '该排已有婴儿旅客', en: 'An infant is already in this row' },
  '6000013': { zh: '输入错误，请重新输入', en: 'Input error, please input again' },
  '6000014': { zh: '邮寄地址不正确', en: 'Mailing address is incorrect' },
  '6000015': { zh: '该优惠券不可用', en: 'This coupon cannot be used' },
  '6000016': {
    zh: '优惠券不可叠加使用，同类优惠券仅可使用一张',
    en: 'These coupons cannot be combined; only one coupon of the same type',
  },
  '6000017': { zh: '积分输入有误或积分不足', en: 'Points input is invalid or insufficient' },
  '6000018': { zh: '重复的请求与原请求内容不一致', en: 'This request repeats an earlier one with different content' },
  '6000019': { zh: '订单查询失败', en: 'Order inquiry failed' },
  '6000020': { zh: '该订单当前无法支付', en: 'This order cannot be paid now' },
  '6000021': { zh: '支付超时，订单已自动取消', en: 'Timeout: the order was cancelled automatically' },
  '6000022': { zh: '支付金额与订单金额不一致', en: 'The payment amount does not match the order' },
  '6000023': { zh: '支付结果校验失败', en: 'The payment result could not be verified' },
  '6000024': { zh: '钱包未开通，请先开通钱包', en: 'Wallet not opened, please open it first' },
  '6000025': { zh: '钱包余额不足', en: 'Insufficient wallet balance' },
  '6000026': { zh: '该订单当前无法取消', en: 'This order cannot be cancelled now' },
  '6000027': { zh: '订单正在提交中，请稍候', en: 'The order is being submitted, please wait' },
  '6000028': { zh: '常用旅客数量已达上限', en: 'Passenger limit reached' },
  '6000029': { zh: '该证件已保存为常用旅客', en: 'A passenger with this document is already saved' },
  '6000030': {
    zh: '证件每365天只能修改或删除一次',
    en: 'A document can be edited or deleted only once every 365 days',
  },
  '3000025': { zh: '请先完成实名认证', en: 'Please complete real-name authentication first' },
  '3000026': { zh: '实名认证已过期，请重新认证', en: 'Real-name certification expired, please certify again' },
  '6000031': { zh: '常用联系人数量已达上限', en: 'Contact limit reached' },
  '6000032': { zh: '常用地址数量已达上限', en: 'Address limit reached' },
  '6000033': { zh: '受益人数量已达上限', en: 'Beneficiary limit reached' },
  '6000034': { zh: '发票抬头数量已达上限', en: 'Invoice title limit reached' },
  '6000035': { zh: '该信息已保存，请勿重复添加', en: 'This entry is already saved' },
  '6000036': { zh: '该受益人已存在，请勿重复添加', en: 'This beneficiary has already been added' },
  '6000037': { zh: '信息填写有误，请检查后重试', en: 'Some details are incorrect, please check them' },
  '6000038': { zh: '收藏数量已达上限', en: 'You have saved the maximum number of items' },
  '6000040': { zh: '特殊证件信息有误', en: 'The special document details are incorrect' },
  '6000041': { zh: '请上传证件图片', en: 'Please upload a picture of the document' },
  '6000042': { zh: '最多上传5张图片', en: 'At most 5 pictures can be uploaded' },
  '6000043': { zh: '证件审核中，暂不能修改', en: 'The document is under review and cannot be changed now' },
  '6100001': {
    zh: '该功能暂时关闭，请联系客服',
    en: 'This function is temporarily closed, please contact customer service',
  },
  '7000001': {
    zh: '每个航班最多可网上值机3次，请前往机场柜台办理',
    en: 'Online check-in is limited to 3 times per flight; please check in at the airport counter',
  },
  '7000002': { zh: '座位已满，请前往机场柜台办理值机', en: 'No seats left; please check in at the airport counter' },
  '7000003': {
    zh: '携带婴儿的旅客不能网上值机，请前往机场柜台办理',
    en: 'Passengers travelling with an infant cannot check in online; please check in at the airport counter',
  },
  '7000004': {
    zh: '国际及地区航班旅客请前往机场柜台办理值机',
    en: 'International passengers check in at the airport counter',
  },
  '7000005': {
    zh: '已购买占座服务的旅客不能网上值机和选座',
    en: 'Passengers with an extra occupied seat cannot check in or select seats online',
  },
  '7000006': { zh: '特殊旅客请前往机场柜台办理值机', en: 'Special passengers check in at the airport counter' },
  '7000007': {
    zh: '网上值机尚未开放，航班起飞前48小时开放',
    en: 'Online check-in is not open yet; it opens 48 hours before departure',
  },
  '7000008': {
    zh: '网上值机已于起飞前1小时关闭，请前往机场柜台办理',
    en: 'Online check-in closed 1 hour before departure; please check in at the airport counter',
  },
  '7000009': {
    zh: '已过取消值机截止时间（国内航班起飞前45分钟，国际航班起飞前60分钟）',
    en: 'The cancel cutoff has passed (45 minutes before domestic and 60 before international departures)',
  },
  '7000010': { zh: '儿童旅客不能先于监护人办理值机', en: 'A child cannot check in before the guardian' },
  '7000011': { zh: '请选择乘机人', en: 'Please select passengers' },
  '7000012': { zh: '请阅读并同意值机条款', en: 'Please agree to the check-in clause' },
  '7000013': { zh: '该旅客已办理值机', en: 'This passenger has already checked in' },
  '7000014': { zh: '该旅客尚未办理值机', en: 'This passenger has not checked in' },
  '7000015': { zh: '已选择座位，请先取消', en: 'A seat is already selected; cancel it first' },
  '7000016': { zh: '该客票当前不能办理值机', en: 'This ticket cannot be checked in now' },
  '7000017': { zh: '请先取消儿童旅客的值机', en: 'Cancel the child’s check-in first' },
  '7000018': { zh: '在线选座尚未开放', en: 'Online seat selection is not open yet' },
  '7000019': {
    zh: '该航班不支持在线选座，请前往值机柜台办理',
    en: 'This flight does not support online seat selection; please go to the check-in counter',
  },
  '7000020': { zh: '请前往微信小程序选座', en: 'Please select your seat in our WeChat mini program' },
  '7000021': {
    zh: '在线选座已关闭（航班起飞前1小时截止）',
    en: 'Online seat selection has closed (1 hour before departure)',
  },
  '7000022': { zh: '座位最多只能更换两次', en: 'A seat can be changed at most twice' },
  '7000023': { zh: '已值机的旅客不能购买座位', en: 'A checked-in passenger cannot buy a seat' },
  '7000024': {
    zh: '部分旅客所选座位暂无价格信息，请重新选座',
    en: 'Some passengers’ seats have no price information; please choose again',
  },
  '7000025': {
    zh: '该排已有携带婴儿的旅客，请选择其他座位',
    en: 'A passenger with an infant already sits in this row; please choose another seat',
  },
  '7000026': { zh: '该座位已为其他旅客选择', en: 'This seat is already chosen for another passenger' },
  '7000027': { zh: '页面已过期，请刷新后重新选择', en: 'This page has expired; please refresh and choose again' },
  '7000028': { zh: '价格已变化，请确认新的价格', en: 'The price has changed; please confirm the new price' },
  '7000029': { zh: '该服务当前不可购买', en: 'This service cannot be bought now' },
  '7000030': { zh: '请至少选择一项服务', en: 'Please choose at least one service' },
  '7100001': { zh: '请先取消值机，再申请退票或改期', en: 'A refund or change needs the check-in cancelled first' },
  '7100002': {
    zh: '儿童或婴儿须与监护人一同退票',
    en: 'A child or infant can only be refunded together with the guardian',
  },
  '7100003': { zh: '该客票当前不能退票', en: 'This ticket cannot be refunded now' },
  '7100004': { zh: '请选择退票原因', en: 'Please choose a refund reason' },
  '7100005': { zh: '请填写退票原因说明', en: 'Please describe the reason' },
  '7100006': { zh: '最多上传4个附件', en: 'At most 4 attachments can be uploaded' },
  '7100007': { zh: '每个附件不能超过2 MB', en: 'Each attachment can be at most 2 MB' },
  '7100008': {
    zh: '附件格式不正确，请上传JPG、PNG或PDF文件',
    en: 'Wrong file format: please upload JPG, PNG or PDF files',
  },
  '7100009': {
    zh: '该航班未延误或取消，将按自愿退票办理并收取手续费，请确认',
    en: 'The flight was neither delayed nor cancelled, so this refund is voluntary with a fee. Please confirm',
  },
  '7100010': { zh: '退款金额已变化，请重新确认', en: 'The refund amount has changed; please check it again' },
  '7100011': {
    zh: '该订单通过其他渠道购买，请前往原购票渠道办理',
    en: 'This order was bought through another channel; please change or refund it there',
  },
  '7100012': { zh: '起飞前4小时内不能改期', en: 'The date cannot be changed less than 4 hours before departure' },
  '7100013': { zh: '新航班须与原航段航线相同', en: 'The new flight must be on the same route' },
  '7100014': { zh: '改期费用已变化，请重新确认', en: 'The cost of the change has changed; please check it again' },
  '7100015': {
    zh: '所选航班座位不足，请选择其他航班',
    en: 'Not enough seats left on that flight; please choose another',
  },
  '7100016': {
    zh: '儿童或婴儿须与监护人一同改期',
    en: 'A child or infant can only be moved together with the guardian',
  },
  '7100017': { zh: '该客票当前不能改期', en: 'This ticket cannot be changed now' },
  '7100018': { zh: '该旅客不支持更改姓名或证件', en: 'This passenger’s name or document cannot be changed online' },
  '7100019': { zh: '每位旅客只能更改一次姓名或证件', en: 'A passenger’s name or document can be changed only once' },
  '7100020': { zh: '两次输入的手机号码不一致', en: 'The two phone numbers do not match' },
  '7100021': { zh: '请检查新的姓名或证件信息', en: 'Please check the new name or document' },
  '7100022': { zh: '新信息与原信息相同', en: 'The new details are the same as the old ones' },
  '7100023': { zh: '未满18周岁的旅客不能添加儿童或婴儿', en: 'A passenger under 18 cannot add a child or infant' },
  '7100024': { zh: '无法添加儿童/婴儿：已达上限', en: 'Cannot add a child or infant: the limit has been reached' },
  '7100025': {
    zh: '儿童/婴儿余票不足，请联系客服',
    en: 'Not enough child or infant tickets left; please contact customer service',
  },
  '7100026': { zh: '该旅客当前不能添加儿童或婴儿', en: 'This passenger cannot add a child or infant now' },
  '7100027': { zh: '请检查儿童或婴儿的信息', en: 'Please check the child’s or infant’s details' },
  '7100028': { zh: '价格已变化，请重新确认', en: 'The price has changed; please check it again' },
  '7100029': { zh: '该增值服务当前不能单独退款', en: 'This add-on cannot be refunded on its own now' },
  '7100030': { zh: '该增值服务已过退款时限', en: 'The time to refund this add-on has passed' },
  '7100031': { zh: '该增值服务已退款或正在退款中', en: 'This add-on is refunded already or its refund is under way' },
  '7200020': {
    zh: '已登机旅客不能购买行李、餐食或保险',
    en: 'Passengers on board cannot buy baggage, meals or insurance',
  },
  '7200021': {
    zh: '行李额已达上限（免费行李额与已购行李额合计不超过50公斤）',
    en: 'Baggage limit reached: free and bought baggage may total at most 50 KG',
  },
  '7200022': { zh: '该航班已停止销售此服务', en: 'This service is no longer sold for this flight' },
  '7200023': { zh: '客票不可用，不能购买增值服务', en: 'This ticket is not usable, so no services can be added to it' },
  '7200024': { zh: '该旅客已购买此服务', en: 'This passenger already has this service' },
  '7200025': {
    zh: '已值机旅客不能购买优先登机，请先取消值机',
    en: 'Checked-in passengers cannot buy priority boarding; cancel the check-in first',
  },
  '7200026': {
    zh: '请检查理赔信息：省份、开户银行和银行卡号',
    en: 'Please check the claim details: province, bank and bank card number',
  },
  '7200027': {
    zh: '额外占座已达上限（每位旅客每个航班1个）',
    en: 'Extra occupied seat limit reached (one per passenger per flight)',
  },
  '7200028': {
    zh: '已在线选座的旅客不能购买额外占座',
    en: 'A passenger who chose a seat online cannot buy an extra seat',
  },
  '7200029': {
    zh: '国际航班不支持在线购买额外占座，请到值机柜台办理',
    en: 'Extra seats on international flights are sold at the check-in counter',
  },
  '7200030': { zh: '航班座位已售完，无法购买额外占座', en: 'No seats are left on this flight for an extra seat' },
  '7200031': {
    zh: '行程单已打印或正在邮寄，不能再次邮寄',
    en: 'The itinerary is printed already or being mailed, so it cannot be mailed again',
  },
  '7200032': {
    zh: '客票正在改期、退票或已挂起，暂不能邮寄行程单',
    en: 'A ticket is being changed or refunded, or is suspended: the itinerary cannot be mailed now',
  },
  '7200033': { zh: '邮寄地址有误，请检查', en: 'The mailing address is incorrect; please check it' },
  '7200034': {
    zh: '免费行程单权益已达上限，需支付邮寄费',
    en: 'Your free itinerary mailings are used up: the mailing fee applies',
  },
  '7200001': {
    zh: '低价提醒已达上限（最多 10 条），请先删除不需要的提醒',
    en: 'You have the most reminders allowed (10); delete one first',
  },
  '7200002': { zh: '提醒信息有误，请检查后重试', en: 'Some details of the reminder are not valid; please check them' },
  '7200003': { zh: '相同的低价提醒已存在', en: 'You have set this reminder already' },
  '7200040': { zh: '申请信息有误，请检查后重试', en: 'Some details of the request are not valid; please check them' },
  '7200041': {
    zh: '航班起飞前 24 小时内不再受理特殊服务申请，请联系客服',
    en: 'Special services are not taken within 24 hours of departure; please contact customer service',
  },
  '7200042': {
    zh: '客票不可用，不能申请特殊服务',
    en: 'This ticket is not usable, so no special service can be asked for',
  },
  '7200043': { zh: '该旅客已申请此服务', en: 'This passenger has asked for this service already' },
  '7200044': {
    zh: '婴儿的特殊服务请由同行成人申请',
    en: 'An infant’s special services are asked for by the adult they travel with',
  },
  '7200045': { zh: '该申请当前不能取消', en: 'This request can no longer be cancelled' },
  '7200046': { zh: '该申请已处理', en: 'This request has been answered already' },
  '7200060': {
    zh: '该航班按计划运行：免费改期仅适用于延误、取消或备降的航班',
    en: 'This flight is running as planned: a free change is only for a flight that is delayed, cancelled or diverted',
  },
  '7200061': {
    zh: '延误航班已起飞，不能再免费改期',
    en: 'The delayed flight has already left, so it can no longer be changed free of charge',
  },
  '7200062': {
    zh: '免费改期只能改到原航班当天及之后 7 天内的同航线航班',
    en: 'A free change is to a flight on the same route on the original date or within the 7 days after it',
  },
  '7200063': {
    zh: '所选航班不运行，请选择其他航班',
    en: 'The flight you chose is not operating; please choose another',
  },
};

export function messageOf(code: ResultCode, language: UpstreamLanguage): string {
  return language === 'en_US' ? MESSAGES[code].en : MESSAGES[code].zh;
}
