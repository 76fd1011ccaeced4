import { MEMBER_FAQ_CATEGORY } from '@/lib/contract';
import type { CmsSeed } from './cms-seed';

/**
 * The member FAQ column (spec §2 /member/faq; lib/contract/documents.ts MEMBER_FAQ_CATEGORY): one item per
 * question, the group's name in `summary`, the answer as CMS HTML. Ids `mfaq-zh-<n>` / `mfaq-en-<n>`, the
 * same n in both languages. Published a day apart in this order, so the CMS's newest-first list reads
 * from the first question down.
 */

type Group = [zh: string, en: string];
type Question = [group: Group, zhQuestion: string, zhAnswer: string, enQuestion: string, enAnswer: string];

const ACCOUNT: Group = ['账户与安全', 'Account and security'];
const REAL_NAME: Group = ['实名认证', 'Real-name certification'];
const PASSENGERS: Group = ['常用旅客', 'Saved passengers'];
const ORDERS: Group = ['订单与退票', 'Orders and refunds'];
const INVOICES: Group = ['发票与资料', 'Invoices and forms'];
const WALLET: Group = ['钱包与积分', 'Wallet and points'];

// prettier-ignore
const QUESTIONS: Question[] = [
  [ACCOUNT, '如何修改登录密码？', '<p>进入会员中心“安全中心”，输入原密码和新密码即可修改。新密码为6至16位。修改后，其他设备上的登录将失效，需要重新登录。</p>', 'How do I change my password?', '<p>Go to Member centre, Security centre, and enter your current and your new password. A password has 6 to 16 characters. After the change, your other devices are logged out.</p>'],
  [ACCOUNT, '如何更换绑定的手机号或邮箱？', '<p>在“安全中心”选择更换手机号或邮箱。为保护账户安全，需先输入登录密码或原手机号（邮箱）收到的验证码，再输入新号码收到的验证码。更换完成后，我们会通知原手机号或邮箱。</p>', 'How do I change the phone number or e-mail address of my account?', '<p>In the Security centre choose to change your phone or e-mail. To prove it is you, enter your password or a code sent to the old one first, then the code sent to the new one. We let the old phone or e-mail know about the change.</p>'],
  [ACCOUNT, '忘记密码怎么办？', '<p>在登录窗口点击“忘记密码”，通过绑定的手机号或邮箱接收验证码后即可设置新密码。</p>', 'I forgot my password. What can I do?', '<p>Choose “Forgot password” in the login window. We send a code to the phone or e-mail of your account, and you set a new password with it.</p>'],
  [REAL_NAME, '为什么要进行实名认证？', '<p>根据民航实名制乘机要求，证件管理、特殊旅客证件及部分会员权益需要完成实名认证后才能使用。实名信息仅用于身份核验。</p>', 'Why should I certify my real name?', '<p>Air travel in China is by real name. Managing documents, special passenger documents and some member benefits are open to certified members only. We use the details only to check who you are.</p>'],
  [REAL_NAME, '实名认证需要多长时间？', '<p>在“安全中心—实名认证”提交姓名、证件号码和证件照片（jpg或png格式）后，通常在1个工作日内完成审核。审核结果可在实名认证页面查看；未通过时页面会显示原因，修改后可重新提交。</p>', 'How long does real-name certification take?', '<p>Submit your name, document number and a photo of the document (jpg or png) under Security centre, Real-name certification. The review usually takes one working day. The page shows the result; if it was refused it says why, and you can submit again.</p>'],
  [PASSENGERS, '最多可以保存多少位常用旅客？', '<p>每个会员账户最多保存20位常用旅客。保存后，购票时可直接选择，无需重复填写证件信息。可在<a href="/zh-CN/member/passengers">常用旅客</a>页面新增、编辑或删除。</p>', 'How many passengers can I save?', '<p>Up to 20 per account. Saved passengers can be picked when you book, without typing their documents again. Add, edit or delete them on the <a href="/en-US/member/passengers">Saved passengers</a> page.</p>'],
  [PASSENGERS, '为什么常用旅客的证件不能再次修改？', '<p>为保障账户安全，每位常用旅客的证件信息每365天只能修改或删除一次。页面会显示可再次修改的日期；如需紧急处理，请联系客服。</p>', 'Why can I not change a saved passenger’s document again?', '<p>To keep accounts safe, the document of a saved passenger can be edited or deleted only once every 365 days. The page shows the date from which it can change again; for urgent cases please call customer service.</p>'],
  [ORDERS, '在哪里查看我的订单？', '<p>登录后进入<a href="/zh-CN/member/order">我的订单</a>，可按全部、待支付、已支付查看，并按下单时间（近三个月、三个月以前、一年以前归档）和订单类型筛选。</p>', 'Where do I find my orders?', '<p>Open <a href="/en-US/member/order">My orders</a> after logging in. Tabs show all, pending payment and paid orders, and you can filter by when you ordered (last 3 months, older, over a year as archive) and by type.</p>'],
  [ORDERS, '未支付的订单会保留多久？', '<p>订单页面会显示支付截止时间，请在截止前完成支付。超时未支付的订单将自动取消，座位不再保留。</p>', 'How long is an unpaid order kept?', '<p>The order shows the time by which to pay. An order not paid by then is cancelled automatically and its seats are released.</p>'],
  [ORDERS, '如何申请退票，退款多久到账？', '<p>在“我的订单”中打开订单，选择需要退票的旅客提交申请，手续费按退改签规则计算。退款按原支付方式退回，一般在7个工作日内到账。因病或航班变动的非自愿退票，请在资料下载中获取《退票申请表》并随证明材料提交。</p>', 'How do I ask for a refund, and when does the money arrive?', '<p>Open the order in My orders, choose the passengers and submit the request; the fee follows the refund and change rules. The money goes back the way you paid, usually within 7 working days. For an involuntary refund (illness, schedule change), download the Refund application form under Document download and send it with the supporting documents.</p>'],
  [INVOICES, '如何申请电子发票？', '<p>航班起飞后，在官网“电子发票”页面输入票号和旅客姓名，填写发票抬头和接收邮箱，电子发票将在3个工作日内发送。会员可在会员中心保存常用发票抬头，详细步骤见资料下载中的《电子发票申请指南》。</p>', 'How do I get an electronic invoice?', '<p>After your flight, enter the ticket number and passenger name on the Electronic invoice page, then the invoice title and an e-mail address; the invoice arrives within 3 working days. Members can save invoice titles in the member centre. The Electronic invoice request guide under Document download has every step.</p>'],
  [INVOICES, '特殊旅客需要提前准备哪些资料？', '<p>需要轮椅等协助的旅客请提交《特殊旅客服务申请表》；5至12周岁单独乘机的儿童需《无成人陪伴儿童乘机申请书》；患病旅客需医生填写的《旅客医疗信息表（MEDIF）》。以上表格均可在会员中心“资料下载”获取。</p>', 'Which forms do passengers with special needs prepare?', '<p>Passengers who need a wheelchair or other help send the Special passenger service application form; children aged 5 to 12 flying alone need the Unaccompanied minor application form; passengers who are ill need the Medical information form (MEDIF) completed by their doctor. All of them are under Document download in the member centre.</p>'],
  [WALLET, '云雀钱包可以做什么？', '<p>开通云雀钱包后，可用钱包余额支付机票和增值服务，退款也可退回钱包，到账更快。首次使用时页面会提示开通钱包。</p>', 'What is the Skylark wallet for?', '<p>Once opened, the wallet pays for tickets and extras, and refunds paid back to it arrive sooner. The first time you use it, the page asks you to open it.</p>'],
  [WALLET, '积分如何累积和使用？', '<p>会员乘坐云雀航空航班可累积积分，购票时100积分可抵扣1元。积分明细可按近1、2、3个月查询。</p>', 'How do I earn and spend points?', '<p>Members earn points on Skylark flights, and 100 points take ¥1 off a fare when you book. Your points detail can be shown for the last 1, 2 or 3 months.</p>'],
  [WALLET, '乘机后积分没有到账怎么办？', '<p>请在会员中心“积分补登”中选择乘机使用的证件，找到漏记的航班并提交补登申请，审核通过后积分将补入账户。</p>', 'My flight’s points are missing. What can I do?', '<p>Use Points supplement in the member centre: choose the document you flew with, pick the missing flight and submit; once checked, the points are added to your account.</p>'],
];

export function memberFaqSeed(): CmsSeed[] {
  return QUESTIONS.flatMap(([[zhGroup, enGroup], zhQ, zhA, enQ, enA], i) => {
    const common = { categoryTypeCode: MEMBER_FAQ_CATEGORY, imageUrl: null, linkUrl: null, daysAgo: i + 1 };
    return [
      { ...common, id: `mfaq-zh-${i + 1}`, language: 'zh_CN' as const, title: zhQ, summary: zhGroup, content: zhA },
      { ...common, id: `mfaq-en-${i + 1}`, language: 'en_US' as const, title: enQ, summary: enGroup, content: enA },
    ];
  });
}
