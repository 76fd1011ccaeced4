import type { CmsSeed } from './cms-seed';

/** One article in both languages: [zh title, zh paragraphs, en title, en paragraphs]. */
export type Bilingual = [string, string[], string, string[]];

// prettier-ignore
export const NEWS: Bilingual[] = [
  ['云雀航空开通广州至清迈直飞航线', ['云雀航空广州—清迈直飞航线正式开通，每周二、四、六执行，采用空客A320机型。', '清迈是泰国北部的文化古城，新航线为华南旅客前往泰北提供了更便捷的选择。开航首月单程含税价199元起。'], 'Skylark launches Guangzhou–Chiang Mai flights', ['Skylark Airlines now flies direct from Guangzhou to Chiang Mai on Tuesdays, Thursdays and Saturdays with an Airbus A320.', 'Chiang Mai, the old cultural capital of northern Thailand, is now an easy trip from South China. Launch fares start at ¥199 one way including taxes.']],
  ['云雀航空第30架空客A321neo飞机入列', ['本周，云雀航空第30架空客A321neo飞机从天津总装线交付，并于当日执飞广州—成都航线。', '新飞机配备236个经济舱座位，较上一代机型每座油耗降低约15%，客舱噪音更低，座椅间距更舒适。'], 'Skylark welcomes its 30th Airbus A321neo', ['Skylark Airlines took delivery of its 30th Airbus A321neo from the Tianjin final assembly line this week; it flew its first service to Chengdu the same day.', 'The aircraft seats 236 passengers and burns about 15% less fuel per seat than the previous generation, with a quieter cabin and more legroom.']],
  ['冬春航季航班计划发布 新增12条航线', ['云雀航空冬春航季航班计划正式发布，计划新开12条国内及国际航线，每周执行航班超过2800班。', '新航季重点加密广州、深圳、成都往返东南亚的航班，并新开杭州—清迈、南京—曼谷等航线。'], 'Winter–spring schedule adds 12 routes', ['The Skylark winter–spring schedule is out: 12 new domestic and international routes and more than 2,800 flights a week.', 'The season adds frequencies from Guangzhou, Shenzhen and Chengdu to South-East Asia and opens Hangzhou–Chiang Mai and Nanjing–Bangkok.']],
  ['云雀航空荣获“年度最佳低成本航空公司”称号', ['在第十届中国民航服务质量评选中，云雀航空获评“年度最佳低成本航空公司”。', '评选综合了航班正常率、旅客投诉率和线上服务体验等指标。云雀航空全年航班正常率达到88.6%。'], 'Skylark named Low-Cost Airline of the Year', ['Skylark Airlines was named Low-Cost Airline of the Year at the tenth China civil aviation service quality awards.', 'The judges looked at on-time performance, complaint rates and the online experience. Skylark ran 88.6% of its flights on time last year.']],
  ['官网及App上线自助选座新功能', ['即日起，旅客可在云雀航空官网和App为本人及同行旅客选择座位，并支持查看座位图及付费座位价格。', '网上值机开放后，旅客还可在值机时免费选择剩余普通座位。'], 'Choose your seat online on our website and app', ['You can now choose seats for yourself and your travel companions on the Skylark website and app, with a live seat map and the price of paid seats.', 'Once online check-in opens, the remaining standard seats can be chosen free of charge.']],
  ['云雀航空与广州白云机场签署战略合作协议', ['云雀航空与广州白云国际机场签署战略合作协议，双方将在T3航站楼值机效率、中转服务和数字化出行等方面深化合作。', '明年起，云雀航空旅客将可在T3航站楼使用自助行李托运设备。'], 'Skylark and Guangzhou Baiyun Airport sign a partnership', ['Skylark Airlines and Guangzhou Baiyun International Airport signed a strategic partnership covering check-in at Terminal 3, transfers and digital travel.', 'From next year, Skylark passengers will be able to use self bag-drop machines at Terminal 3.']],
  ['“云雀会员日”每月18日准时开启', ['每月18日为云雀会员日，会员当天购票可享额外积分奖励，并有机会抽取免费机票。', '会员日活动仅限官网及App渠道，活动规则以页面公示为准。'], 'Skylark Member Day on the 18th of every month', ['The 18th of every month is Skylark Member Day: members earn bonus points on tickets bought that day and can win free flights.', 'Member Day offers are available on our website and app only; see the offer page for the rules.']],
  ['云雀航空启用新一代客舱服务标准', ['云雀航空全面启用新一代客舱服务标准，优化餐食预订、客舱广播和特殊旅客服务流程。', '旅客可在购票或航班起飞前24小时通过官网预订机上餐食。'], 'New cabin service standards across the fleet', ['Skylark Airlines introduced new cabin service standards covering meal pre-orders, announcements and assistance for passengers with special needs.', 'Meals can be pre-ordered on our website when you book or up to 24 hours before departure.']],
  ['深圳至吉隆坡航线每日执飞', ['自本月起，云雀航空深圳—吉隆坡航线由每周4班加密至每日1班，方便商务及旅游旅客出行。', '航班上午从深圳出发，当地时间下午抵达吉隆坡国际机场。'], 'Shenzhen–Kuala Lumpur goes daily', ['From this month Skylark flies between Shenzhen and Kuala Lumpur every day instead of four times a week.', 'The morning departure from Shenzhen arrives at Kuala Lumpur International Airport in the afternoon, local time.']],
  ['云雀航空推出“学生特惠”产品', ['年满12周岁的在校学生完成学生身份认证后，可购买云雀航空学生特惠机票，并享受额外10公斤免费托运行李额度。', '学生身份认证可在会员中心“特殊旅客认证”中提交。'], 'Student fares with extra baggage', ['Students aged 12 or over can buy Skylark student fares after verifying their student status, with an extra 10 kg of free checked baggage.', 'Submit your student certificate under Special passenger verification in the member centre.']],
  ['成都天府机场新增三条国际航线', ['云雀航空在成都天府国际机场新开至普吉、大阪和台北的国际及地区航线。', '天府机场航班在T1航站楼运行，旅客可乘坐地铁18号线前往机场。'], 'Three new international routes from Chengdu Tianfu', ['Skylark Airlines opens flights from Chengdu Tianfu International Airport to Phuket, Osaka and Taipei.', 'Tianfu flights use Terminal 1, served by Metro Line 18.']],
  ['云雀航空完成首次可持续航空燃料商业飞行', ['云雀航空执飞的广州—上海浦东航班使用掺混可持续航空燃料（SAF），这是公司首次开展SAF商业飞行。', '与传统航油相比，本次航班全生命周期二氧化碳排放减少约2.5吨。'], 'First commercial flight on sustainable aviation fuel', ['A Skylark flight from Guangzhou to Shanghai Pudong flew on a blend of sustainable aviation fuel, the airline\'s first commercial SAF flight.', 'Over its life cycle the fuel saved about 2.5 tonnes of carbon dioxide compared with conventional jet fuel.']],
  ['春运期间新增临时航班1200班', ['为满足春运出行需求，云雀航空计划在春运期间新增临时航班1200班，重点保障广州、深圳往返西南及华东地区的返乡客流。', '临时航班已在官网开放销售。'], '1,200 extra flights for the Spring Festival', ['Skylark Airlines adds 1,200 extra flights for the Spring Festival travel season, mainly between Guangzhou, Shenzhen and the south-west and east of China.', 'The extra flights are on sale now on our website.']],
  ['云雀航空App全新改版上线', ['全新版本的云雀航空App上线，首页支持一键查询低价日历，行程卡片实时显示登机口和行李转盘信息。', '旅客还可在App中办理值机、购买行李额和申请电子行程单。'], 'A new Skylark app', ['The new Skylark app shows the low-fare calendar on its first screen and live gate and baggage belt details on your trip card.', 'You can also check in, add baggage and request an electronic itinerary in the app.']],
  ['云雀航空开展“安全飞行日”主题活动', ['在“安全飞行日”当天，云雀航空组织全体员工开展安全知识竞赛、应急演练和安全隐患排查。', '公司连续八年保持安全飞行零事故记录。'], 'Skylark holds its Safety Day', ['On Safety Day all Skylark staff took part in safety quizzes, emergency drills and hazard reviews.', 'The airline has now flown eight consecutive years without an accident.']],
  ['旅客可在线申请电子发票', ['云雀航空已全面推行电子发票，旅客在航班起飞后可通过官网“电子发票”页面申请，3个工作日内发送至指定邮箱。', '电子发票与纸质发票具有同等法律效力。'], 'Request electronic invoices online', ['Skylark Airlines now issues electronic invoices. After your flight, request one on our website and it reaches your e-mail within 3 working days.', 'An electronic invoice has the same legal standing as a paper one.']],
  ['昆明至万象航线复航', ['云雀航空昆明—万象航线恢复运营，每周一、三、五执行。', '旅客可在官网购买含10公斤托运行李的套餐产品。'], 'Kunming–Vientiane flights are back', ['Skylark Airlines resumes flights between Kunming and Vientiane on Mondays, Wednesdays and Fridays.', 'Bundles with 10 kg of checked baggage are available on our website.']],
  ['云雀航空举办第五届乘务员技能大赛', ['来自各基地的48名乘务员参加了技能大赛，比赛涵盖客舱服务、应急处置和双语广播。', '获奖乘务员将担任新入职乘务员的带飞教员。'], 'Fifth cabin crew skills contest', ['Forty-eight cabin crew from all bases competed in service, emergency handling and bilingual announcements.', 'The winners will mentor newly hired crew on their first flights.']],
  ['“航班延误早知道”服务上线', ['旅客购票时留存的手机号将在航班预计延误30分钟以上时收到短信提醒，并附带改签和退票指引。', '旅客也可在官网“航班动态”页面实时查询航班状态。'], 'Early delay alerts by SMS', ['If your flight is expected to be more than 30 minutes late, we send an SMS to the phone number on your booking with change and refund options.', 'You can also follow your flight on the Flight status page.']],
  ['广州至新加坡航线加密至每日两班', ['为满足旺季需求，云雀航空广州—新加坡航线加密至每日两班，早班和晚班可供选择。', '往返程组合购买可享返现优惠。'], 'Guangzhou–Singapore twice a day', ['For the busy season Skylark now flies between Guangzhou and Singapore twice daily, morning and evening.', 'Round trips bought together earn cashback.']],
  ['云雀航空发布年度社会责任报告', ['报告显示，云雀航空全年运送旅客2160万人次，开展公益包机12次，资助乡村学校图书室30间。', '公司单位客公里碳排放同比下降4.1%。'], 'Annual social responsibility report', ['Skylark Airlines carried 21.6 million passengers last year, flew 12 charity charters and funded 30 village school libraries.', 'Carbon emissions per passenger-kilometre fell by 4.1% year on year.']],
  ['青岛基地正式投入运营', ['云雀航空青岛基地正式投入运营，首批过夜运力2架，开通青岛至广州、成都、昆明等航线。', '青岛胶东国际机场为基地运营提供了专属值机柜台。'], 'Qingdao base opens', ['The Skylark base in Qingdao opened with two aircraft based overnight and flights to Guangzhou, Chengdu, Kunming and more.', 'Qingdao Jiaodong International Airport provides dedicated check-in counters for the base.']],
  ['云雀航空支持旅客携带宠物托运', ['云雀航空部分国内航线开放小动物托运服务，旅客需在航班起飞前48小时联系客服预约。', '每个航班限运2只，须提供动物检疫合格证明。'], 'Pets can now travel as checked baggage', ['Small pets may now travel as checked baggage on selected domestic routes. Book with customer service at least 48 hours before departure.', 'Two animals per flight at most; a veterinary health certificate is required.']],
  ['海南航线推出“离岛免税”套餐', ['前往海口、三亚的旅客可购买含20公斤托运行李的“离岛免税”套餐，方便携带免税商品返程。', '套餐在官网及App同步销售。'], 'Hainan duty-free bundle', ['Passengers to Haikou and Sanya can buy a duty-free bundle with 20 kg of checked baggage for the way home.', 'The bundle is on sale on our website and app.']],
  ['云雀航空完成年度应急救援综合演练', ['云雀航空联合广州白云机场开展年度应急救援综合演练，模拟飞机起落架故障后的旅客紧急撤离。', '演练共有320人参加，从发出警报到全部旅客撤离用时87秒。'], 'Annual emergency exercise completed', ['Skylark Airlines and Guangzhou Baiyun Airport held their annual emergency exercise, evacuating an aircraft after a simulated landing gear failure.', 'Some 320 people took part; everyone was off the aircraft 87 seconds after the alarm.']],
  ['暑运期间航班正常率达到91%', ['暑运期间，云雀航空共执行航班3.6万班，运送旅客560万人次，航班正常率达到91%，位居国内航司前列。', '公司将继续优化航班计划，提升旅客出行体验。'], '91% on time over the summer', ['Over the summer Skylark Airlines operated 36,000 flights for 5.6 million passengers, with 91% of flights on time, among the best in China.', 'We keep refining the schedule to make your trip smoother.']],
  ['云雀航空推出季票产品', ['云雀航空推出“季票”系列产品，旅客一次购买即可在有效期内多次兑换指定航线机票。', '季票产品可在官网“特色产品”频道购买。'], 'Season tickets are here', ['Skylark season tickets let you buy once and exchange for tickets on chosen routes several times during the validity period.', 'Find them under Special products on our website.']],
  ['上海浦东至济州航线开通', ['云雀航空上海浦东—济州航线开通，每周三班。持中国护照的旅客可免签入境济州岛停留30天。', '航班在浦东机场T2航站楼运行。'], 'Shanghai Pudong–Jeju opens', ['Skylark Airlines now flies between Shanghai Pudong and Jeju three times a week. Chinese passport holders may visit Jeju visa-free for 30 days.', 'Flights use Terminal 2 at Pudong.']],
];

export function newsSeed(): CmsSeed[] {
  return bilingualSeed('NEWS', 'news', NEWS, (i) => i * 3 + 1);
}

export function bilingualSeed(
  categoryTypeCode: string,
  prefix: string,
  items: Bilingual[],
  daysAgo: (i: number) => number,
): CmsSeed[] {
  return items.flatMap(([zhTitle, zhBody, enTitle, enBody], i) => {
    const key = String(i + 1);
    const common = { categoryTypeCode, imageUrl: null, linkUrl: null, daysAgo: daysAgo(i) };
    return [
      { ...common, id: `${prefix}-zh-${key}`, language: 'zh_CN' as const, title: zhTitle, ...body(zhBody) },
      { ...common, id: `${prefix}-en-${key}`, language: 'en_US' as const, title: enTitle, ...body(enBody) },
    ];
  });
}

export function body(paragraphs: string[]): { summary: string; content: string } {
  const first = (paragraphs[0] ?? '').replace(/<[^>]*>/g, '');
  return {
    summary: first.length > 80 ? `${first.slice(0, 78)}…` : first,
    content: paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join(''),
  };
}
