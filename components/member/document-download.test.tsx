import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { downloadDocument } from '@/lib/bff-client/member-documents';
import { DocumentDownload, fileSize, type DocumentRow } from './document-download';

// spec §2 /member/documentDownload and §8 'download failed': the list, its sizes and dates, and a click.

const fetchDocument = jest.fn();
jest.mock('@/lib/bff-client/member-documents', () => ({
  ...jest.requireActual('@/lib/bff-client/member-documents'),
  fetchDocument: (...args: unknown[]) => fetchDocument(...args),
}));

const ROWS: DocumentRow[] = [
  {
    documentId: 'invoice-guide',
    title: 'Electronic invoice request guide',
    fileName: 'skylark-invoice-guide.pdf',
    sizeBytes: 2700,
    updatedAt: '2025-10-10',
  },
  {
    documentId: 'medif',
    title: 'Medical information form (MEDIF)',
    fileName: 'skylark-medif.pdf',
    sizeBytes: 1_572_864,
    updatedAt: '2025-05-20',
  },
];

function inLocale(locale: 'en-US' | 'zh-CN', ui: ReactNode) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={locale === 'en-US' ? en : zh}
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

const saved: { href: string; download: string }[] = [];
beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:http://shop.test/1');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
beforeEach(() => {
  fetchDocument.mockReset();
  saved.length = 0;
});

describe('file sizes', () => {
  it('are bytes below 1 kB and kB from 1,024 bytes', () => {
    expect(fileSize(1)).toEqual({ unit: 'bytes', value: 1 });
    expect(fileSize(1023)).toEqual({ unit: 'bytes', value: 1023 });
    expect(fileSize(1024)).toEqual({ unit: 'kB', value: 1 });
    expect(fileSize(1536)).toEqual({ unit: 'kB', value: 1.5 });
    expect(fileSize(2700)).toEqual({ unit: 'kB', value: 2.6 });
  });

  it('are MB once the kB would round to 1,024, with one decimal at most', () => {
    expect(fileSize(1024 * 1023.9)).toEqual({ unit: 'kB', value: 1023.9 });
    expect(fileSize(1024 * 1023.96)).toEqual({ unit: 'MB', value: 1 });
    expect(fileSize(1_048_575)).toEqual({ unit: 'MB', value: 1 });
    expect(fileSize(1_048_576)).toEqual({ unit: 'MB', value: 1 });
    expect(fileSize(1_572_864)).toEqual({ unit: 'MB', value: 1.5 });
  });
});

describe('the document list', () => {
  it('shows each title with its type, size and date, and a download link to its file', () => {
    inLocale('en-US', <DocumentDownload documents={ROWS} />);
    const rows = within(screen.getByRole('list', { name: 'Downloadable material' })).getAllByRole('listitem');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Electronic invoice request guide');
    expect(rows[0]).toHaveTextContent('PDF · 2.6 kB · Updated 2025-10-10');
    expect(rows[1]).toHaveTextContent('PDF · 1.5 MB · Updated 2025-05-20');
    expect(within(rows[0]!).getByText('Updated 2025-10-10').closest('time')).toHaveAttribute('datetime', '2025-10-10');
    const link = within(rows[1]!).getByRole('link', { name: 'Download Medical information form (MEDIF)' });
    expect(link).toHaveAttribute('href', downloadDocument.url({ documentId: 'medif' }));
    expect(link).toHaveAttribute('download', 'skylark-medif.pdf');
  });

  it('says sizes and dates in Chinese on a Chinese page', () => {
    inLocale('zh-CN', <DocumentDownload documents={ROWS} />);
    const rows = within(screen.getByRole('list', { name: '可下载资料' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('PDF · 2.6 KB · 更新于 2025-10-10');
    expect(within(rows[0]!).getByRole('link', { name: '下载 Electronic invoice request guide' })).toBeVisible();
  });

  it('saves the fetched file under its name, and says nothing went wrong', async () => {
    fetchDocument.mockResolvedValue({ ok: true, file: new Blob(['%PDF-1.4']) });
    inLocale('en-US', <DocumentDownload documents={ROWS} />);
    await act(async () => {
      fireEvent.click(screen.getByRole('link', { name: 'Download Medical information form (MEDIF)' }));
    });
    expect(fetchDocument).toHaveBeenCalledWith('medif');
    expect(saved).toEqual([{ href: 'blob:http://shop.test/1', download: 'skylark-medif.pdf' }]);
    expect(screen.getByRole('alert')).toHaveTextContent('');
  });

  it("says 'download failed' in an alert when the file could not be had, and clears it on the next success", async () => {
    fetchDocument.mockResolvedValue({ ok: false, code: '5000502' });
    inLocale('en-US', <DocumentDownload documents={ROWS} />);
    const link = screen.getByRole('link', { name: 'Download Medical information form (MEDIF)' });
    await act(async () => {
      fireEvent.click(link);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Download failed. Please try again later.');
    expect(saved).toEqual([]);
    fetchDocument.mockResolvedValue({ ok: true, file: new Blob(['%PDF-1.4']) });
    await act(async () => {
      fireEvent.click(link);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('');
    expect(saved).toHaveLength(1);
  });

  it('shows the link busy while the file comes, and ignores a second click meanwhile', async () => {
    let finish: (value: unknown) => void = () => undefined;
    fetchDocument.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    inLocale('en-US', <DocumentDownload documents={ROWS} />);
    const link = screen.getByRole('link', { name: 'Download Medical information form (MEDIF)' });
    fireEvent.click(link);
    expect(link).toHaveAttribute('aria-busy', 'true');
    expect(link).toHaveTextContent('Downloading…');
    fireEvent.click(screen.getByRole('link', { name: 'Download Electronic invoice request guide' }));
    expect(fetchDocument).toHaveBeenCalledTimes(1);
    await act(async () => finish({ ok: true, file: new Blob(['x']) }));
    expect(link).not.toHaveAttribute('aria-busy');
    expect(link).toHaveTextContent('Download');
  });

  it('leaves a modified click (new tab, save as) to the browser', () => {
    inLocale('en-US', <DocumentDownload documents={ROWS} />);
    const link = screen.getByRole('link', { name: 'Download Medical information form (MEDIF)' });
    for (const modifier of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }]) {
      fireEvent.click(link, modifier);
    }
    expect(fetchDocument).not.toHaveBeenCalled();
  });
});
