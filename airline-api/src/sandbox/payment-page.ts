import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import { UpstreamPath } from '@/lib/contract';
import type { PaymentGateway } from '../booking/payment-gateway';
import { completePayment, returnUrl, type FailReason, type PaymentRow } from '../booking/payments';
import { payment } from '../db/schema';
import type { Services } from '../services';
import { esc, sendPage } from './html';

type Lang = 'zh' | 'en';
const T = {
  gateway: { zh: '云雀支付沙箱收银台', en: 'Skylark payment sandbox' },
  card: { zh: '境外银行卡支付（沙箱）', en: 'Overseas card payment (sandbox)' },
  order: { zh: '订单号', en: 'Order number' },
  amount: { zh: '支付金额', en: 'Amount' },
  cardNumber: { zh: '卡号', en: 'Card number' },
  cardHint: {
    zh: '测试卡：4111 1111 1111 1111 支付成功；4000 0000 0000 0002 被拒绝。',
    en: 'Test cards: 4111 1111 1111 1111 succeeds; 4000 0000 0000 0002 is declined.',
  },
  pay: { zh: '支付', en: 'Pay' },
  fail: { zh: '模拟支付失败', en: 'Simulate failure' },
  cancel: { zh: '取消支付', en: 'Cancel payment' },
  done: { zh: '该支付已处理', en: 'This payment has already been handled' },
  missing: { zh: '支付不存在', en: 'Payment not found' },
  back: { zh: '返回商户', en: 'Back to the merchant' },
} as const;

const DecisionSchema = z.object({
  decision: z.enum(['pay', 'fail', 'cancel']),
  cardNumber: z.string().max(30).optional(),
  lang: z.enum(['zh', 'en']).optional(),
});
const DECLINED = '4000000000000002';

function luhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

const money = (p: PaymentRow) => `${p.currency === 'USD' ? '$' : '￥'}${(p.amount / 100).toFixed(2)}`;

/** The gateway the sandbox plugs in: its pay page below. */
export const sandboxPaymentGateway: PaymentGateway = {
  pagePath: (paymentId) => UpstreamPath.sandboxPay.replace(':paymentId', paymentId),
};

/** The sandbox gateway and card page: Pay / Fail / Cancel, then back to the shop's webCallbackUrl. */
export function registerPaymentPage(app: FastifyInstance, s: Services): void {
  app.get<{ Params: { paymentId: string }; Querystring: { lang?: string } }>(
    UpstreamPath.sandboxPay,
    async (req, reply) => {
      const lang: Lang = req.query.lang === 'en' ? 'en' : 'zh';
      const htmlLang = lang === 'en' ? 'en' : 'zh-CN';
      const [p] = await s.db.select().from(payment).where(eq(payment.id, req.params.paymentId));
      if (!p) return sendPage(reply, 404, T.missing[lang], `<h1 role="alert">${T.missing[lang]}</h1>`, htmlLang);
      if (p.status !== 'PENDING') {
        const back = await returnUrl(s, p);
        const link = back ? `<p><a href="${esc(back)}">${T.back[lang]}</a></p>` : '';
        return sendPage(reply, 200, T.done[lang], `<h1>${T.done[lang]}</h1>${link}`, htmlLang);
      }
      const title = p.channel === 'OCEAN' ? T.card[lang] : T.gateway[lang];
      const card =
        p.channel === 'OCEAN'
          ? `<label for="card">${T.cardNumber[lang]}</label><input type="text" id="card" name="cardNumber" inputmode="numeric" autocomplete="cc-number" maxlength="23" aria-describedby="card-hint"><p id="card-hint" class="note">${T.cardHint[lang]}</p>`
          : '';
      const body = `<h1>${title}</h1>
<dl><dt>${T.order[lang]}</dt><dd>${esc(p.orderNo)}</dd><dt>${T.amount[lang]}</dt><dd>${esc(money(p))}</dd></dl>
<form method="post" action="${esc(req.url.split('?')[0] ?? '')}"><input type="hidden" name="lang" value="${lang}">${card}
<div class="actions"><button class="primary" type="submit" name="decision" value="pay">${T.pay[lang]}</button>
<button class="secondary" type="submit" name="decision" value="fail">${T.fail[lang]}</button>
<button class="secondary" type="submit" name="decision" value="cancel">${T.cancel[lang]}</button></div></form>`;
      return sendPage(reply, 200, title, body, htmlLang);
    },
  );

  app.post<{ Params: { paymentId: string } }>(UpstreamPath.sandboxPay, async (req, reply) => {
    const form = DecisionSchema.safeParse(req.body);
    const lang: Lang = form.success && form.data.lang === 'en' ? 'en' : 'zh';
    const [p] = await s.db.select().from(payment).where(eq(payment.id, req.params.paymentId));
    if (!p || !form.success) return sendPage(reply, 400, T.missing[lang], `<h1 role="alert">${T.missing[lang]}</h1>`);
    let result: 'success' | 'fail' | 'cancel' =
      form.data.decision === 'pay' ? 'success' : form.data.decision === 'fail' ? 'fail' : 'cancel';
    // Why a failure failed, as a gateway says it: the declined test card, a number that is not a card, or a refusal.
    let reason: FailReason = 'GATEWAY_DECLINED';
    if (p.channel === 'OCEAN' && result === 'success') {
      const digits = (form.data.cardNumber ?? '').replace(/\D/g, '');
      if (!luhn(digits) || digits === DECLINED) {
        result = 'fail';
        reason = digits === DECLINED ? 'CARD_DECLINED' : 'CARD_INVALID';
      }
    }
    const done = await completePayment(s, p.id, result, reason);
    const back = done && (await returnUrl(s, done));
    if (!back) return sendPage(reply, 409, T.done[lang], `<h1>${T.done[lang]}</h1>`);
    return reply.redirect(back, 303);
  });
}
