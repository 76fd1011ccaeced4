/**
 * What a refund notice says of the money and of a card (decision 47; decision 67). A ticket exchanged with a card
 * was paid with the card, not with money: refunded involuntarily its flight goes back on the card (or, when the
 * card itself was refunded since, that flight's share of the card's price goes back the way the card was paid); a
 * voluntary refund gives nothing back. A refund with nothing due says so, never "￥0.00 comes back". Pure.
 */

/** What happens to the card a refunded ticket was exchanged with; null when the ticket was bought with money. */
export type RefundCard = 'BACK_ON_CARD' | 'SHARE_PAID_BACK' | 'NOTHING_BACK';

export type RefundFacts = {
  event: 'REFUND_APPROVED' | 'REFUND_PAID';
  refundNo: string;
  /** The amount as said ('￥1,234.00'), and whether any is due at all. */
  amount: string;
  due: boolean;
  dueFrom: string | null;
  dueBy: string | null;
  card: RefundCard | null;
};

type Words = { headline: string; what: string; next: string };

const NEXT = {
  zh: { approved: '您无需其他操作，可在订单详情查看进度：', paid: '您无需其他操作，可在订单详情查看退款记录：' },
  en: {
    approved: 'Nothing more is needed from you. Follow it on your booking: ',
    paid: 'Nothing more is needed from you. See the refund on your booking: ',
  },
};

const CARD_ZH: Record<RefundCard, { approved: string; paid: string }> = {
  BACK_ON_CARD: {
    approved: '该航班将退回您的权益卡，办结后可再次兑换。',
    paid: '该航班已退回您的权益卡，可再次兑换。',
  },
  SHARE_PAID_BACK: {
    approved: '您的权益卡已退款，该航班在卡价中的份额将按购卡时的支付方式退回。',
    paid: '您的权益卡已退款，该航班在卡价中的份额已按购卡时的支付方式退回。',
  },
  NOTHING_BACK: {
    approved: '自愿退票不退回权益卡的兑换次数，无应退金额。',
    paid: '自愿退票不退回权益卡的兑换次数，无应退金额。',
  },
};

const CARD_EN: Record<RefundCard, { approved: string; paid: string }> = {
  BACK_ON_CARD: {
    approved: 'The flight goes back on your card, to exchange again once the refund is done.',
    paid: 'The flight is back on your card and can be exchanged again.',
  },
  SHARE_PAID_BACK: {
    approved: "Your card was refunded, so this flight's share of its price comes back the way you paid for the card.",
    paid: "Your card was refunded, so this flight's share of its price went back the way you paid for the card.",
  },
  NOTHING_BACK: {
    approved: 'A voluntary refund does not give the flight back to your card, and nothing is due back.',
    paid: 'A voluntary refund does not give the flight back to your card, and nothing was due back.',
  },
};

export function refundWordsZh(f: RefundFacts, orderNo: string, flights: string): Words {
  const approved = f.event === 'REFUND_APPROVED';
  const head = `您订单 ${orderNo}（${flights}）的退票申请 ${f.refundNo} `;
  const when = f.dueFrom && f.dueBy ? `，预计 ${f.dueFrom} 至 ${f.dueBy} 原路退回。` : '，将原路退回。';
  const money = approved
    ? `${head}已审核通过${f.due ? `，应退 ${f.amount}${when}` : '。'}`
    : f.due
      ? `${head}已退款 ${f.amount}，按原支付方式退回，到账时间以银行为准。`
      : `${head}已办结。`;
  const card = f.card ? CARD_ZH[f.card][approved ? 'approved' : 'paid'] : f.due ? '' : '无应退金额。';
  return {
    headline: approved
      ? `退票申请 ${f.refundNo} 已审核通过`
      : f.card === 'BACK_ON_CARD'
        ? '航班已退回您的权益卡'
        : f.due
          ? `退款 ${f.amount} 已退回`
          : `退票申请 ${f.refundNo} 已办结`,
    what: `${money}${card}`,
    next: NEXT.zh[approved ? 'approved' : 'paid'],
  };
}

export function refundWordsEn(f: RefundFacts, orderNo: string, flights: string): Words {
  const approved = f.event === 'REFUND_APPROVED';
  const head = `Refund ${f.refundNo} of booking ${orderNo} (${flights})`;
  const when = f.dueFrom && f.dueBy ? `, between ${f.dueFrom} and ${f.dueBy}.` : '.';
  const money = approved
    ? `${head} is approved${f.due ? `: ${f.amount} comes back the way you paid${when}` : '.'}`
    : f.due
      ? `${head} is paid: ${f.amount} went back the way you paid; your bank decides when it shows.`
      : `${head} is done.`;
  const card = f.card ? CARD_EN[f.card][approved ? 'approved' : 'paid'] : f.due ? '' : 'Nothing is due back.';
  return {
    headline: approved
      ? `Refund ${f.refundNo} is approved`
      : f.card === 'BACK_ON_CARD'
        ? 'Your flight is back on your card'
        : f.due
          ? `Your refund of ${f.amount} is paid`
          : `Refund ${f.refundNo} is done`,
    what: card ? `${money} ${card}` : money,
    next: NEXT.en[approved ? 'approved' : 'paid'],
  };
}
