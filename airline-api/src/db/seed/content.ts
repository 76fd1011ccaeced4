/** CMS, tips and city-by-IP seed data (deterministic; publish times are relative to the seed day). */
import { addDays } from '../../domain/dates';
import { announcementSeed } from './content-announcements';
import { consignmentNoticeSeed } from './content-consignment-notice';
import { guideSeed } from './content-guides';
import { memberFaqSeed } from './content-member-faq';
import { memberRightsSeed } from './content-member-rights';
import { newsSeed } from './content-news';
import { seatTipsSeed } from './content-seat-tips';
import { selfServiceGuideSeed } from './content-self-service-guides';
import { staticSeed } from './content-static';
import type { CmsLanguage, CmsSeed } from './cms-seed';

export type { CmsSeed } from './cms-seed';

type Lang = CmsLanguage;

const BANNERS: Record<Lang, { title: string; summary: string }[]> = {
  zh_CN: [
    { title: '广州出发 特价机票低至99元', summary: '云雀航空冬季特惠，国内航线单程含税价起，先到先得。' },
    { title: '飞向东南亚 曼谷 新加坡 吉隆坡', summary: '广州直飞东南亚热门城市，每周多班，轻松出境游。' },
    { title: '会员专享 积分当钱花', summary: '注册成为云雀会员，购票累积积分，100积分抵1元。' },
  ],
  en_US: [
    {
      title: 'Fly from Guangzhou from ¥99',
      summary: 'Skylark winter sale: one-way domestic fares including taxes, while seats last.',
    },
    {
      title: 'South-East Asia: Bangkok, Singapore, Kuala Lumpur',
      summary: 'Direct flights from Guangzhou to the favourite cities of the region, several times a week.',
    },
    {
      title: 'Members earn points on every flight',
      summary: 'Join Skylark Members and spend your points: 100 points are worth ¥1.',
    },
  ],
};

// The sale's banner opens the home page's search, which starts from Guangzhou; the South-East Asia one, where
// Guangzhou flies; the members' one, the sign-up.
const BANNER_LINKS = ['/#flight-search', '/flightLine?from=CAN', '/regist'];

const NOTICES: Record<Lang, { title: string; body: string }[]> = {
  zh_CN: [
    {
      title: '关于旅客携带充电宝乘机的重要提示',
      body: '根据民航局规定，旅客不得携带无3C标识、3C标识不清晰或被召回型号的充电宝乘机；充电宝须随身携带，严禁托运，飞行全程禁止使用充电宝为设备充电。',
    },
    {
      title: '关于警惕虚假退改签诈骗信息的提示',
      body: '近期有不法分子冒充航空公司以“航班取消”“退改签理赔”为由实施诈骗。云雀航空不会通过个人账户收取任何费用，请通过官网、官方App或客服热线核实航班信息。',
    },
    {
      title: '关于冬季冰雪天气航班运行的温馨提示',
      body: '冬季北方地区可能出现降雪、冻雨等天气，航班可能因除冰作业或机场关闭而延误或取消。请出行前关注航班动态，预留充足的出行时间。',
    },
    {
      title: '关于广州白云国际机场T3航站楼运行的公告',
      body: '云雀航空在广州白云国际机场的进出港航班在T3航站楼运行。请旅客核对登机牌信息，预留充足时间前往正确的航站楼办理乘机手续。',
    },
    {
      title: '关于调整国内航线燃油附加费的公告',
      body: '自公告之日起出票的国内航线，800公里（含）以下航段燃油附加费为每位旅客10元，800公里以上航段为每位旅客20元。儿童、婴儿按规定减免。',
    },
    {
      title: '关于网上值机服务时间的说明',
      body: '国内航班网上值机于航班起飞前48小时开放，起飞前1小时关闭；同一位旅客在同一航班最多可网上值机3次（取消后再次办理也计入）。携带婴儿、需要特殊服务或乘坐国际航班的旅客请前往机场柜台办理。',
    },
  ],
  en_US: [
    {
      title: 'Important: travelling with power banks',
      body: 'Under CAAC rules, power banks without a 3C mark, with an unclear mark or of a recalled model may not be carried. Power banks must be in your cabin bag, never in checked baggage, and may not be used to charge devices during the flight.',
    },
    {
      title: 'Beware of fake refund and change messages',
      body: 'Fraudsters pretend to be airlines and claim a "cancelled flight" or "refund compensation". Skylark Airlines never collects money through personal accounts. Please check your flight on our website, app or hotline.',
    },
    {
      title: 'Winter weather and flight operations',
      body: 'Snow and freezing rain in northern China may cause delays for de-icing or cancellations when airports close. Please check your flight status before you travel and allow plenty of time.',
    },
    {
      title: 'Skylark flights at Guangzhou Baiyun Terminal 3',
      body: 'All Skylark Airlines departures and arrivals at Guangzhou Baiyun International Airport use Terminal 3. Please check your boarding pass and allow enough time to reach the right terminal.',
    },
    {
      title: 'Domestic fuel surcharge adjustment',
      body: 'For domestic tickets issued from the date of this notice, the fuel surcharge is ¥10 per passenger on sectors up to 800 km and ¥20 on longer sectors. Reductions apply to children and infants.',
    },
    {
      title: 'Online check-in hours',
      body: 'Online check-in for domestic flights opens 48 hours and closes 1 hour before departure; each traveller may check in online at most 3 times on one flight (checking in again after a cancel counts). Passengers with infants, special service needs or on international flights check in at the airport counter.',
    },
  ],
};

export function cmsSeed(): CmsSeed[] {
  const items: CmsSeed[] = [];
  for (const language of ['zh_CN', 'en_US'] as const) {
    const lang = language === 'zh_CN' ? 'zh' : 'en';
    BANNERS[language].forEach((b, i) =>
      items.push({
        id: `banner-${lang}-${i + 1}`,
        categoryTypeCode: 'BANNER',
        language,
        title: b.title,
        summary: b.summary,
        content: null,
        imageUrl: `/images/banner-${i + 1}.svg`,
        // Site paths without the locale: the web puts the reader's language in front.
        linkUrl: BANNER_LINKS[i] ?? null,
        daysAgo: i * 3 + 1,
      }),
    );
    NOTICES[language].forEach((n, i) =>
      items.push({
        id: `notice-${lang}-${i + 1}`,
        categoryTypeCode: 'NOTICE',
        language,
        title: n.title,
        summary: n.body.length > 60 ? `${n.body.slice(0, 58)}…` : n.body,
        content: `<p>${n.body}</p>`,
        imageUrl: null,
        linkUrl: null,
        daysAgo: i * 5 + 2,
      }),
    );
  }
  return [
    ...items,
    ...newsSeed(),
    ...announcementSeed(),
    ...staticSeed(),
    ...guideSeed(),
    ...memberFaqSeed(),
    ...memberRightsSeed(),
    ...seatTipsSeed(),
    ...consignmentNoticeSeed(),
    ...selfServiceGuideSeed(),
  ];
}

/** Tips by departure and arrival code ('*' any, 'INTL' any international sector); priority orders ties. */
export type TipSeed = {
  id: string;
  language: Lang;
  dept: string;
  dest: string;
  priority: number;
  title: string;
  content: string;
  startsOn?: string | null;
  endsOn?: string | null;
};

// prettier-ignore
const TIPS: [string, string, number, [string, string], [string, string]][] = [
  ['*', '*', 1, ['乘机提示', '国内航班请至少提前2小时到达机场，航班起飞前45分钟停止办理乘机手续。'], ['Before you fly', 'For domestic flights arrive at least 2 hours early; check-in closes 45 minutes before departure.']],
  ['*', '*', 0, ['行李提示', '每位旅客可免费携带1件随身行李，托运行李请在购票时选购，网上购买比机场便宜60%。'], ['Baggage', 'Each passenger may carry one piece of cabin baggage free. Buy checked baggage online: it is 60% cheaper than at the airport.']],
  ['*', 'INTL', 5, ['国际出行提示', '国际及地区航班请携带有效护照及签证，至少提前3小时到达机场，在柜台办理乘机手续。'], ['International travel', 'Bring a valid passport and visa for international and regional flights, arrive 3 hours early and check in at the counter.']],
  ['CAN', '*', 3, ['广州白云机场', '云雀航空在广州白云国际机场T3航站楼运行，地铁3号线北延段可直达。'], ['Guangzhou Baiyun', 'Skylark flies from Terminal 3 at Guangzhou Baiyun; Metro Line 3 takes you there.']],
  ['*', 'LXA', 8, ['高原出行提示', '拉萨海拔约3650米，请注意休息、避免剧烈运动，患有心肺疾病的旅客请遵医嘱出行。'], ['High altitude', 'Lhasa lies at about 3,650 m. Rest on arrival and avoid exertion; passengers with heart or lung conditions should ask their doctor.']],
  ['*', 'SYX', 6, ['海南离岛免税', '离开海南时可在机场免税店购物，请留意离岛免税额度及提货方式。'], ['Hainan duty-free', 'Duty-free shopping is available when you leave Hainan; check the allowance and the pick-up rules.']],
  ['*', 'HAK', 6, ['海南离岛免税', '离开海南时可在机场免税店购物，请留意离岛免税额度及提货方式。'], ['Hainan duty-free', 'Duty-free shopping is available when you leave Hainan; check the allowance and the pick-up rules.']],
  ['*', 'HRB', 6, ['冰雪天气提示', '哈尔滨冬季气温可低至零下30摄氏度，请注意防寒保暖并关注除冰造成的航班延误。'], ['Winter in Harbin', 'Winter in Harbin can reach -30 °C. Dress warmly and allow for de-icing delays.']],
  ['*', 'BJS', 4, ['北京两场提示', '北京有首都和大兴两个机场，请核对您的航班起降机场。'], ['Two airports in Beijing', 'Beijing has two airports, Capital (PEK) and Daxing (PKX). Please check which one your flight uses.']],
  ['*', 'SHA', 4, ['上海两场提示', '上海有浦东和虹桥两个机场，请核对您的航班起降机场。'], ['Two airports in Shanghai', 'Shanghai has two airports, Pudong (PVG) and Hongqiao (SHA). Please check which one your flight uses.']],
  ['*', 'CTU', 4, ['成都两场提示', '成都有双流和天府两个机场，两场相距约50公里，请核对您的航班起降机场。'], ['Two airports in Chengdu', 'Chengdu has two airports about 50 km apart, Shuangliu (CTU) and Tianfu (TFU). Please check which one your flight uses.']],
];

/** Tips that hold for flights between two days, as days from the seed day (both included). */
// prettier-ignore
const DATED_TIPS: [string, string, number, [number, number], [string, string], [string, string]][] = [
  ['CAN', '*', 9, [-7, 45], ['白云机场T3安检通道改造', '广州白云国际机场T3航站楼安检通道改造期间，部分通道关闭，请比平时多预留20分钟。'], ['Security works at Baiyun T3', 'Some security lanes at Guangzhou Baiyun Terminal 3 are closed for rebuilding: allow 20 minutes more than usual.']],
  ['*', '*', 7, [60, 75], ['假期出行高峰', '假期高峰期间机场客流量大，请提前3小时到达机场，并提前办理网上值机。'], ['Holiday peak', 'Airports are at their busiest over the holidays: arrive 3 hours early and check in online beforehand.']],
];

export function tipSeed(today: string): TipSeed[] {
  const open = TIPS.map(([dept, dest, priority, zh, en]) => ({ dept, dest, priority, zh, en, dates: null }));
  const dated = DATED_TIPS.map(([dept, dest, priority, [from, to], zh, en]) => ({
    ...{ dept, dest, priority, zh, en },
    dates: { startsOn: addDays(today, from), endsOn: addDays(today, to) },
  }));
  return [...open, ...dated].flatMap(({ dept, dest, priority, zh, en, dates }, i) => [
    { id: `tip-zh-${i + 1}`, language: 'zh_CN' as const, dept, dest, priority, title: zh[0], content: zh[1], ...dates },
    { id: `tip-en-${i + 1}`, language: 'en_US' as const, dept, dest, priority, title: en[0], content: en[1], ...dates },
  ]);
}

export const IP_CITY_SEED: { cidr: string; cityType: 'CITY' | 'AREA'; cityCode: string }[] = [
  { cidr: '1.2.3.0/24', cityType: 'AREA', cityCode: 'SHA' },
  { cidr: '58.60.0.0/16', cityType: 'CITY', cityCode: 'SZX' },
  { cidr: '203.0.113.0/24', cityType: 'AREA', cityCode: 'BJS' },
  { cidr: '113.108.0.0/16', cityType: 'CITY', cityCode: 'CAN' },
  { cidr: '61.139.0.0/16', cityType: 'AREA', cityCode: 'CTU' },
  { cidr: '198.51.100.0/24', cityType: 'CITY', cityCode: 'HKG' },
  { cidr: '192.0.2.0/24', cityType: 'CITY', cityCode: 'KMG' },
];
