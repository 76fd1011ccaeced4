import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { OrderStatus } from '@/lib/contract';
import { sampleOrder } from '@/lib/domain/order.sample';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { keepBillingDraft, readBillingDraft } from './billing-draft';
import { PaymentOutcome } from './payment-outcome';

// Decision 49; spec §2 /result ('payment failed', 'timeout: order cancelled automatically'): a failed payment says
// the gateway's reason in the page's language and until when, in Beijing time, it may be paid again.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

const DEADLINE = '2026-12-01T02:30:00.000Z'; // 10:30 in Beijing
const NOW = Date.parse('2026-12-01T02:10:00.000Z');
const failedOrder = sampleOrder(undefined, { orderStatus: OrderStatus.PAYMENT_FAILED, paymentDeadline: DEADLINE });

function renderOutcome(
  verified: Parameters<typeof PaymentOutcome>[0]['verified'],
  locale: 'en-US' | 'zh-CN' = 'en-US',
) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh} timeZone="Asia/Shanghai">
      <PaymentOutcome
        verified={verified}
        poll={{ state: 'ready', order: failedOrder, gaveUp: false, checkedAt: NOW }}
        locale={locale}
        onCheckAgain={() => undefined}
      />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => window.sessionStorage.clear());

describe('PaymentOutcome of a failed payment (decision 49)', () => {
  it.each([
    ['CARD_DECLINED', 'the card was declined by its bank'],
    ['CARD_INVALID', 'the card number is not valid'],
    ['GATEWAY_DECLINED', 'the payment platform did not accept the payment'],
  ] as const)('says the gateway reason %s in words', (failReason, words) => {
    renderOutcome({ orderNo: failedOrder.orderNo, pay: 'fail', failReason });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Payment failed');
    expect(screen.getByText(new RegExp(words))).toBeInTheDocument();
  });

  it('names the deadline with its zone, in both languages', () => {
    const { unmount } = renderOutcome({ orderNo: failedOrder.orderNo, pay: 'fail', failReason: 'CARD_DECLINED' });
    expect(screen.getByText(/The order is kept until 2026-12-01 10:30 \(Beijing time\)\./)).toBeInTheDocument();
    unmount();
    renderOutcome({ orderNo: failedOrder.orderNo, pay: 'fail', failReason: 'CARD_DECLINED' }, 'zh-CN');
    expect(screen.getByText(/订单将保留至 2026-12-01 10:30（北京时间）。/)).toBeInTheDocument();
    expect(screen.getByText(/发卡银行拒绝/)).toBeInTheDocument();
  });

  it('a return without a reason gives the gateway refusal; a cancelled payment gives none', () => {
    const { unmount } = renderOutcome({ orderNo: failedOrder.orderNo, pay: 'fail' });
    expect(screen.getByText(/the payment platform did not accept the payment/)).toBeInTheDocument();
    unmount();
    renderOutcome({ orderNo: failedOrder.orderNo, pay: 'cancel' });
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Payment cancelled');
    expect(screen.queryByText(/^Reason:/)).not.toBeInTheDocument();
  });

  it('keeps the billing for "pay again" after a failure, and drops it once the payment succeeded', () => {
    keepBillingDraft(failedOrder.orderNo, { lastName: 'Lovelace', city: 'San Francisco' });
    const { unmount } = renderOutcome({ orderNo: failedOrder.orderNo, pay: 'fail', failReason: 'CARD_DECLINED' });
    expect(readBillingDraft(failedOrder.orderNo)).toEqual({ lastName: 'Lovelace', city: 'San Francisco' });
    unmount();
    renderOutcome({ orderNo: failedOrder.orderNo, pay: 'success' });
    expect(readBillingDraft(failedOrder.orderNo)).toBeNull();
  });
});
