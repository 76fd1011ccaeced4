import { SELF_SERVICE_GUIDE_CATEGORY } from '@/lib/contract';
import type { CmsSeed } from './cms-seed';
import { body } from './content-news';

/**
 * The self-service hall's guides (decision 31; spec §2 /ancillary/guide, /ancillary/guideArticle/{id}):
 * one article per service in both languages, ids `guide-zh-<key>` / `guide-en-<key>` (the same key in both). They say
 * what airline-api applies (decisions 22-28 and 31): the windows, the limits and where each service is bought. Links
 * carry their locale, as the member FAQ's do. Published a day apart in this order, so the newest-first list reads
 * from the first guide down.
 */

type Guide = [key: string, zhTitle: string, zh: string[], enTitle: string, en: string[]];

const HALL_ZH = '<a href="/zh-CN/ancillary/selfService">自助服务大厅</a>';
const HALL_EN = '<a href="/en-US/ancillary/selfService">self-service hall</a>';

// prettier-ignore
const GUIDES: Guide[] = [
  ['baggage', '如何购买托运行李额', [
    `在${HALL_ZH}输入订单号或票号、乘机人姓名和联系手机号找到行程，点击旅客航段下的“托运行李”即可购买。会员登录后可直接选择自己的订单。`,
    '<h2>价格与额度</h2><ul><li>在线购买的行李额比机场柜台便宜60%，按旅客、按航段购买。</li><li>标准和灵活票价含20公斤免费托运行李额，基础票价不含。</li><li>每位旅客每个航段的免费与已购行李额合计不超过50公斤，达到上限后页面会显示“已达上限”。</li></ul>',
    '<h2>购买时间</h2><ul><li>最晚于航班起飞前2小时购买；起飞前2小时内请到机场柜台办理。</li><li>已值机的旅客仍可购买行李额；已登机的旅客不能购买。</li><li>婴儿不单独享有行李额。</li></ul>',
  ], 'How to add checked baggage', [
    `Find your trip in the ${HALL_EN} with the order or ticket number, a passenger's name and the contact phone, then choose Checked baggage under the passenger and flight. Members who are logged in pick their own order.`,
    '<h2>Price and allowance</h2><ul><li>Baggage bought online costs 60% less than at the airport counter; it is bought per passenger and per flight.</li><li>Standard and Flex fares include 20 kg of free checked baggage; Basic fares include none.</li><li>Free and bought baggage together may reach 50 kg per passenger per flight; after that the hall says the limit is reached.</li></ul>',
    '<h2>When to buy</h2><ul><li>Until 2 hours before departure; within 2 hours, go to the airport counter.</li><li>A passenger who has checked in may still add baggage; a passenger on board may not.</li><li>Infants have no baggage allowance of their own.</li></ul>',
  ]],
  ['meals', '如何预订机上餐食', [
    `在${HALL_ZH}找到行程后选择“机上餐食”，即可为每位旅客每个航段预订一份餐食。`,
    '<ul><li>餐食可预订至网上值机关闭，即航班起飞前1小时。</li><li>每位旅客每个航段限订一份；已预订的旅客会显示“已购买”。</li><li>部分短途航班不提供餐食，页面会显示“本航班不供餐”。</li><li>婴儿不单独预订餐食；已登机的旅客不能预订。</li></ul>',
  ], 'How to pre-order a meal', [
    `Find your trip in the ${HALL_EN} and choose Meals: one meal per passenger per flight.`,
    '<ul><li>Meals can be ordered until online check-in closes, 1 hour before departure.</li><li>One meal per passenger per flight; a passenger who has one shows "bought already".</li><li>Some short flights serve no meals: the hall says so.</li><li>Infants have no meal of their own; passengers on board cannot order.</li></ul>',
  ]],
  ['seats', '如何在线选座', [
    `机票出票后，可在${HALL_ZH}或订单页面选择“选座”，为本人及同行旅客挑选座位并在线支付座位费用。`,
    '<h2>选座规则</h2><ul><li>在线选座开放至航班起飞前1小时（网上值机关闭时）。</li><li>国际及地区航班不支持在线选座，请到机场柜台办理；通过微信小程序购买的订单请在小程序内选座。</li><li>每位旅客的座位最多可更换两次。</li><li>已值机的旅客不能再购买座位；已购买额外占座的旅客不能在线选座。</li><li>婴儿不单独占座。</li></ul>',
    '<p>航班起飞前48小时开放网上值机后，可在值机时免费选择剩余的普通座位。</p>',
  ], 'How to choose a seat online', [
    `Once your ticket is issued, choose Seat in the ${HALL_EN} or on the order page to pick seats for yourself and your companions and pay for them online.`,
    '<h2>Seat rules</h2><ul><li>Seats can be chosen until online check-in closes, 1 hour before departure.</li><li>International and regional flights have no online seat selection: ask at the airport counter. Orders bought in the WeChat mini program choose their seats there.</li><li>A passenger\'s seat can be changed twice.</li><li>A passenger who has checked in cannot buy a seat; an extra occupied seat blocks seat selection.</li><li>Infants have no seat of their own.</li></ul>',
    '<p>When online check-in opens 48 hours before departure, the remaining standard seats can be chosen free as you check in.</p>',
  ]],
  ['wheelchair', '如何申请轮椅服务', [
    `行动不便的旅客可在${HALL_ZH}选择“轮椅服务”提出申请。申请结果将以短信通知。`,
    '<h2>填写内容</h2><ul><li>需要服务的旅客和轮椅类型（包括地面轮椅、登机轮椅和机上轮椅）。</li><li>陪同人姓名和手机号。</li><li>到达机场是否也需要轮椅。</li></ul>',
    '<h2>时间与注意事项</h2><ul><li>请最晚于航班起飞前1小时（网上值机关闭前）提交申请，之后请联系机场柜台。</li><li>需要轮椅服务的旅客请到机场柜台办理值机，并至少提前2小时到达机场。</li><li>如需其他协助，可在会员中心“资料下载”获取《特殊旅客服务申请表》。</li></ul>',
  ], 'How to ask for a wheelchair', [
    `Passengers with reduced mobility ask for a wheelchair in the ${HALL_EN} under Wheelchair. We send the result by SMS.`,
    '<h2>What we ask</h2><ul><li>The passenger and the type of wheelchair (a ground wheelchair, one to the aircraft door, or one in the cabin).</li><li>A companion\'s name and mobile number.</li><li>Whether a wheelchair is needed at arrival too.</li></ul>',
    '<h2>When, and before you fly</h2><ul><li>Ask at least 1 hour before departure (before online check-in closes); after that, ask at the airport counter.</li><li>Passengers with a wheelchair check in at the counter: arrive at least 2 hours early.</li><li>For other help, the Special passenger service application form is under Document download in the member centre.</li></ul>',
  ]],
  ['specialBaggage', '乐器、高尔夫球具、自行车等特殊行李', [
    `乐器、高尔夫球具、自行车、运动器材等特殊行李需提前申请。在${HALL_ZH}选择“特殊行李”，填写类型、长宽高和用途说明。`,
    '<ul><li>长、宽、高均填写整数厘米，每边小于150厘米；单边超过1米的物品按超大行李处理。</li><li>请于航班起飞前1小时前提交申请，之后请到机场柜台办理。</li><li>特殊行李计入托运行李额度；婴儿不单独申请。</li></ul>',
  ], 'Instruments, golf clubs, bicycles and other special baggage', [
    `Musical instruments, golf clubs, bicycles and other sports equipment are requested in advance: choose Special baggage in the ${HALL_EN} and give the type, the length, width and height, and what it is for.`,
    '<ul><li>Give each dimension in whole centimetres, each under 150 cm; an item over 1 m on one side travels as oversize baggage.</li><li>Ask at least 1 hour before departure; after that, at the airport counter.</li><li>Special baggage counts towards the checked allowance; infants have none of their own.</li></ul>',
  ]],
  ['delays', '航班延误或取消怎么办', [
    '航班预计延误30分钟以上时，我们会向订票时留存的手机号发送短信。您也可以在<a href="/zh-CN/flightDynamics">航班动态</a>页面随时查询。',
    `<h2>可以办理的服务</h2><ul><li>航班延误、取消或备降时，${HALL_ZH}会为该航班显示“航班不正常服务”，可免费改期或申请非自愿退票。</li><li>非自愿退票不收取手续费；退款按原支付方式退回。</li><li>已值机的旅客请先取消值机再办理改期或退票。</li></ul>`,
    '<h2>在机场</h2><ul><li>请保留登机牌，并关注机场广播和短信通知。</li><li>如因天气等原因长时间延误，请听从工作人员安排。</li></ul>',
  ], 'What to do when your flight is delayed or cancelled', [
    'If your flight is expected to be more than 30 minutes late, we send an SMS to the phone number on your booking. You can follow your flight on the <a href="/en-US/flightDynamics">Flight status</a> page at any time.',
    `<h2>What you can do</h2><ul><li>When a flight is delayed, cancelled or diverted, the ${HALL_EN} shows Irregular flights for it: change the date free or ask for an involuntary refund.</li><li>An involuntary refund has no fee; the money returns the way you paid.</li><li>If you have checked in, cancel the check-in first.</li></ul>`,
    '<h2>At the airport</h2><ul><li>Keep your boarding pass and follow the announcements and our messages.</li><li>In long weather delays, please follow the staff\'s instructions.</li></ul>',
  ]],
  ['insurance', '航空保险与理赔账户', [
    `购票后仍可在${HALL_ZH}选择“航空保险”为旅客加购，保险可购买至航班起飞。`,
    '<ul><li>每种保险产品每位旅客每个航段限购一份；婴儿也可以购买保险。</li><li>购买时需填写理赔账户：省份、开户银行和16至19位银行卡号，卡号会经过校验。</li><li>已登机的旅客不能再购买保险。</li></ul>',
  ], 'Travel insurance and the claim account', [
    `After booking you can still add insurance in the ${HALL_EN} under Insurance, until departure.`,
    '<ul><li>Each product is bought once per passenger per flight; infants may be insured too.</li><li>You give the claim account as you buy: the province, the bank and a card number of 16 to 19 digits, which is checked.</li><li>Passengers on board cannot buy insurance.</li></ul>',
  ]],
  ['priority', '优先登机', [
    `在${HALL_ZH}选择“优先登机”，即可在登机口优先排队登机。`,
    '<ul><li>可购买至网上值机关闭，即航班起飞前1小时。</li><li>请在值机前购买：值机后登机牌已印有登机顺序，不能再购买。</li><li>每位旅客每个航段限购一次；婴儿随同行成人登机。</li></ul>',
  ], 'Priority boarding', [
    `Choose Priority boarding in the ${HALL_EN} to board first at the gate.`,
    '<ul><li>On sale until online check-in closes, 1 hour before departure.</li><li>Buy it before you check in: the boarding pass then carries your boarding group, and it can no longer be bought.</li><li>Once per passenger per flight; infants board with their adult.</li></ul>',
  ]],
  ['changes', '改期、退票与更正姓名', [
    `在${HALL_ZH}或订单页面可办理改期、退票和更正姓名或证件。通过其他渠道购买的机票，请在原购票渠道办理。`,
    '<h2>改期与退票</h2><ul><li>手续费按距起飞时间收取，详见<a href="/zh-CN/static/refundRules">退改签规则</a>；起飞前4小时内不能改期。</li><li>基础票价不可改期。</li><li>已值机的旅客请先取消值机。</li><li>儿童和婴儿须与同行成人一起改期或退票。</li></ul>',
    '<h2>更正姓名或证件</h2><ul><li>每位旅客可免费更正一次，每次只能更正姓名或证件中的一项，票号不变。</li><li>已值机、已出行或基础票价的旅客不能在线更正。</li></ul>',
  ], 'Changes, refunds and name corrections', [
    `Change the date, ask for a refund, or correct a name or document in the ${HALL_EN} or on the order page. Tickets bought through another channel are changed and refunded there.`,
    '<h2>Changes and refunds</h2><ul><li>The fee depends on the time before departure: see the <a href="/en-US/static/refundRules">refund and change rules</a>. No changes within 4 hours of departure.</li><li>Basic fares cannot be changed.</li><li>If you have checked in, cancel the check-in first.</li><li>Children and infants change or refund together with their adult.</li></ul>',
    '<h2>Correcting a name or document</h2><ul><li>Each passenger may correct one thing once, free: the name or the document, and the ticket keeps its number.</li><li>Passengers who have checked in or flown, or on a Basic fare, cannot correct online.</li></ul>',
  ]],
  ['children', '为订单添加儿童或婴儿', [
    `已购票的成人可在${HALL_ZH}选择“添加儿童”或“添加婴儿”，为同一行程增加同行的儿童或婴儿。`,
    '<ul><li>同行成人须年满18周岁，且尚未值机。</li><li>每位成人最多携带2名儿童，或1名儿童和1名婴儿；一个订单最多9位旅客。</li><li>婴儿须出生满14天且未满2周岁，儿童为2至12周岁。</li><li>航班停止销售后不能再添加。</li></ul>',
  ], 'Adding a child or an infant to your booking', [
    `An adult with a ticket can add a child or an infant to the same trip in the ${HALL_EN} under Add a child or Add an infant.`,
    '<ul><li>The adult must be 18 or over and not checked in yet.</li><li>One adult may take at most 2 children, or 1 child and 1 infant; a booking holds at most 9 passengers.</li><li>Infants are from 14 days to under 2 years old, children from 2 to under 12.</li><li>Once the flight\'s sales close, nobody can be added.</li></ul>',
  ]],
];

export function selfServiceGuideSeed(): CmsSeed[] {
  return GUIDES.flatMap(([key, zhTitle, zh, enTitle, en], i) => {
    const common = { categoryTypeCode: SELF_SERVICE_GUIDE_CATEGORY, imageUrl: null, linkUrl: null, daysAgo: i + 1 };
    return [
      { ...common, id: `guide-zh-${key}`, language: 'zh_CN' as const, title: zhTitle, ...body(zh) },
      { ...common, id: `guide-en-${key}`, language: 'en_US' as const, title: enTitle, ...body(en) },
    ];
  });
}
