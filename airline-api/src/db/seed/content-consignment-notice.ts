import { checkedBagSentence } from '@/lib/domain/baggage-allowance';
import type { CmsSeed } from './cms-seed';

/**
 * The consignment notice of the baggage page (/ancillary/consignment, decision 28; spec §7 getContentByCode typeCode
 * consignment_notice), one item per language: what the bands cover, the free allowance, the limit and the windows,
 * as airline-api applies them (decision 28).
 */
export const CONSIGNMENT_NOTICE_TYPE_CODE = 'consignment_notice';

const ZH = [
  '<p>在线购买的托运行李额比机场柜台便宜60%，按航段、按旅客购买，购买后在值机柜台交运即可。</p>',
  '<h3>免费行李额与上限</h3><ul><li>标准和灵活票价含20公斤免费托运行李额，基础票价不含。</li><li>每位旅客每个航段的免费行李额与已购行李额合计不超过50公斤；达到上限后不能继续购买，超出部分请在机场按逾重行李办理。</li></ul>',
  '<h3>购买时间</h3><ul><li>行李额最晚于航班起飞前2小时购买，起飞前2小时内请到机场柜台办理。</li><li>已登机的旅客不能购买行李额、餐食或保险；婴儿不单独购买行李额。</li></ul>',
  `<h3>交运须知</h3><ul><li>${checkedBagSentence('zh')}。</li><li>锂电池、充电宝、打火机等不得托运，请随身携带并遵守民航相关规定。</li></ul>`,
].join('');

const EN = [
  '<p>Checked baggage bought online costs 60% less than at the airport counter. It is bought per flight and per passenger; drop the bags at the check-in counter.</p>',
  '<h3>Free allowance and limit</h3><ul><li>Standard and Flex fares include 20 kg of free checked baggage; Basic fares include none.</li><li>Free and bought baggage together may reach 50 kg per passenger per flight. Beyond that the limit is reached: the airport handles the excess.</li></ul>',
  '<h3>When to buy</h3><ul><li>Baggage can be bought until 2 hours before departure; within 2 hours, go to the airport counter.</li><li>Passengers on board cannot buy baggage, meals or insurance; infants have no baggage of their own.</li></ul>',
  `<h3>Before you check in</h3><ul><li>${checkedBagSentence('en')}.</li><li>Lithium batteries, power banks and lighters must not be checked in: carry them with you as aviation rules say.</li></ul>`,
].join('');

export function consignmentNoticeSeed(): CmsSeed[] {
  const item = (language: CmsSeed['language'], title: string, content: string): CmsSeed => ({
    id: `consignment-notice-${language === 'zh_CN' ? 'zh' : 'en'}`,
    categoryTypeCode: CONSIGNMENT_NOTICE_TYPE_CODE,
    language,
    title,
    summary: null,
    content,
    imageUrl: null,
    linkUrl: null,
    daysAgo: 1,
  });
  return [item('zh_CN', '托运须知', ZH), item('en_US', 'About checked baggage', EN)];
}
