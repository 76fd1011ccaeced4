import type { ResultCode } from '@/lib/contract';
import type { Words } from './error-messages-general';

/** The words of the codes of an order's seats, changes, refunds and services (7000000 and up): data only. */
export const ORDER_MESSAGES: Record<Extract<ResultCode, `7${string}`>, Words> = {
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
  '7000031': {
    zh: '该旅客已付款的座位正在确认中，请稍后再选',
    en: 'A seat already paid for this passenger is being confirmed; please try again in a moment',
  },
  '7000033': {
    zh: '该航班已取消，不再出售座位和附加服务，您可免费改期或全额退票',
    en: 'This flight is cancelled, so seats and add-ons are no longer sold for it; you can change it free of charge or get a full refund',
  },
  '7000032': {
    zh: '该航班已取消，无法办理值机，您可免费改期或全额退票',
    en: 'This flight is cancelled, so nobody checks in for it; you can change it free of charge or get a full refund',
  },
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
    en: 'Baggage limit reached: free and bought baggage may total at most 50 kg',
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
  '7350001': { zh: '今日已签到，请明天再来', en: 'You have signed in today already; come back tomorrow' },
  '7350002': {
    zh: '每天只能申请一次积分补登，请明天再试',
    en: 'Points supplements can be applied for once a day; please try again tomorrow',
  },
  '7350003': { zh: '补登信息有误，请检查后重新提交', en: 'The supplement details are not correct; please check them' },
  '7350004': {
    zh: '该客票的积分已入账或正在审核',
    en: 'This ticket’s points have been credited already or are under review',
  },
};
