import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { passesPdf } from '@/lib/bff-client/boarding-pass';
import { ResultCode } from '@/lib/contract';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { BoardingPassActions } from './boarding-pass-actions';

// Decision 20 (spec §2: view, send by e-mail, print): the boarding pass page's actions island.

const call = jest.fn();
jest.mock('@/lib/bff-client/boarding-pass', () => {
  const actual = jest.requireActual('@/lib/bff-client/boarding-pass');
  return { ...actual, emailPasses: { ...actual.emailPasses, call: (...args: unknown[]) => call(...args) } };
});

const print = jest.fn();
beforeEach(() => {
  call.mockReset();
  print.mockReset();
  window.print = print;
});

function renderActions(
  props: Partial<Parameters<typeof BoardingPassActions>[0]> = {},
  locale: 'en-US' | 'zh-CN' = 'en-US',
) {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh}>
      <BoardingPassActions orderNo="YQ1" segment={1} defaultEmail="demo@skylark.example" autoPrint={false} {...props} />
    </NextIntlClientProvider>,
  );
}

const address = () => screen.getByLabelText('E-mail address') as HTMLInputElement;
// The form checks and sends asynchronously (react-hook-form): each send is awaited.
const send = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send' })));

describe('BoardingPassActions', () => {
  it('prints on demand and links the PDF download to the BFF by its operation', () => {
    renderActions();
    fireEvent.click(screen.getByRole('button', { name: 'Print' }));
    expect(print).toHaveBeenCalledTimes(1);
    const download = screen.getByRole('link', { name: 'Download PDF' });
    expect(download).toHaveAttribute('href', passesPdf.url({ orderNo: 'YQ1', segment: 1 }));
    expect(download).toHaveAttribute('download');
  });

  it("prefills the member's e-mail, mails it quietly and says where it went", async () => {
    call.mockResolvedValue({
      ok: true,
      data: { sentTo: 'demo@skylark.example', passes: 1, attachment: { fileName: 'x.pdf', size: 1 } },
    });
    renderActions();
    expect(address().value).toBe('demo@skylark.example');
    await send();
    expect(await screen.findByText('Sent to demo@skylark.example.')).toBeInTheDocument();
    expect(call).toHaveBeenCalledWith({ orderNo: 'YQ1', segment: 1, email: 'demo@skylark.example' }, { quiet: true });
  });

  it('says a missing or wrong address beside the field without calling the BFF', async () => {
    renderActions({ defaultEmail: '' });
    await send();
    expect(address()).toHaveAccessibleDescription(expect.stringContaining('Please enter an e-mail address'));
    fireEvent.change(address(), { target: { value: 'nobody@' } });
    await send();
    expect(address()).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid e-mail address'));
    expect(address()).toHaveAttribute('aria-invalid', 'true');
    expect(call).not.toHaveBeenCalled();
  });

  it("puts the BFF's refusal of the address beside the field, and any other failure under the form", async () => {
    call.mockResolvedValueOnce({
      ok: false,
      code: ResultCode.BAD_REQUEST,
      msg: 'x',
      fieldErrors: { email: 'emailInvalid' },
    });
    renderActions();
    await send();
    await waitFor(() =>
      expect(address()).toHaveAccessibleDescription(expect.stringContaining('Please enter a valid e-mail address')),
    );
    call.mockResolvedValueOnce({ ok: false, code: ResultCode.RATE_LIMITED, msg: 'Too many requests' });
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests');
    expect(address()).not.toHaveAttribute('aria-invalid');
  });

  it('the print layout opens the print dialog once, when the page has loaded', async () => {
    renderActions({ autoPrint: true });
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(screen.getByText('The print dialog opens once the passes have loaded.')).toBeInTheDocument();
    window.dispatchEvent(new Event('load'));
    expect(print).toHaveBeenCalledTimes(1);
  });

  it('speaks Chinese on the Chinese page', () => {
    renderActions({}, 'zh-CN');
    expect(screen.getByRole('button', { name: '打印' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '下载 PDF' })).toBeInTheDocument();
    expect(screen.getByLabelText('电子邮箱')).toBeInTheDocument();
  });
});
