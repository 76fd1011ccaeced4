import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { SpecialDocumentsForm } from './special-documents-form';

// Spec §5 "medical-institution name 4 to 20 consecutive characters": the field a doctor's or a nurse's document
// adds, its localized error beside it, and what is sent.

const uploadWithProgress = jest.fn();
jest.mock('@/lib/bff-client/special-documents', () => ({
  submitDocument: { method: 'POST', path: 'submit' },
  resubmitDocument: { method: 'POST', path: 'resubmit' },
  uploadWithProgress: (...args: unknown[]) => uploadWithProgress(...args),
}));

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:test/1');
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => uploadWithProgress.mockReset());

function renderForm(locale: 'en-US' | 'zh-CN' = 'en-US') {
  render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh}>
      <SpecialDocumentsForm
        passengerId="P1"
        today="2026-12-01"
        again={null}
        takenTypes={[]}
        onDone={() => undefined}
        onCancel={() => undefined}
      />
    </NextIntlClientProvider>,
  );
}

async function fillDoctor(type: string, label: string) {
  fireEvent.change(screen.getByRole('combobox'), { target: { value: type } });
  fireEvent.change(screen.getAllByRole('textbox')[0]!, { target: { value: 'D2026001' } });
  const picker = document.querySelector('input[type="file"]') as HTMLInputElement;
  fireEvent.change(picker, { target: { files: [new File(['x'], 'card.png', { type: 'image/png' })] } });
  const expiry = document.querySelector('input[type="date"]') as HTMLInputElement;
  fireEvent.change(expiry, { target: { value: '2027-01-01' } });
  return screen.findByLabelText(label);
}

describe('the medical institution of a special document (spec §5)', () => {
  it('is asked of a doctor only: not shown for a student', async () => {
    renderForm();
    expect(screen.queryByLabelText('Medical institution')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Document type'), { target: { value: 'DOCTOR' } });
    expect(await screen.findByLabelText('Medical institution')).toBeInTheDocument();
  });

  it('3 characters: the error beside the field, nothing sent; 4: sent trimmed', async () => {
    renderForm();
    const field = await fillDoctor('DOCTOR', 'Medical institution');
    fireEvent.change(field, { target: { value: '人民院' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit for review' })));
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('The medical institution has 4 to 20 characters'),
    );
    expect(uploadWithProgress).not.toHaveBeenCalled();
    uploadWithProgress.mockResolvedValue({ ok: true, data: { documentId: 'D1', status: 1 } });
    fireEvent.change(field, { target: { value: ' 协和医院 ' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit for review' })));
    await waitFor(() => expect(uploadWithProgress).toHaveBeenCalled());
    expect(uploadWithProgress.mock.calls[0]![1]).toMatchObject({ type: 'DOCTOR', institution: '协和医院' });
  });

  it('21 characters and a space inside are refused in Chinese too', async () => {
    renderForm('zh-CN');
    const field = await fillDoctor('NURSE', '执业医疗机构');
    fireEvent.change(field, { target: { value: '中'.repeat(21) } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: '提交审核' })));
    expect(field).toHaveAccessibleDescription(expect.stringContaining('医疗机构名称为 4 至 20 个字符'));
    fireEvent.change(field, { target: { value: '中山 医院' } });
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(expect.stringContaining('医疗机构名称须为连续字符，中间不能有空格')),
    );
    fireEvent.change(field, { target: { value: '中'.repeat(20) } });
    await waitFor(() => expect(field).not.toHaveAccessibleDescription(expect.stringContaining('医疗机构名称')));
  });
});
