import { noticeMoney, noticeTexts, type NoticeFacts, type NoticeInput } from './compose';

// Issue 28 §4, decision 47: each notice names the order, the flight and what to do next, with the link, in the
// booking's language.
const flight = { flightNo: 'SL1301', date: '2026-12-12', depTime: '08:30', depName: '广州', arrName: '北京' };
const flightEn = { ...flight, depName: 'Guangzhou', arrName: 'Beijing' };

const REFUND = {
  refundNo: 'R1',
  amount: '￥1,234.00',
  due: true,
  dueFrom: '2026-12-10',
  dueBy: '2026-12-20',
  card: null,
} as const;

const ALL: NoticeFacts[] = [
  { event: 'FLIGHT_DELAYED', delayMinutes: 90, newDeparture: '2026-12-12 10:00' },
  { event: 'FLIGHT_CANCELLED' },
  { event: 'FLIGHT_DIVERTED', returned: false, toName: '深圳宝安国际机场' },
  { ...REFUND, event: 'REFUND_APPROVED' },
  { ...REFUND, event: 'REFUND_PAID' },
  { event: 'CHANGE_CONFIRMED', changeOrderNo: 'YQ2' },
  { event: 'ADD_ON_BOUGHT', addOnOrderNo: 'YQ3' },
];

const input = (facts: NoticeFacts, language: NoticeInput['language']): NoticeInput => ({
  language,
  orderNo: 'YQ1',
  flights: [language === 'en_US' ? flightEn : flight],
  link: `http://localhost:3000/${language === 'en_US' ? 'en-US' : 'zh-CN'}/ancillary/abnormalEntry`,
  facts,
});

describe('the words of a notice', () => {
  it.each(ALL.map((f) => [f.event, f] as const))(
    '%s names the order, the flight and the link, in both languages',
    (_, facts) => {
      for (const language of ['zh_CN', 'en_US'] as const) {
        const { sms, email } = noticeTexts(input(facts, language));
        for (const text of [sms, email]) {
          expect(text).toContain('YQ1');
          expect(text).toContain('SL1301');
          expect(text).toContain(input(facts, language).link);
        }
        expect(email.split('\n').length).toBeGreaterThan(4);
        expect(sms).not.toContain('\n');
      }
    },
  );

  it('is written in Chinese for a booking made in Chinese and in English for one made in English', () => {
    const cancelled: NoticeFacts = { event: 'FLIGHT_CANCELLED' };
    const zh = noticeTexts(input(cancelled, 'zh_CN'));
    expect(zh.sms).toMatch(/^【云雀航空】/);
    expect(zh.sms).toContain('已取消');
    expect(zh.sms).toContain('广州—北京');
    expect(zh.sms).toContain('免费改到其他航班');
    const en = noticeTexts(input(cancelled, 'en_US'));
    expect(en.sms).toMatch(/^Skylark Airlines: /);
    expect(en.sms).toContain('is cancelled');
    expect(en.sms).toContain('Guangzhou to Beijing');
    expect(en.sms).toContain('change to another flight free of charge');
    expect(en.sms).not.toMatch(/[\u4e00-\u9fff]/);
  });

  it('says the delay, the new departure and the refund amounts and dates', () => {
    const delayed = noticeTexts(input(ALL[0]!, 'en_US')).sms;
    expect(delayed).toContain('about 90 minutes');
    expect(delayed).toContain('2026-12-12 10:00');
    const approved = noticeTexts(input(ALL[3]!, 'zh_CN')).sms;
    expect(approved).toContain('￥1,234.00');
    expect(approved).toContain('2026-12-10 至 2026-12-20');
    expect(noticeTexts(input(ALL[5]!, 'zh_CN')).sms).toContain('改期订单 YQ2');
  });

  it('says a return as a return', () => {
    const facts: NoticeFacts = { event: 'FLIGHT_DIVERTED', returned: true, toName: 'Guangzhou Baiyun' };
    expect(noticeTexts(input(facts, 'en_US')).sms).toContain('returned to Guangzhou Baiyun');
  });
});

describe('a refund with nothing due, and a ticket exchanged with a card (decision 67)', () => {
  const zero = { ...REFUND, amount: '￥0.00', due: false };
  const sms = (facts: NoticeFacts, language: NoticeInput['language']) => noticeTexts(input(facts, language)).sms;
  const email = (facts: NoticeFacts, language: NoticeInput['language']) => noticeTexts(input(facts, language)).email;

  it('never says that ￥0.00 comes back: nothing is due', () => {
    for (const event of ['REFUND_APPROVED', 'REFUND_PAID'] as const) {
      expect(sms({ ...zero, event }, 'zh_CN')).toContain('无应退金额');
      expect(sms({ ...zero, event }, 'en_US')).toMatch(/nothing (is|was) due back/i);
      for (const language of ['zh_CN', 'en_US'] as const)
        expect(sms({ ...zero, event }, language)).not.toContain('0.00');
    }
  });

  it('an involuntary refund puts the flight back on the card, told as such', () => {
    const back = { ...zero, card: 'BACK_ON_CARD' } as const;
    expect(sms({ ...back, event: 'REFUND_APPROVED' }, 'zh_CN')).toContain('该航班将退回您的权益卡');
    expect(sms({ ...back, event: 'REFUND_PAID' }, 'zh_CN')).toContain('该航班已退回您的权益卡，可再次兑换');
    expect(email({ ...back, event: 'REFUND_PAID' }, 'en_US')).toMatch(
      /^Skylark Airlines: Your flight is back on your card\n/,
    );
    expect(sms({ ...back, event: 'REFUND_PAID' }, 'en_US')).toContain('The flight is back on your card');
  });

  it("a refunded card gets the flight's share back; a voluntary refund gives nothing back", () => {
    const share = { ...zero, card: 'SHARE_PAID_BACK' } as const;
    expect(sms({ ...share, event: 'REFUND_PAID' }, 'en_US')).toContain("this flight's share of its price went back");
    const kept = { ...zero, card: 'NOTHING_BACK' } as const;
    expect(sms({ ...kept, event: 'REFUND_APPROVED' }, 'zh_CN')).toContain('自愿退票不退回权益卡的兑换次数');
    expect(sms({ ...kept, event: 'REFUND_PAID' }, 'en_US')).toContain('does not give the flight back to your card');
  });

  it('a refund with money keeps its words', () => {
    expect(sms({ ...REFUND, event: 'REFUND_PAID' }, 'zh_CN')).toContain(
      '的退票申请 R1 已退款 ￥1,234.00，按原支付方式退回，到账时间以银行为准。',
    );
    expect(sms({ ...REFUND, event: 'REFUND_APPROVED' }, 'en_US')).toContain(
      'is approved: ￥1,234.00 comes back the way you paid, between 2026-12-10 and 2026-12-20.',
    );
  });
});

describe('amounts', () => {
  it('are minor units shown with two decimals and thousands separated', () => {
    expect(noticeMoney(123_400, 'CNY')).toBe('￥1,234.00');
    expect(noticeMoney(5, 'CNY')).toBe('￥0.05');
    expect(noticeMoney(1_250, 'USD')).toBe('US$12.50');
  });
});
