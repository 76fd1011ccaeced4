import type { CmsSeed } from './cms-seed';

/**
 * The seat tips of the seat step (spec §7 getContentByCode typeCode seat_tips; decision 22), one item per
 * language: exit rows, infants, children, changes and prices, as airline-api applies them (decision 22).
 */
export const SEAT_TIPS_TYPE_CODE = 'seat_tips';

const ZH = [
  '<p>座位选择自出票后开放，至航班起飞前1小时截止（与网上值机同时关闭）。国际航班及微信小程序购买的订单请按页面提示办理。</p>',
  '<h3>紧急出口座位</h3><ul><li>紧急出口座位仅限能够协助开启应急出口的成年旅客选择。</li><li>儿童、携带婴儿的旅客不能选择紧急出口座位，也不能选择紧急出口前一排及第一排座位。</li></ul>',
  '<h3>婴儿与儿童</h3><ul><li>同一排同一侧只能有一位携带婴儿的旅客（每侧仅备有一个备用氧气面罩）。</li><li>儿童须与同行成人一起选座，建议相邻就座。</li></ul>',
  '<h3>更换与价格</h3><ul><li>已选座位最多可更换两次；已办理值机或已购买额外占座的旅客不能在线选座。</li><li>座位价格按位置不同：前排80元，紧急出口60元，靠窗或过道30元，中间座位15元；价格以支付页面为准，积分可抵扣（100积分抵1元）。</li></ul>',
].join('');

const EN = [
  '<p>Seats can be chosen from ticketing until 1 hour before departure, when online check-in closes too. International flights and orders bought in our WeChat mini program follow the instructions on the page.</p>',
  '<h3>Exit rows</h3><ul><li>Exit row seats are for adults able to help open the emergency exit.</li><li>Children and passengers travelling with an infant cannot sit in an exit row, in the row in front of one, or in row 1.</li></ul>',
  '<h3>Infants and children</h3><ul><li>Only one passenger with an infant may sit on each side of a row (there is one spare oxygen mask per side).</li><li>Children choose their seats together with the adult they travel with; we suggest sitting side by side.</li></ul>',
  '<h3>Changes and prices</h3><ul><li>A chosen seat can be changed twice. Passengers who have checked in or bought an extra seat cannot choose a seat online.</li><li>Prices depend on the seat: front rows ¥80, exit rows ¥60, window or aisle ¥30, middle ¥15; the payment page shows the final price, and points can pay (100 points = ¥1).</li></ul>',
].join('');

export function seatTipsSeed(): CmsSeed[] {
  const item = (language: CmsSeed['language'], title: string, content: string): CmsSeed => ({
    id: `seat-tips-${language === 'zh_CN' ? 'zh' : 'en'}`,
    categoryTypeCode: SEAT_TIPS_TYPE_CODE,
    language,
    title,
    summary: null,
    content,
    imageUrl: null,
    linkUrl: null,
    daysAgo: 1,
  });
  return [item('zh_CN', '选座须知', ZH), item('en_US', 'About choosing seats', EN)];
}
