import type { AnchorHTMLAttributes } from 'react';
import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { EInvoice } from '@/lib/contract';
import zh from '@/messages/zh-CN.json';
import { EInvoiceSummary } from './invoice-summary';

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

// Decision 71: an invoice's date on the page is the PDF's. Issued, it is the day it was issued (Beijing time), which
// the sandbox may make earlier than spec §9's 3rd working day it was due on; requested, the day it is due.
const invoice = (over: Partial<EInvoice>): EInvoice => ({
  invoiceNo: '12345678901234567890',
  status: 'REQUESTED',
  header: { type: 'PERSONAL', title: '张云雀' } as EInvoice['header'],
  mobile: '13812345678',
  email: 'invoice@example.com',
  items: [],
  totalFen: 100_000,
  requestedAt: '2026-12-28T01:00:00.000Z',
  issueOn: '2026-12-31',
  issuedAt: null,
  resendsLeft: 3,
  ...over,
});

const show = (i: EInvoice) =>
  render(
    <NextIntlClientProvider locale="zh-CN" messages={zh} timeZone="Asia/Shanghai">
      <EInvoiceSummary invoice={i} pdfHref="/pdf" resendHref={null} />
    </NextIntlClientProvider>,
  );

describe('EInvoiceSummary', () => {
  it('a requested invoice says the day it is due', () => {
    show(invoice({}));
    expect(screen.getByText(zh.EInvoice.invoice.issueOn).nextSibling).toHaveTextContent('2026-12-31');
  });

  it('an issued invoice says the day it was issued, in Beijing time, as its PDF does', () => {
    // 17:30 UTC on the 27th is 01:30 on the 28th in Beijing.
    show(invoice({ status: 'ISSUED', issuedAt: '2026-12-27T17:30:00.000Z' }));
    expect(screen.getByText(zh.EInvoice.invoice.issuedOn).nextSibling).toHaveTextContent('2026-12-28');
  });
});
