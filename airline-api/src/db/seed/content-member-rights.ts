import { MEMBER_RIGHTS_CATEGORY } from '@/lib/contract';
import type { CmsSeed } from './cms-seed';

/**
 * The rights explanation (spec §2 /member/account/rights, §7 cms content query; decision 65): one item per level in
 * each language, `summary` the level's code. Published a day apart, the first level newest, so the CMS's newest-first
 * list reads from the first level up.
 */

type Level = [code: string, zhName: string, zhRights: string[], enName: string, enRights: string[]];

// prettier-ignore
const LEVELS: Level[] = [
  ['NORMAL', '普通会员', ['购票可用积分抵扣，100积分抵1元', '每日签到获得成长值', '乘机按票价累积积分'], 'Member', ['Pay part of a fare with points: 100 points take ¥1 off', 'Growth value for each daily sign-in', 'Points on every flight, by its fare']],
  ['SILVER', '银卡会员', ['享受普通会员全部权益', '每年2张行李额度券', '生日当月专属优惠券'], 'Silver', ['Everything members have', 'Two extra-baggage coupons a year', 'A birthday coupon in your birthday month']],
  ['GOLD', '金卡会员', ['享受银卡会员全部权益', '优先值机与优先登机', '免费选择普通座位'], 'Gold', ['Everything Silver members have', 'Priority check-in and boarding', 'Standard seats chosen free of charge']],
  ['PLATINUM', '白金卡会员', ['享受金卡会员全部权益', '额外20公斤免费行李额', '专属客服热线'], 'Platinum', ['Everything Gold members have', 'An extra 20 KG of free baggage', 'A customer service line of your own']],
];

const list = (items: string[]) => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;

export function memberRightsSeed(): CmsSeed[] {
  return LEVELS.flatMap(([code, zhName, zhRights, enName, enRights], i) => {
    const common = { categoryTypeCode: MEMBER_RIGHTS_CATEGORY, imageUrl: null, linkUrl: null, daysAgo: i + 1 };
    return [
      {
        ...common,
        id: `rights-zh-${code}`,
        language: 'zh_CN' as const,
        title: zhName,
        summary: code,
        content: list(zhRights),
      },
      {
        ...common,
        id: `rights-en-${code}`,
        language: 'en_US' as const,
        title: enName,
        summary: code,
        content: list(enRights),
      },
    ];
  });
}
