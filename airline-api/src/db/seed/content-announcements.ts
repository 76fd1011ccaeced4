import type { CmsSeed } from './cms-seed';

/** Procurement projects: [zh name, en name, zh winning bidder, en winning bidder, budget in 10k CNY]. */
// prettier-ignore
const PROJECTS: [string, string, string, string, number][] = [
  ['广州基地航材仓储服务采购项目', 'Aircraft parts warehousing at the Guangzhou base', '广州南航物流服务有限公司', 'Guangzhou Nanhang Logistics Services Co., Ltd.', 680],
  ['机上餐食及饮品供应服务项目', 'In-flight meals and drinks supply', '广东粤航配餐有限公司', 'Guangdong Yuehang Catering Co., Ltd.', 1250],
  ['客舱清洁及消毒服务项目', 'Cabin cleaning and disinfection', '深圳洁航服务有限公司', 'Shenzhen Jiehang Services Co., Ltd.', 430],
  ['飞行员模拟机培训服务项目', 'Pilot flight simulator training', '珠海翔翼航空技术有限公司', 'Zhuhai Xiangyi Aviation Technology Co., Ltd.', 2100],
  ['官网及App运维技术服务项目', 'Website and app operation and maintenance', '广州云帆信息科技有限公司', 'Guangzhou Yunfan Information Technology Co., Ltd.', 560],
  ['机组人员酒店住宿服务项目', 'Crew hotel accommodation', '成都天府酒店管理有限公司', 'Chengdu Tianfu Hotel Management Co., Ltd.', 390],
  ['航空器地面除冰服务项目', 'Aircraft de-icing services', '哈尔滨冰城航空服务有限公司', 'Harbin Bingcheng Aviation Services Co., Ltd.', 320],
  ['员工制服设计及制作项目', 'Staff uniform design and tailoring', '上海锦衣服饰有限公司', 'Shanghai Jinyi Apparel Co., Ltd.', 880],
  ['发动机孔探检测服务项目', 'Engine borescope inspection', '厦门太古发动机服务有限公司', 'Xiamen Taikoo Engine Services Co., Ltd.', 1460],
  ['呼叫中心外包服务项目', 'Call centre outsourcing', '广州声讯客服服务有限公司', 'Guangzhou Shengxun Customer Service Co., Ltd.', 720],
  ['机供品采购项目（毛毯、头片）', 'Cabin supplies (blankets, headrest covers)', '浙江嘉禾纺织有限公司', 'Zhejiang Jiahe Textiles Co., Ltd.', 150],
  ['网络安全等级保护测评服务项目', 'Cybersecurity classified protection assessment', '北京安信测评技术有限公司', 'Beijing Anxin Assessment Technology Co., Ltd.', 95],
  ['广州基地员工班车服务项目', 'Staff shuttle buses at the Guangzhou base', '广州白云交通客运有限公司', 'Guangzhou Baiyun Passenger Transport Co., Ltd.', 260],
];

function biddingBody(no: string, zh: string, en: string, budget: number) {
  return {
    zh: [
      `<p>云雀航空股份有限公司就“${zh}”进行公开招标，欢迎符合条件的供应商参加投标。</p>`,
      `<h2>一、项目概况</h2><ul><li>招标编号：${no}</li><li>预算金额：人民币${budget}万元（含税）</li><li>服务期限：自合同签订之日起两年</li></ul>`,
      '<h2>二、投标人资格要求</h2><ul><li>在中华人民共和国境内注册的独立法人，具有有效的营业执照；</li><li>近三年内无重大违法记录，未被列入失信被执行人名单；</li><li>具有同类项目服务经验，并提供合同证明材料。</li></ul>',
      '<h2>三、招标文件获取</h2><p>请于公告发布之日起5个工作日内，通过电子邮件 bidding@skylark-air.example 索取招标文件。投标截止时间以招标文件为准，逾期送达的投标文件恕不接受。</p>',
      '<h2>四、联系方式</h2><p>联系人：采购管理部 李先生　电话：020-8888 6000（工作日 9:00–17:30）</p>',
    ],
    en: [
      `<p>Skylark Airlines Co., Ltd. invites qualified suppliers to bid for "${en}".</p>`,
      `<h2>1. The project</h2><ul><li>Tender number: ${no}</li><li>Budget: CNY ${budget * 10},000 including tax</li><li>Term: two years from signing</li></ul>`,
      "<h2>2. Who may bid</h2><ul><li>An independent legal entity registered in the People's Republic of China with a valid business licence;</li><li>No serious violation of law in the last three years and not listed as a dishonest party subject to enforcement;</li><li>Experience of similar projects, with contracts as evidence.</li></ul>",
      '<h2>3. Tender documents</h2><p>Request the tender documents from bidding@skylark-air.example within 5 working days of this notice. The closing time is given in the tender documents; late bids are not accepted.</p>',
      '<h2>4. Contact</h2><p>Procurement Department, Mr Li, +86 20 8888 6000 (working days 9:00–17:30)</p>',
    ],
  };
}

function winningBody(no: string, zh: string, en: string, winnerZh: string, winnerEn: string, budget: number) {
  const price = Math.round(budget * 0.92);
  return {
    zh: [
      `<p>“${zh}”（招标编号：${no}）已完成评标，现将中标结果公示如下：</p>`,
      `<ul><li>中标人：${winnerZh}</li><li>中标金额：人民币${price}万元（含税）</li><li>公示期：自本公告发布之日起3个工作日</li></ul>`,
      '<p>投标人或其他利害关系人对中标结果有异议的，请在公示期内以书面形式向云雀航空采购管理部提出，并附相关证明材料。</p>',
    ],
    en: [
      `<p>Evaluation of the bids for "${en}" (tender number ${no}) is complete. The result is published below.</p>`,
      `<ul><li>Winning bidder: ${winnerEn}</li><li>Contract price: CNY ${price * 10},000 including tax</li><li>Objection period: 3 working days from this notice</li></ul>`,
      'Bidders and other interested parties who object to the result may write to the Skylark Airlines Procurement Department within the objection period, with supporting evidence.',
    ],
  };
}

const html = (paragraphs: string[]) => paragraphs.map((p) => (p.startsWith('<') ? p : `<p>${p}</p>`)).join('');

/** Bidding announcements and, for the older ones, their bid-winning results. */
export function announcementSeed(): CmsSeed[] {
  const items: CmsSeed[] = [];
  PROJECTS.forEach(([zh, en, winnerZh, winnerEn, budget], i) => {
    const key = String(i + 1);
    const bidDaysAgo = i * 9 + 2;
    const no = `YQ-ZB-${String(i + 101)}`;
    const bid = biddingBody(no, zh, en, budget);
    const common = { imageUrl: null, linkUrl: null };
    items.push(
      {
        ...common,
        id: `bidding-zh-${key}`,
        categoryTypeCode: 'BIDDING',
        language: 'zh_CN',
        title: `${zh}招标公告`,
        summary: `招标编号 ${no}，预算${budget}万元。`,
        content: html(bid.zh),
        daysAgo: bidDaysAgo,
      },
      {
        ...common,
        id: `bidding-en-${key}`,
        categoryTypeCode: 'BIDDING',
        language: 'en_US',
        title: `Tender notice: ${en}`,
        summary: `Tender ${no}, budget CNY ${budget * 10},000.`,
        content: html(bid.en),
        daysAgo: bidDaysAgo,
      },
    );
    // A result follows a tender about a month later; the newest tenders are still open.
    if (i < 2) return;
    const win = winningBody(no, zh, en, winnerZh, winnerEn, budget);
    const winDaysAgo = bidDaysAgo - 30 > 0 ? bidDaysAgo - 30 : 1;
    items.push(
      {
        ...common,
        id: `bidwin-zh-${key}`,
        categoryTypeCode: 'BID_WINNING',
        language: 'zh_CN',
        title: `${zh}中标结果公示`,
        summary: `中标人：${winnerZh}`,
        content: html(win.zh),
        daysAgo: winDaysAgo,
      },
      {
        ...common,
        id: `bidwin-en-${key}`,
        categoryTypeCode: 'BID_WINNING',
        language: 'en_US',
        title: `Award notice: ${en}`,
        summary: `Awarded to ${winnerEn}`,
        content: html(win.en),
        daysAgo: winDaysAgo,
      },
    );
  });
  return items;
}
