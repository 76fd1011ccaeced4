import type { CmsSeed } from './cms-seed';
import { bilingualSeed, body, type Bilingual } from './content-news';

/** Agreement templates by type (key = type): group tickets, sales agents, charters, corporate travel. */
// prettier-ignore
const AGREEMENT_TEMPLATES: [string, Bilingual][] = [
  ['group', ['团体旅客运输协议（范本）', ['<p>本范本适用于10人（含）以上同行程旅客的团体机票采购。</p>', '<h2>第一条 团体订座</h2><p>甲方应在航班起飞前15天提交团体名单及行程，乙方在3个工作日内确认座位及价格。</p>', '<h2>第二条 付款与出票</h2><p>甲方应在座位确认后7日内支付票款，逾期未付的，乙方有权取消订座。</p>', '<h2>第三条 变更与退票</h2><p>团体客票出票后不得更改旅客姓名；自愿退票按团体运价规则收取手续费。</p>'], 'Group travel agreement (template)', ['<p>This template is for buying tickets for groups of 10 or more passengers travelling together.</p>', '<h2>Article 1 Group bookings</h2><p>Party A submits the group list and itinerary at least 15 days before departure; Party B confirms seats and price within 3 working days.</p>', '<h2>Article 2 Payment and ticketing</h2><p>Party A pays within 7 days of confirmation; unpaid bookings may be cancelled by Party B.</p>', '<h2>Article 3 Changes and refunds</h2><p>Names cannot be changed after ticketing; voluntary refunds carry the fees of the group fare rules.</p>']]],
  ['agent', ['航空客运销售代理协议（范本）', ['<p>本范本适用于取得航空运输销售代理资质的企业代理销售云雀航空客票。</p>', '<h2>第一条 代理范围</h2><p>乙方在授权范围内通过自有渠道销售甲方国内及国际客票。</p>', '<h2>第二条 结算</h2><p>双方按BSP周期结算，乙方应按时足额缴纳票款。</p>', '<h2>第三条 服务标准</h2><p>乙方应向旅客明示运价规则及退改签条件，不得加价销售或搭售。</p>'], 'Passenger sales agency agreement (template)', ['<p>This template is for licensed air travel agents selling Skylark tickets.</p>', '<h2>Article 1 Scope</h2><p>The agent sells the airline\'s domestic and international tickets through its own channels within the authorisation.</p>', '<h2>Article 2 Settlement</h2><p>The parties settle on the BSP cycle; the agent remits ticket sales in full and on time.</p>', '<h2>Article 3 Service standards</h2><p>The agent shows passengers the fare rules and change and refund conditions, and may not add mark-ups or tie-in sales.</p>']]],
  ['charter', ['包机运输协议（范本）', ['<p>本范本适用于企业、旅行社包用云雀航空整架飞机执行的运输。</p>', '<h2>第一条 包机航班</h2><p>航线、日期、机型及座位数以双方确认的包机计划为准。</p>', '<h2>第二条 包机费用</h2><p>包机费用包含飞行、机场起降及地面服务费用，不含旅客机场建设费和燃油附加费。</p>', '<h2>第三条 取消</h2><p>甲方在航班起飞前30天以上取消的，退还已付费用的80%。</p>'], 'Charter agreement (template)', ['<p>This template is for companies and tour operators chartering a whole Skylark aircraft.</p>', '<h2>Article 1 Charter flights</h2><p>Route, dates, aircraft and seats follow the charter plan agreed by both parties.</p>', '<h2>Article 2 Price</h2><p>The charter price covers flying, landing and ground handling; passengers\' airport construction fee and fuel surcharge are extra.</p>', '<h2>Article 3 Cancellation</h2><p>If the charterer cancels more than 30 days before departure, 80% of the amount paid is refunded.</p>']]],
  ['corporate', ['企业差旅服务协议（范本）', ['<p>本范本适用于与云雀航空签订差旅协议的企业客户。</p>', '<h2>第一条 协议价格</h2><p>企业员工因公出行可享受协议折扣，具体折扣以附件为准。</p>', '<h2>第二条 预订与支付</h2><p>企业可通过官网企业通道预订，按月统一结算。</p>', '<h2>第三条 有效期</h2><p>本协议有效期一年，期满前30天双方无异议的自动续期一年。</p>'], 'Corporate travel agreement (template)', ['<p>This template is for companies with a Skylark corporate travel agreement.</p>', '<h2>Article 1 Agreed fares</h2><p>Employees travelling on business receive the discounts in the annex.</p>', '<h2>Article 2 Booking and payment</h2><p>The company books through the corporate channel of the website and settles monthly.</p>', '<h2>Article 3 Term</h2><p>The agreement runs one year and renews for another year unless either party objects 30 days before it ends.</p>']]],
];

const EXPLAIN: Bilingual = [
  '协议说明',
  [
    '<p>本栏目提供云雀航空常用协议的范本，供合作伙伴和旅客参考。</p>',
    '<h2>范本的使用</h2><p>范本条款为双方协商的基础，实际签订的协议以双方盖章的文本为准。</p>',
    '<h2>如何签订</h2><p>请将贵单位名称、联系人及合作需求发送至 business@skylark-air.example，我们的客户经理将在3个工作日内与您联系。</p>',
  ],
  'About our agreements',
  [
    '<p>Here you find the templates of the agreements Skylark Airlines signs most often, for partners and passengers to read.</p>',
    '<h2>Using a template</h2><p>The templates are the starting point of negotiation; the signed and stamped agreement is what binds the parties.</p>',
    "<h2>How to sign</h2><p>Send your organisation's name, a contact person and what you need to business@skylark-air.example; an account manager contacts you within 3 working days.</p>",
  ],
];

// prettier-ignore
const HELP: Bilingual[] = [
  ['如何购买机票', ['在首页选择出发地、目的地和日期后点击“搜索”，在航班列表中选择航班和运价，填写乘机人信息并支付即可完成购票。', '支付成功不代表出票成功，出票结果将以短信通知；如出票失败，票款将原路退回。'], 'How to book a flight', ['Choose where from, where to and the date on the home page and press Search. Pick a flight and fare, enter the passengers and pay.', 'A successful payment is not yet a ticket: we send an SMS when the ticket is issued. If ticketing fails, your money returns by the original route.']],
  ['支持哪些支付方式', ['官网支持微信支付、支付宝、银联卡、云雀钱包以及Visa、Mastercard等境外信用卡。', '订单需在支付时限内完成支付，超时订单将自动取消。'], 'Ways to pay', ['We accept WeChat Pay, Alipay, UnionPay cards, the Skylark wallet and international cards such as Visa and Mastercard.', 'Pay within the time limit shown; unpaid orders are cancelled automatically.']],
  ['网上值机指南', ['航班起飞前48小时至1小时，可在官网“值机”页面输入证件号或票号办理值机并选择座位。', '携带婴儿、需要轮椅等特殊服务或乘坐国际航班的旅客，请前往机场柜台办理。'], 'Online check-in', ['From 48 hours to 1 hour before departure, enter your document or ticket number on the Check-in page to check in and choose a seat.', 'Passengers with infants, needing wheelchairs or other special services, or on international flights, check in at the airport counter.']],
  ['行李额度与购买', ['每位旅客可免费携带1件7公斤以内的随身行李。托运行李可在购票时或起飞前2小时在官网购买。', '超大行李（单边超过1米）及乐器、高尔夫球具、自行车等特殊行李需提前申请。'], 'Baggage allowance', ['Each passenger may bring one cabin bag of up to 7 kg free. Buy checked baggage when you book or up to 2 hours before departure.', 'Oversize items (over 1 m on one side) and special items such as instruments, golf clubs and bicycles must be requested in advance.']],
  ['如何改期和退票', ['会员可在“我的订单”中办理改期或退票；非会员可通过姓名和票号查询订单后办理。', '手续费按距起飞时间收取，详见退改签规则。'], 'Changes and refunds', ['Members change or refund in My orders; other passengers look up the order by name and ticket number first.', 'Fees depend on the time before departure; see the refund and change rules.']],
  ['发票与行程单', ['航班起飞后可在线申请电子发票或电子行程单，3个工作日内发送至您的邮箱。', '如需纸质行程单，可在购票时选择邮寄服务。'], 'Invoices and itineraries', ['After your flight request an electronic invoice or itinerary online; it reaches your e-mail within 3 working days.', 'For a paper itinerary choose the mailing service when you book.']],
  ['儿童和婴儿乘机', ['2至12周岁儿童须由成人陪同乘机，每位成人最多携带2名儿童，或1名儿童和1名婴儿。', '出生满14天至2周岁的婴儿可随成人乘机，不单独占座。'], 'Children and infants', ['Children aged 2 to 12 travel with an adult; one adult may take at most 2 children, or 1 child and 1 infant.', 'Infants from 14 days to 2 years old travel on an adult\'s lap without a seat of their own.']],
  ['会员积分与成长值', ['会员乘坐云雀航空航班可累积积分，100积分可抵扣1元票款。', '成长值决定会员等级，每日签到也可获得成长值。'], 'Points and growth value', ['Members earn points on Skylark flights; 100 points are worth ¥1 off a fare.', 'Growth value sets your member level; you also earn it by signing in every day.']],
];

type ZhArticle = [string, string[]];

// prettier-ignore
const TRAVEL: ZhArticle[] = [
  ['成都三日游：熊猫、火锅与宽窄巷子', ['第一天清晨前往大熊猫繁育研究基地，上午是熊猫最活跃的时候。下午逛宽窄巷子和人民公园，喝一杯盖碗茶。', '第二天去都江堰和青城山，感受两千多年的水利工程与道教名山。晚上一定要尝尝地道的九宫格火锅。', '第三天在太古里和春熙路购物，搭乘地铁18号线前往天府机场返程。']],
  ['三亚避寒指南：海湾怎么选', ['亚龙湾沙质细腻、适合潜水；海棠湾酒店集中、免税店近在咫尺；三亚湾适合看日落，物价也更亲民。', '冬季三亚日间气温约25摄氏度，注意防晒。离岛时别忘了机场免税店，购买“离岛免税”套餐可多带20公斤行李。']],
  ['昆明到大理、丽江：云南环线怎么飞', ['从广州飞昆明后，可乘坐高铁前往大理和丽江，再从丽江三义机场飞回，省去往返奔波。', '春季是云南最舒适的季节，昼夜温差较大，请带好外套。']],
  ['曼谷周末游：寺庙、夜市与美食', ['大皇宫和卧佛寺建议上午参观，着装需遮盖肩膀和膝盖。傍晚可乘坐湄南河游船欣赏郑王庙夜景。', '周末的乍都乍市场是淘宝好去处，别忘了尝尝芒果糯米饭和冬阴功汤。中国护照旅客可办理落地签或提前申请电子签证。']],
  ['新加坡亲子游攻略', ['圣淘沙岛的环球影城和海洋馆适合全家游玩，滨海湾花园的灯光秀每晚两场，免费观看。', '新加坡公共交通便利，建议购买旅游通票。樟宜机场的星耀樟宜瀑布值得提前到机场看一看。']],
  ['哈尔滨冰雪大世界出行提示', ['冰雪大世界通常于12月下旬开园，夜间灯光效果最佳。气温可低至零下30摄氏度，请穿着防寒服和防滑鞋。', '手机在低温下电量下降很快，记得随身携带充电宝（须随身携带，不可托运）。']],
  ['西安两日游：城墙骑行与兵马俑', ['第一天参观秦始皇兵马俑博物馆，下午返回市区登城墙骑行一圈，约需两小时。', '第二天逛陕西历史博物馆（需提前预约）和大雁塔，晚上在回民街品尝肉夹馍和羊肉泡馍。']],
  ['厦门鼓浪屿慢行路线', ['从厦门国际邮轮中心乘船上岛，沿龙头路、日光岩、菽庄花园一路步行，感受万国建筑。', '岛上禁止机动车，建议穿舒适的鞋子。返回市区后可到沙坡尾和曾厝垵品尝沙茶面。']],
  ['首尔购物美食三日行', ['明洞和东大门是购物集中地，弘大一带有众多咖啡馆和街头表演。', '景福宫可租借韩服免费入场。从首尔金浦机场出发前往市区交通便捷。']],
  ['拉萨高原旅行注意事项', ['初到拉萨请放慢节奏，前两天避免剧烈运动和洗澡着凉，多喝水。', '布达拉宫需提前实名预约门票。患有心肺疾病的旅客出行前请咨询医生。']],
  ['大阪京都关西五日游', ['从大阪关西机场入境，先在大阪城和道顿堀感受都市氛围，再乘JR前往京都参观清水寺、伏见稻荷大社。', '奈良公园的小鹿非常亲人，喂食鹿饼时请注意安全。']],
  ['广州美食地图：早茶与老字号', ['来广州一定要“叹早茶”，虾饺、烧卖、肠粉是必点。荔湾区的老字号酒家保留了传统的点心手艺。', '晚上可以到北京路步行街或沿珠江夜游，欣赏广州塔的灯光。']],
];

export function guideSeed(): CmsSeed[] {
  const items: CmsSeed[] = [];
  AGREEMENT_TEMPLATES.forEach(([type, [zhTitle, zhBody, enTitle, enBody]], i) => {
    const common = { categoryTypeCode: 'AGREEMENT_TEMPLATE', imageUrl: null, linkUrl: null, daysAgo: 60 + i };
    items.push(
      { ...common, id: `agreement-zh-${type}`, language: 'zh_CN', title: zhTitle, ...body(zhBody) },
      { ...common, id: `agreement-en-${type}`, language: 'en_US', title: enTitle, ...body(enBody) },
    );
  });
  const [zhTitle, zhBody, enTitle, enBody] = EXPLAIN;
  const explain = { categoryTypeCode: 'AGREEMENT_EXPLAIN', imageUrl: null, linkUrl: null, daysAgo: 59 };
  items.push(
    { ...explain, id: 'explain-zh-main', language: 'zh_CN', title: zhTitle, ...body(zhBody) },
    { ...explain, id: 'explain-en-main', language: 'en_US', title: enTitle, ...body(enBody) },
  );
  items.push(...bilingualSeed('HELP', 'help', HELP, (i) => 40 + i));
  TRAVEL.forEach(([title, paragraphs], i) =>
    items.push({
      id: `travel-zh-${i + 1}`,
      categoryTypeCode: 'TRAVEL_ARTICLE',
      language: 'zh_CN',
      title,
      ...body(paragraphs),
      imageUrl: null,
      linkUrl: null,
      daysAgo: i * 6 + 3,
    }),
  );
  return items;
}
