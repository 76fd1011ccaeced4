import { checkedBagSentence } from '@/lib/domain/baggage-allowance';
import type { CmsSeed } from './cms-seed';
import { CONTENT_MANAGER_PAGE } from './content-manager';

type Page = { title: string; summary: string; html: string };

/** The static pages by key (ids `static-zh-<key>` / `static-en-<key>`), zh and en. */
// prettier-ignore
const STATIC: Record<string, { zh: Page; en: Page }> = {
  passengerNotice: {
    zh: { title: '旅客须知', summary: '乘机前请了解证件、值机、行李和登机的基本规定。', html: '<h2>有效乘机证件</h2><p>国内航班请携带本人有效居民身份证、护照等有效证件；16周岁以下旅客可使用户口簿或出生医学证明。国际及地区航班须携带有效护照、签证或通行证。</p><h2>值机与登机</h2><ul><li>网上值机于航班起飞前48小时开放，起飞前1小时关闭。</li><li>国内航班柜台于起飞前45分钟停止办理乘机手续，国际航班为起飞前60分钟。</li><li>登机口于起飞前25分钟开始登机，起飞前15分钟关闭。</li></ul><h2>行李</h2><p>每位旅客可免费携带1件随身行李，重量不超过7公斤，体积不超过20×30×40厘米。托运行李须另行购买，网上购买比机场柜台便宜60%。</p>' },
    en: { title: 'Passenger notice', summary: 'Documents, check-in, baggage and boarding: what to know before you fly.', html: '<h2>Travel documents</h2><p>On domestic flights carry your valid resident identity card, passport or another valid document; passengers under 16 may use the household register or birth certificate. International and regional flights need a valid passport and visa or travel permit.</p><h2>Check-in and boarding</h2><ul><li>Online check-in opens 48 hours and closes 1 hour before departure.</li><li>Airport counters close 45 minutes before domestic and 60 minutes before international departures.</li><li>Boarding starts 25 minutes and the gate closes 15 minutes before departure.</li></ul><h2>Baggage</h2><p>Each passenger may carry one cabin bag of up to 7 kg and 20×30×40 cm free of charge. Checked baggage is bought separately and costs 60% less online than at the airport.</p>' },
  },
  transportTerms: {
    zh: { title: '运输总条件', summary: '云雀航空旅客、行李国内及国际运输总条件。', html: `<h2>第一条 适用范围</h2><p>本条件适用于云雀航空股份有限公司以营利为目的使用民用航空器运送旅客、行李的国内及国际航空运输。</p><h2>第二条 客票</h2><p>客票为记名式，只限客票上所列姓名的旅客本人使用，不得转让。客票自旅行开始之日起一年内运输有效。</p><h2>第三条 座位</h2><p>旅客应按承运人公布的时间办理乘机手续。承运人可根据飞行安全需要调整旅客座位。</p><h2>第四条 行李</h2><p>${checkedBagSentence('zh')}。重要文件、贵重物品、易碎物品不得夹入托运行李内。</p><h2>第五条 航班变更</h2><p>因天气、空中交通管制等原因造成航班延误或取消时，承运人将按照《航班延误应急处置预案》为旅客提供服务。</p>` },
    en: { title: 'Conditions of carriage', summary: 'Skylark Airlines general conditions of carriage for passengers and baggage.', html: `<h2>Article 1 Scope</h2><p>These conditions apply to the domestic and international carriage of passengers and baggage by aircraft operated for reward by Skylark Airlines Co., Ltd.</p><h2>Article 2 Tickets</h2><p>A ticket is issued in the passenger's name, may be used only by that passenger and is not transferable. It is valid for carriage for one year from the start of travel.</p><h2>Article 3 Seats</h2><p>Passengers must check in within the times the carrier publishes. The carrier may reassign seats for safety reasons.</p><h2>Article 4 Baggage</h2><p>${checkedBagSentence('en')}. Important documents, valuables and fragile items must not be put in checked baggage.</p><h2>Article 5 Schedule changes</h2><p>When weather, air traffic control or similar causes delay or cancel a flight, the carrier looks after passengers as its delay emergency plan describes.</p>` },
  },
  delayPlan: {
    zh: { title: '航班延误应急处置预案', summary: '航班延误或取消时，云雀航空为旅客提供的信息、餐食和住宿服务。', html: '<h2>信息告知</h2><p>航班预计延误30分钟以上时，我们将通过短信、官网和App向旅客告知延误原因及预计起飞时间，此后每30分钟更新一次。</p><h2>餐食与住宿</h2><ul><li>航班延误2小时以上且处于用餐时间的，为旅客提供餐食或饮料。</li><li>因承运人原因延误4小时以上或航班取消的，为旅客安排住宿。</li></ul><h2>退票与改签</h2><p>航班延误或取消时，旅客可免费改签至后续航班或办理全额退票，款项原路退回。</p>' },
    en: { title: 'Delay emergency plan', summary: 'The information, meals and hotel rooms Skylark provides when a flight is delayed or cancelled.', html: '<h2>Keeping you informed</h2><p>If a flight is expected to be more than 30 minutes late we tell passengers the reason and the expected departure time by SMS, on our website and in the app, and update it every 30 minutes.</p><h2>Meals and hotels</h2><ul><li>For delays of more than 2 hours at meal times we provide meals or drinks.</li><li>For delays of more than 4 hours caused by the airline, or cancellations, we arrange a hotel.</li></ul><h2>Refunds and changes</h2><p>When a flight is delayed or cancelled you may change to a later flight free of charge or get a full refund by the original payment method.</p>' },
  },
  refundRules: {
    zh: { title: '退改签规则', summary: '自愿改期、退票的手续费标准与非自愿退改规定。', html: '<h2>自愿改期</h2><table><thead><tr><th scope="col">距起飞时间</th><th scope="col">成人改期费</th><th scope="col">儿童改期费</th></tr></thead><tbody><tr><td>7天（含）以上</td><td>票价的10%</td><td>票价的10%</td></tr><tr><td>7天至72小时</td><td>票价的20%</td><td>票价的20%</td></tr><tr><td>72小时至4小时</td><td>票价的30%</td><td>票价的30%</td></tr><tr><td>4小时以内</td><td>不可改期</td><td>不可改期</td></tr></tbody></table><h2>自愿退票</h2><p>按距起飞时间分别收取票价的40%、60%、70%；起飞前4小时以内仅退还机场建设费和燃油附加费。婴儿客票改期、退票免费。</p><h2>非自愿退改</h2><p>因航班取消、延误、机型调整等承运人原因，旅客可免费改期或全额退票。退款在审核通过后7至15个工作日原路退回。</p>' },
    en: { title: 'Refund and change rules', summary: 'Fees for voluntary changes and refunds, and the rules for involuntary ones.', html: '<h2>Voluntary date changes</h2><table><thead><tr><th scope="col">Time before departure</th><th scope="col">Adult change fee</th><th scope="col">Child change fee</th></tr></thead><tbody><tr><td>7 days or more</td><td>10% of the fare</td><td>10% of the fare</td></tr><tr><td>7 days to 72 hours</td><td>20% of the fare</td><td>20% of the fare</td></tr><tr><td>72 to 4 hours</td><td>30% of the fare</td><td>30% of the fare</td></tr><tr><td>Less than 4 hours</td><td>Not allowed</td><td>Not allowed</td></tr></tbody></table><h2>Voluntary refunds</h2><p>40%, 60% or 70% of the fare is charged depending on the time before departure; within 4 hours of departure only the airport construction fee and fuel surcharge are refunded. Infants change and refund free of charge.</p><h2>Involuntary changes and refunds</h2><p>When the airline cancels, delays or changes the aircraft of a flight you may change free of charge or get a full refund. Refunds reach your original payment method 7 to 15 working days after approval.</p>' },
  },
  dangerousGoods: {
    zh: { title: '危险品运输须知', summary: '禁止及限制携带的危险品，充电宝和锂电池规定。', html: '<h2>禁止携带和托运</h2><p>爆炸品、压缩气体、易燃液体及固体、氧化剂、毒害品、放射性物品、腐蚀性物品等危险品严禁随身携带或托运。</p><h2>充电宝与锂电池</h2><ul><li>额定能量不超过100Wh的充电宝可随身携带，无需航空公司批准；</li><li>100Wh至160Wh的须经航空公司批准，每人限带2个；</li><li>超过160Wh的严禁携带；充电宝严禁托运，飞行中禁止使用。</li></ul><h2>液态物品</h2><p>国内航班旅客随身携带的液态物品每件不超过100毫升，并须装入容积不超过1升的透明塑料袋中。</p>' },
    en: { title: 'Dangerous goods', summary: 'Forbidden and restricted items, power banks and lithium batteries.', html: '<h2>Never in the cabin or in the hold</h2><p>Explosives, compressed gases, flammable liquids and solids, oxidisers, toxic, radioactive and corrosive substances may not be carried or checked in.</p><h2>Power banks and lithium batteries</h2><ul><li>Power banks of up to 100 Wh may be carried in the cabin without approval;</li><li>100 to 160 Wh need the airline\'s approval, two per passenger at most;</li><li>Above 160 Wh they are forbidden. Power banks may never be checked in or used in flight.</li></ul><h2>Liquids</h2><p>On domestic flights each liquid in your cabin bag may hold up to 100 ml, all packed in one clear plastic bag of up to 1 litre.</p>' },
  },
  faq: {
    zh: { title: '常见问题', summary: '购票、值机、行李和退改的常见问题解答。', html: '<h2>购票后如何查看订单？</h2><p>会员可在“会员中心—我的订单”查看；非会员可在<a href="/zh-CN/book/order">订单查询</a>页面输入订单号、一位乘机人姓名和联系人手机号查询。</p><h2>网上值机什么时候开放？</h2><p>国内航班起飞前48小时至1小时可办理网上值机；同一位旅客在同一航班最多可网上值机3次（取消后再次办理也计入）。</p><h2>托运行李怎么买最划算？</h2><p>购票时或起飞2小时前在官网购买托运行李，比机场柜台便宜60%。</p><h2>如何申请报销凭证？</h2><p>航班起飞后可在线申请电子发票，3个工作日内发送至您的邮箱。</p><p>更多问题请查看<a href="/zh-CN/helpCenter/1">帮助中心</a>。</p>' },
    en: { title: 'FAQ', summary: 'Answers about booking, check-in, baggage, changes and refunds.', html: '<h2>How do I find my booking?</h2><p>Members see it under Member centre, My orders; anyone else can open it on the <a href="/en-US/book/order">order lookup</a> page with the order number, a passenger\'s name and the contact phone number.</p><h2>When does online check-in open?</h2><p>From 48 hours to 1 hour before a domestic flight; each traveller may check in online at most 3 times on one flight (checking in again after a cancel counts).</p><h2>What is the cheapest way to add checked baggage?</h2><p>Buy it online when you book or up to 2 hours before departure: 60% less than at the airport.</p><h2>How do I get a receipt?</h2><p>After your flight, request an electronic invoice online; it reaches your e-mail within 3 working days.</p><p>See the <a href="/en-US/helpCenter/1">help centre</a> for more.</p>' },
  },
  routeNetwork: {
    zh: { title: '航线网络', summary: '云雀航空以广州为主基地，通航国内外70余个城市。', html: '<p>云雀航空以广州白云国际机场为主基地，在深圳、成都、上海、北京、重庆、昆明等地设有运营基地，航线网络覆盖国内主要城市以及日本、韩国和东南亚热门目的地。</p><p>下表按出发地列出各航线及其执行班期（以当前航季计划为准，具体以购票页面为准）。</p>' },
    en: { title: 'Route network', summary: 'Skylark Airlines flies from its Guangzhou hub to more than 70 cities in China and abroad.', html: '<p>Skylark Airlines is based at Guangzhou Baiyun International Airport, with further bases in Shenzhen, Chengdu, Shanghai, Beijing, Chongqing and Kunming. The network covers China\'s main cities and favourite destinations in Japan, Korea and South-East Asia.</p><p>The table lists every route by origin with its days of operation for the current season; the booking pages have the final word.</p>' },
  },
  timetable: {
    zh: { title: '航班时刻表', summary: '按出发地查询云雀航空定期航班的班期、起飞和到达时刻。', html: '<p>以下为云雀航空当前航季的定期航班时刻，时刻均为当地时间。航班时刻可能因季节调整，请以购票时显示的信息为准。</p>' },
    en: { title: 'Timetable', summary: 'Days, departure and arrival times of Skylark scheduled flights by origin.', html: '<p>These are Skylark scheduled flights for the current season. All times are local. Times may change with the season; the booking pages show the final times.</p>' },
  },
  salesOffices: {
    zh: { title: '售票处', summary: '云雀航空各地直属售票处地址及营业时间。', html: '<table><thead><tr><th scope="col">城市</th><th scope="col">地址</th><th scope="col">营业时间</th></tr></thead><tbody><tr><td>广州</td><td>白云国际机场T3航站楼出发大厅B区</td><td>05:30–23:00</td></tr><tr><td>深圳</td><td>宝安国际机场T3航站楼出发大厅C岛</td><td>06:00–22:30</td></tr><tr><td>成都</td><td>天府国际机场T1航站楼出发大厅</td><td>06:00–22:00</td></tr><tr><td>上海</td><td>浦东国际机场T2航站楼出发大厅</td><td>06:00–22:00</td></tr><tr><td>北京</td><td>大兴国际机场出发大厅F岛</td><td>06:00–22:00</td></tr></tbody></table>' },
    en: { title: 'Sales offices', summary: 'Addresses and opening hours of Skylark ticket offices.', html: '<table><thead><tr><th scope="col">City</th><th scope="col">Address</th><th scope="col">Hours</th></tr></thead><tbody><tr><td>Guangzhou</td><td>Baiyun International Airport, Terminal 3, departures hall, zone B</td><td>05:30–23:00</td></tr><tr><td>Shenzhen</td><td>Bao\'an International Airport, Terminal 3, departures hall, island C</td><td>06:00–22:30</td></tr><tr><td>Chengdu</td><td>Tianfu International Airport, Terminal 1, departures hall</td><td>06:00–22:00</td></tr><tr><td>Shanghai</td><td>Pudong International Airport, Terminal 2, departures hall</td><td>06:00–22:00</td></tr><tr><td>Beijing</td><td>Daxing International Airport, departures hall, island F</td><td>06:00–22:00</td></tr></tbody></table>' },
  },
  complaint: {
    zh: { title: '投诉与建议', summary: '您的意见是我们改进服务的动力，我们将在7个工作日内回复。', html: '<p>感谢您对云雀航空的关注。请如实填写以下信息，我们将在7个工作日内通过电话与您联系。紧急情况请拨打客服热线。</p>' },
    en: { title: 'Complaints and suggestions', summary: 'Your feedback helps us improve; we reply within 7 working days.', html: '<p>Thank you for helping us improve. Please fill in the form truthfully and we will call you back within 7 working days. For urgent matters please call our hotline.</p>' },
  },
  contactUs: {
    zh: { title: '联系我们', summary: '客服热线、邮箱和公司地址。', html: '<ul><li>客服邮箱：service@skylark-air.example</li><li>公司地址：广州市白云区机场路云雀航空大厦</li></ul><p>商务合作请发送邮件至 business@skylark-air.example。</p>' },
    en: { title: 'Contact us', summary: 'Hotline, e-mail and head office address.', html: '<ul><li>E-mail: service@skylark-air.example</li><li>Head office: Skylark Airlines Building, Airport Road, Baiyun District, Guangzhou</li></ul><p>For partnerships write to business@skylark-air.example.</p>' },
  },
  careers: {
    zh: { title: '招贤纳士', summary: '加入云雀航空：飞行员、乘务员、机务和地面服务岗位招聘。', html: '<h2>热招岗位</h2><ul><li>成熟机长、副驾驶（A320系列）</li><li>空中乘务员（广州、成都、深圳基地）</li><li>飞机维修工程师</li><li>地面服务及运行控制人员</li></ul><h2>应聘方式</h2><p>请将简历发送至 hr@skylark-air.example，邮件标题注明“应聘岗位+姓名+基地”。我们将在10个工作日内与合适的候选人联系。</p>' },
    en: { title: 'Careers', summary: 'Join Skylark Airlines: pilots, cabin crew, engineers and ground staff.', html: '<h2>Open positions</h2><ul><li>Captains and first officers (A320 family)</li><li>Cabin crew (Guangzhou, Chengdu and Shenzhen bases)</li><li>Aircraft maintenance engineers</li><li>Ground service and operations control staff</li></ul><h2>How to apply</h2><p>Send your CV to hr@skylark-air.example with "position, name, base" in the subject. We contact suitable candidates within 10 working days.</p>' },
  },
  registrationAgreement: {
    zh: { title: '会员注册协议', summary: '云雀会员注册、账户使用、积分与隐私的约定。', html: '<h2>一、协议的接受</h2><p>您在注册页面勾选同意本协议并完成注册，即表示您已阅读、理解并同意本协议全部条款。</p><h2>二、账户</h2><p>会员账户仅限本人使用，不得转让或出借。请妥善保管账户密码，因密码泄露造成的损失由会员自行承担。</p><h2>三、积分</h2><p>会员乘坐云雀航空实际承运的航班可累积积分，100积分可抵扣1元。积分不可转让、不可兑换现金。</p><h2>四、协议修改</h2><p>云雀航空可根据业务需要修改本协议，修改后的协议将在官网公布。</p>' },
    en: { title: 'Membership agreement', summary: 'Rules for joining Skylark Members, the account, points and privacy.', html: '<h2>1. Acceptance</h2><p>By ticking the agreement box and completing registration you confirm that you have read, understood and accepted all terms of this agreement.</p><h2>2. Your account</h2><p>A member account is for your own use and may not be transferred or lent. Keep your password safe; losses caused by a disclosed password are the member\'s own.</p><h2>3. Points</h2><p>Members earn points on flights operated by Skylark Airlines; 100 points are worth ¥1. Points cannot be transferred or exchanged for cash.</p><h2>4. Changes</h2><p>Skylark Airlines may amend this agreement as its business requires and publishes the amended agreement on its website.</p>' },
  },
  privacy: {
    zh: { title: '隐私政策', summary: '我们如何收集、使用、存储和保护您的个人信息。', html: '<h2>我们收集的信息</h2><p>为完成购票、值机等服务，我们会收集您的姓名、证件信息、手机号码和电子邮箱。</p><h2>信息的使用</h2><p>您的信息仅用于提供航空运输及相关服务、履行法定义务和保障账户安全，未经您同意不会向第三方提供，法律法规另有规定的除外。</p><h2>您的权利</h2><p>您可以在会员中心查询、更正您的个人信息，或通过客服申请注销账户。</p><h2>Cookie</h2><p>我们使用必要的Cookie维持登录状态和语言、币种偏好。您可以在页面底部的“Cookie设置”中调整选择。</p>' },
    en: { title: 'Privacy policy', summary: 'How we collect, use, keep and protect your personal information.', html: '<h2>What we collect</h2><p>To sell tickets and check you in we collect your name, travel document details, mobile number and e-mail address.</p><h2>How we use it</h2><p>We use your information only to provide air transport and related services, meet legal obligations and keep your account secure. We do not share it with third parties without your consent unless the law requires it.</p><h2>Your rights</h2><p>You can view and correct your personal information in the member centre or ask customer service to close your account.</p><h2>Cookies</h2><p>We use essential cookies to keep you logged in and remember your language and currency. Change your choice under Cookie settings at the bottom of each page.</p>' },
  },
  license: {
    zh: { title: '经营许可', summary: '云雀航空的公共航空运输企业经营许可及相关资质。', html: '<ul><li>公共航空运输企业经营许可证：民航运输〔2015〕第0xx号</li><li>运行合格证：CCAR-121部，编号 YQA-121-xx</li><li>营业执照统一社会信用代码：91440101MA5xxxxxxx</li><li>增值电信业务经营许可证：粤B2-2016xxxx</li></ul><p>以上信息仅供查验，如需核实请联系客服。</p>' },
    en: { title: 'Licences', summary: 'Skylark Airlines\' public air transport operating licence and other permits.', html: '<ul><li>Public air transport operating licence: CAAC Transport [2015] No. 0xx</li><li>Air operator certificate: CCAR Part 121, No. YQA-121-xx</li><li>Business licence, unified social credit code: 91440101MA5xxxxxxx</li><li>Value-added telecommunications licence: Guangdong B2-2016xxxx</li></ul><p>Provided for verification; contact customer service to confirm.</p>' },
  },
  other: {
    zh: { title: '其他服务', summary: '客票验真、电子行程单、特殊旅客服务等更多服务入口。', html: '<ul><li><a href="/zh-CN/ticketValidate">客票验真</a>：查验以902开头的云雀航空客票。</li><li><a href="/zh-CN/flightDynamics">航班动态</a>：实时查询航班起降状态。</li><li><a href="/zh-CN/ancillary/selfService">自助服务</a>：购买行李、餐食、座位和保险。</li><li><a href="/zh-CN/static/faq">常见问题</a>：出行前常见问题解答。</li></ul>' },
    en: { title: 'More services', summary: 'Ticket verification, itineraries, special assistance and more.', html: '<ul><li><a href="/en-US/ticketValidate">Ticket verification</a>: check Skylark tickets starting with 902.</li><li><a href="/en-US/flightDynamics">Flight status</a>: live departures and arrivals.</li><li><a href="/en-US/ancillary/selfService">Self-service</a>: buy baggage, meals, seats and insurance.</li><li><a href="/en-US/static/faq">FAQ</a>: answers before you travel.</li></ul>' },
  },
};

export function staticSeed(): CmsSeed[] {
  const pages = { ...STATIC, contentManager: CONTENT_MANAGER_PAGE };
  return Object.entries(pages).flatMap(([key, { zh, en }], i) =>
    (
      [
        ['zh_CN', 'zh', zh],
        ['en_US', 'en', en],
      ] as const
    ).map(([language, lang, page]) => ({
      id: `static-${lang}-${key}`,
      categoryTypeCode: 'STATIC',
      language,
      title: page.title,
      summary: page.summary,
      content: page.html,
      imageUrl: null,
      linkUrl: null,
      daysAgo: 30 + i,
    })),
  );
}
