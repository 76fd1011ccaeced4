import { PDF_TEST_TIMEOUT_MS, pdfText } from '../../test/pdf-text';
import { SELLER, invoicePdf, type InvoicePdfInput } from './pdf';

jest.setTimeout(PDF_TEST_TIMEOUT_MS);

const INPUT: InvoicePdfInput = {
  invoiceNo: '26120700000000123456',
  issueDate: '2026-12-07',
  buyer: {
    type: 'COMPANY',
    title: '广州云雀科技有限公司',
    taxpayerId: '91440101MA59ABCDE0',
    address: '广州市天河区体育西路1号',
    phone: '020-12345678',
    bank: '中国银行广州分行',
    account: '6217000000000000',
  },
  passengerName: '张云雀',
  ticketNo: '9021234567890',
  flight: '2026-12-02 YQ1234 广州 → 北京',
  items: [
    { kind: 'fare', amountFen: 56000 },
    { kind: 'airportTax', amountFen: 5000 },
    { kind: 'fuelTax', amountFen: 1205 },
  ],
  totalFen: 62205,
};

describe('the e-invoice PDF (decision 71)', () => {
  it('writes the invoice number, buyer title and tax id, the items in yuan, the total and the issue date in Chinese', async () => {
    const bytes = await invoicePdf(INPUT);
    const text = await pdfText(bytes);
    expect(text).toContain('电子发票（普通发票）');
    expect(text).toContain('26120700000000123456');
    expect(text).toContain('2026年12月07日');
    expect(text).toContain('广州云雀科技有限公司');
    expect(text).toContain('91440101MA59ABCDE0');
    expect(text).toContain(SELLER.name);
    expect(text).toContain('张云雀');
    expect(text).toContain('广州 → 北京');
    expect(text).toContain('国内航空旅客运输服务（票价）');
    expect(text).toContain('560.00');
    expect(text).toContain('50.00');
    expect(text).toContain('12.05');
    expect(text).toContain('¥622.05');
    expect(bytes.length).toBeLessThan(300_000);
  });

  it('writes a personal buyer without a tax id or company lines', async () => {
    const text = await pdfText(
      await invoicePdf({
        ...INPUT,
        buyer: { type: 'PERSONAL', title: '李四', taxpayerId: '', address: '', phone: '', bank: '', account: '' },
        items: [{ kind: 'fare', amountFen: 1 }],
        totalFen: 1,
      }),
    );
    expect(text).toContain('李四');
    expect(text).toContain('个人');
    expect(text).not.toContain('开户行及账号');
    expect(text).toContain('¥0.01');
  });
});
