import { render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { OrderRefunds } from './order-refunds';
import { OrderRefundsLoader } from './order-refunds-loader';
import { RefundTracker } from './refund-tracker';
import { application, order, ORDER_NO } from './refund.sample';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';

// Decision 23; spec §3 refund application (amount, points, type); §9 'refund arrives 7 to 15 working days after
// approval'; order times in the airline's zone (Beijing).

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
const listCall = jest.fn();
// The real operation (its URL names the read), with its call observed.
jest.mock('@/lib/bff-client/refunds', () => {
  const actual = jest.requireActual('@/lib/bff-client/refunds');
  return { ...actual, list: { ...actual.list, call: (...args: unknown[]) => listCall(...args) } };
});
beforeEach(() => clearReadCache());

function inLocale(node: React.ReactNode, locale: 'en-US' | 'zh-CN' = 'en-US') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh}>
      {node}
    </NextIntlClientProvider>,
  );
}

const step = (key: string) => screen.getByTestId(`refund-step-${key}`);

describe('RefundTracker', () => {
  it('shows a submitted application: its date in Beijing time, amount, points, route; the next steps waiting', () => {
    inLocale(<RefundTracker application={application()} locale="en-US" />);
    expect(step('SUBMITTED')).toHaveTextContent('Submitted');
    // 2026-11-30T23:30Z is 07:30 on 1 December in Beijing.
    expect(step('SUBMITTED')).toHaveTextContent('2026-12-01 07:30');
    expect(step('SUBMITTED')).toHaveAttribute('aria-current', 'step');
    expect(step('APPROVED')).toHaveTextContent('Approved · waiting');
    expect(step('PAID_BACK')).toHaveAttribute('data-done', 'false');
    expect(screen.getByTestId('refund-amount')).toHaveTextContent('￥720');
    expect(screen.getByText('120 points')).toBeInTheDocument();
    expect(screen.getByText('The original online payment')).toBeInTheDocument();
    expect(screen.getByText('Voluntary refund · Plans changed')).toBeInTheDocument();
    expect(screen.queryByTestId('refund-due')).not.toBeInTheDocument();
  });

  it('once approved says when the money is due (spec §9)', () => {
    inLocale(
      <RefundTracker
        application={application({
          status: 'APPROVED',
          approvedAt: '2026-12-02T02:00:00.000Z',
          dueFrom: '2026-12-11',
          dueBy: '2026-12-23',
        })}
        locale="en-US"
      />,
    );
    expect(step('APPROVED')).toHaveTextContent('2026-12-02 10:00');
    expect(step('APPROVED')).toHaveAttribute('aria-current', 'step');
    expect(screen.getByTestId('refund-due')).toHaveTextContent('The money is due between 2026-12-11 and 2026-12-23.');
  });

  it('shows paid back as the last step done, and a rejection with its reason instead of the later steps', () => {
    const { unmount } = inLocale(
      <RefundTracker
        application={application({
          status: 'PAID_BACK',
          approvedAt: '2026-12-02T02:00:00.000Z',
          paidAt: '2026-12-12T02:00:00.000Z',
          dueFrom: '2026-12-11',
          dueBy: '2026-12-23',
        })}
        locale="en-US"
      />,
    );
    expect(step('PAID_BACK')).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByTestId('refund-due')).not.toBeInTheDocument();
    unmount();
    inLocale(
      <RefundTracker
        application={application({ status: 'REJECTED', rejectedReason: 'Ticket already used' })}
        locale="en-US"
      />,
    );
    expect(step('REJECTED')).toHaveTextContent('Reason: Ticket already used');
    expect(screen.queryByTestId('refund-step-APPROVED')).not.toBeInTheDocument();
  });

  it('reads in Chinese too', () => {
    inLocale(<RefundTracker application={application()} locale="zh-CN" />, 'zh-CN');
    expect(step('SUBMITTED')).toHaveTextContent('已提交');
    expect(screen.getByText('自愿退票 · 行程变更')).toBeInTheDocument();
  });
});

describe('OrderRefunds on the order pages', () => {
  it("offers 'Refund' for an order with a usable ticket, and lists every application", () => {
    inLocale(
      <OrderRefunds
        order={order()}
        applications={[application(), application({ refundNo: 'RF2', status: 'REJECTED' })]}
        locale="en-US"
      />,
    );
    expect(screen.getByRole('link', { name: 'Refund' })).toHaveAttribute('href', `/refunds/selair/${ORDER_NO}`);
    expect(screen.getAllByTestId('refund-tracker')).toHaveLength(2);
  });

  it("offers no 'Refund' once no ticket is usable, and shows nothing without applications", () => {
    const used = order({ tickets: order().tickets.map((t) => ({ ...t, productStatus: 3 })) });
    const { container } = inLocale(<OrderRefunds order={used} applications={[]} locale="en-US" />);
    expect(container).toBeEmptyDOMElement();
  });

  it("reads the visitor's order's applications through the BFF", async () => {
    listCall.mockResolvedValue({ ok: true, data: { list: [application()] } });
    inLocale(<OrderRefundsLoader order={order()} locale="en-US" />);
    const section = await screen.findByTestId('order-refunds');
    await waitFor(() => expect(within(section).getByTestId('refund-tracker')).toBeInTheDocument());
    expect(listCall).toHaveBeenCalledWith({ orderNo: ORDER_NO }, { quiet: true });
  });
});
