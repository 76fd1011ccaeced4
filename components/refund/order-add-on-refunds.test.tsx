import { render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { OrderAddOnRefunds } from './order-add-on-refunds';
import { OrderAddOnRefundsLoader } from './order-add-on-refunds-loader';
import { RefundTracker } from './refund-tracker';
import { ORDER_NO, addOnApplication, items } from './add-on-refund.sample';
import { order } from './refund.sample';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';

// Decision 23; decision 26: the order pages lead to /ancillary/refund while an add-on can be refunded alone, and the
// tracker says which add-ons an application gives back.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
const listCall = jest.fn();
// The real operation (its URL names the read), with its call observed.
jest.mock('@/lib/bff-client/add-on-refunds', () => {
  const actual = jest.requireActual('@/lib/bff-client/add-on-refunds');
  return { ...actual, list: { ...actual.list, call: (...args: unknown[]) => listCall(...args) } };
});

function inLocale(node: React.ReactNode, locale: 'en-US' | 'zh-CN' = 'en-US') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh}>
      {node}
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  clearReadCache();
  listCall.mockReset();
});

describe('OrderAddOnRefunds', () => {
  it('links to the add-on refund page with how many can be refunded', () => {
    inLocale(<OrderAddOnRefunds orderNo={ORDER_NO} items={items()} />);
    expect(screen.getByRole('heading', { name: 'Add-ons' })).toBeInTheDocument();
    expect(screen.getByText('4 add-ons of this order can be refunded without the ticket.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Refund add-ons' })).toHaveAttribute(
      'href',
      `/ancillary/refund?orderNo=${ORDER_NO}`,
    );
  });

  it('says one in the singular, and in Chinese', () => {
    const one = items().map((i) => (i.addOnId === '11' ? i : { ...i, block: 'REFUNDED' as const }));
    const { unmount } = inLocale(<OrderAddOnRefunds orderNo={ORDER_NO} items={one} />);
    expect(screen.getByText('1 add-on of this order can be refunded without the ticket.')).toBeInTheDocument();
    unmount();
    inLocale(<OrderAddOnRefunds orderNo={ORDER_NO} items={one} />, 'zh-CN');
    expect(screen.getByRole('link', { name: '增值服务退款' })).toBeInTheDocument();
  });

  it('shows nothing when no add-on can be refunded, or while the list is unknown', () => {
    const { container, rerender } = inLocale(
      <OrderAddOnRefunds orderNo={ORDER_NO} items={items().map((i) => ({ ...i, block: 'TOO_LATE' as const }))} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(
      <NextIntlClientProvider locale="en-US" messages={en}>
        <OrderAddOnRefunds orderNo={ORDER_NO} items={null} />
      </NextIntlClientProvider>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});

describe('OrderAddOnRefundsLoader (the visitor’s order page)', () => {
  it('reads the add-ons through the BFF and shows the link', async () => {
    listCall.mockResolvedValue({ ok: true, data: { currency: 'CNY', items: items(), applications: [] } });
    inLocale(<OrderAddOnRefundsLoader order={order()} />);
    expect(await screen.findByRole('link', { name: 'Refund add-ons' })).toBeInTheDocument();
    expect(listCall).toHaveBeenCalledWith({ orderNo: ORDER_NO }, { quiet: true });
  });

  it('asks nothing of an order without tickets or of an add-on order, and shows nothing on a failure', async () => {
    inLocale(<OrderAddOnRefundsLoader order={order({ tickets: [] })} />);
    inLocale(<OrderAddOnRefundsLoader order={order({ orderType: 3 })} />);
    expect(listCall).not.toHaveBeenCalled();
    listCall.mockResolvedValue({ ok: false, code: '5000502', msg: 'x' });
    const { container } = inLocale(<OrderAddOnRefundsLoader order={order()} />);
    await waitFor(() => expect(listCall).toHaveBeenCalledTimes(1));
    expect(container).toBeEmptyDOMElement();
  });
});

describe('RefundTracker of add-ons refunded alone', () => {
  it('says which add-ons, whose, and no type or reason', () => {
    inLocale(<RefundTracker application={addOnApplication()} locale="en-US" />);
    expect(screen.getByText('Add-ons refunded on their own')).toBeInTheDocument();
    expect(screen.queryByText(/Voluntary refund/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Add-ons')).toHaveTextContent('Meal, Seat 31A');
    expect(screen.getByText('张云雀')).toBeInTheDocument();
    expect(screen.getByText('500 points')).toBeInTheDocument();
  });

  it('in Chinese', () => {
    inLocale(<RefundTracker application={addOnApplication()} locale="zh-CN" />, 'zh-CN');
    expect(screen.getByText('增值服务单独退款')).toBeInTheDocument();
    expect(screen.getByLabelText('增值服务')).toHaveTextContent('餐食、座位 31A');
  });
});
