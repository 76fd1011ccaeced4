import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import messages from '@/messages/en-US.json';
import { ResultCode } from '@/lib/contract/codes';
import { SpecialDocumentsForm } from './special-documents-form';
import { addPicked, type PickedImage } from './special-documents-picker';

const uploadWithProgress = jest.fn();
jest.mock('@/lib/bff-client/special-documents', () => ({
  submitDocument: { method: 'POST', path: 'submit' },
  resubmitDocument: { method: 'POST', path: 'resubmit' },
  uploadWithProgress: (...args: unknown[]) => uploadWithProgress(...args),
}));

const MB5 = 5 * 1024 * 1024;
/** A File of `size` bytes without allocating them (jsdom reads `size` from the parts). */
function file(name: string, type: string, size = 10): File {
  const f = new File(['x'], name, { type });
  Object.defineProperty(f, 'size', { value: size });
  return f;
}
const png = (n: number) => file(`card-${n}.png`, 'image/png');

beforeAll(() => {
  let n = 0;
  URL.createObjectURL = jest.fn(() => `blob:test/${(n += 1)}`);
  URL.revokeObjectURL = jest.fn();
});
beforeEach(() => uploadWithProgress.mockReset());

function renderForm(onDone = jest.fn()) {
  render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <SpecialDocumentsForm
        passengerId="P1"
        today="2026-12-01"
        again={null}
        takenTypes={['TEACHER']}
        onDone={onDone}
        onCancel={() => undefined}
      />
    </NextIntlClientProvider>,
  );
  return onDone;
}
const picker = () => screen.getByLabelText('Pictures of the document');
const pick = (...files: File[]) => fireEvent.change(picker(), { target: { files } });

describe('addPicked (spec §5: at most 5 images, each at most 5 MB, jpg or png)', () => {
  const make = (f: File): PickedImage => ({ key: f.name, file: f, url: f.name });
  it('keeps 5 and refuses the 6th; says the first refusal once', () => {
    const four = addPicked([], [png(1), png(2), png(3), png(4)], make).next;
    expect(addPicked(four, [png(5)], make)).toMatchObject({ issue: null, next: { length: 5 } });
    expect(addPicked(four, [png(5), png(6)], make)).toMatchObject({ issue: 'imageLimit', next: { length: 5 } });
    const mixed = addPicked([], [file('a.txt', 'text/plain'), png(1), file('b.png', 'image/png', MB5 + 1)], make);
    expect(mixed).toMatchObject({ issue: 'wrongFormat', next: [{ key: 'card-1.png' }] });
    expect(addPicked([], [file('c.png', 'image/png', MB5)], make).issue).toBeNull();
  });
});

describe('uploadWithProgress (multipart/form-data with upload progress)', () => {
  const actual = jest.requireActual<typeof import('@/lib/bff-client/special-documents')>(
    '@/lib/bff-client/special-documents',
  );
  type Sent = { method: string; url: string; headers: Record<string, string>; body: unknown };

  /** A stand-in XMLHttpRequest: records what is sent, reports half the upload, answers `answer`. */
  function fakeXhr(answer: string, sent: Sent[]) {
    return class {
      upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
      onload?: () => void;
      responseText = answer;
      private request: Sent = { method: '', url: '', headers: {}, body: undefined };
      open(method: string, url: string) {
        this.request = { ...this.request, method, url };
      }
      setRequestHeader(name: string, value: string) {
        this.request.headers[name.toLowerCase()] = value;
      }
      send(body: unknown) {
        sent.push({ ...this.request, body });
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 });
        this.onload?.();
      }
    };
  }

  it('sends the fields and the files in order as FormData, lets the browser write the content type, reports progress', async () => {
    const sent: Sent[] = [];
    const original = window.XMLHttpRequest;
    window.XMLHttpRequest = fakeXhr(
      JSON.stringify({ code: '0', msg: 'ok', data: { documentId: 'D1' } }),
      sent,
    ) as unknown as typeof XMLHttpRequest;
    try {
      const files = [png(1), png(2)];
      const progress: number[] = [];
      const input = { passengerId: 'P1', type: 'STU', number: 'S2026001', expiry: '2027-01-01', images: files };
      const result = await actual.uploadWithProgress(actual.submitDocument, input, (f) => progress.push(f));
      expect(result).toEqual({ ok: true, data: { documentId: 'D1' } });
      expect(progress).toEqual([0.5]);
      const [request] = sent;
      expect(request).toMatchObject({ method: 'POST', url: actual.submitDocument.path });
      expect(request!.headers).not.toHaveProperty('content-type');
      const body = request!.body as FormData;
      expect(body).toBeInstanceOf(FormData);
      expect(body.get('passengerId')).toBe('P1');
      expect(body.get('expiry')).toBe('2027-01-01');
      expect((body.getAll('images') as File[]).map((f) => f.name)).toEqual(['card-1.png', 'card-2.png']);
      // Not JSON, not base64: nothing of the body is a string but the four fields.
      expect([...body.values()].filter((v) => typeof v === 'string')).toHaveLength(4);
    } finally {
      window.XMLHttpRequest = original;
    }
  });
});

describe('SpecialDocumentsForm', () => {
  it('offers only the types the passenger has no document of', () => {
    renderForm();
    const options = Array.from((screen.getByLabelText('Document type') as HTMLSelectElement).options);
    expect(options.map((o) => o.value)).toEqual(['STU', 'SOLDIER', 'POLICE', 'DISABLED', 'DOCTOR', 'NURSE', 'CREW']);
    expect(options[0]!.textContent).toBe('Student ID');
  });

  it('refuses a text file, a picture over 5 MB and a 6th picture in the browser, beside the picker', () => {
    renderForm();
    pick(file('notes.txt', 'text/plain'));
    expect(screen.getByText('Wrong format: choose a jpg or png image')).toBeInTheDocument();
    expect(screen.getByText('0/5 pictures')).toBeInTheDocument();
    pick(file('big.png', 'image/png', MB5 + 1));
    expect(screen.getByText('File too large: each picture at most 5 MB')).toBeInTheDocument();
    pick(png(1), png(2), png(3), png(4), png(5));
    expect(screen.getByText('5/5 pictures')).toBeInTheDocument();
    expect(screen.queryByText(/Wrong format|File too large/)).not.toBeInTheDocument();
    pick(png(6));
    expect(screen.getByText('At most 5 pictures can be uploaded')).toBeInTheDocument();
    expect(screen.getAllByRole('img')).toHaveLength(5);
    fireEvent.click(screen.getByRole('button', { name: 'Remove picture 5' }));
    expect(screen.getByText('4/5 pictures')).toBeInTheDocument();
    expect(URL.revokeObjectURL).toHaveBeenCalled();
  });

  it('says each wrong field beside it and sends nothing', async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2026-12-01' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit for review' })));
    expect(screen.getByLabelText('Document number')).toHaveAccessibleDescription('Please enter the document number');
    expect(screen.getByLabelText('Valid until')).toHaveAccessibleDescription('The document must be valid after today');
    expect(screen.getByText('Please upload a picture of the document')).toBeInTheDocument();
    expect(uploadWithProgress).not.toHaveBeenCalled();
    // Once sent, a correction is checked as it is made.
    fireEvent.change(screen.getByLabelText('Document number'), { target: { value: 'S2026001' } });
    await waitFor(() => expect(screen.getByLabelText('Document number')).not.toHaveAccessibleDescription());
  });

  it('uploads the fields and the picked files as they are (multipart, no base64) with a progress bar, then says so', async () => {
    let finish: (value: unknown) => void = () => undefined;
    uploadWithProgress.mockImplementation((_op, _input, onProgress: (f: number) => void) => {
      onProgress(0.5);
      return new Promise((resolve) => (finish = resolve));
    });
    const onDone = renderForm();
    fireEvent.change(screen.getByLabelText('Document number'), { target: { value: ' s2026001 ' } });
    fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2026-12-02' } });
    const files = [png(1), png(2)];
    pick(...files);
    fireEvent.click(screen.getByRole('button', { name: 'Submit for review' }));
    const bar = await screen.findByLabelText('Upload progress');
    await waitFor(() => expect(bar).toHaveAttribute('value', '50'));
    const [op, input] = uploadWithProgress.mock.calls[0]!;
    expect(op).toMatchObject({ path: 'submit' });
    expect(input).toEqual({
      passengerId: 'P1',
      type: 'STU',
      number: 's2026001',
      expiry: '2026-12-02',
      institution: '',
      images: files,
    });
    expect(input.images[0]).toBe(files[0]);
    expect(input.images[1]).toBe(files[1]);
    await act(async () => finish({ ok: true, data: { documentId: 'D1', status: 1 } }));
    expect(onDone).toHaveBeenCalledWith('Submitted for review');
  });

  it("places airline-api's refusals: fields beside them, images beside the picker, others as the form's line", async () => {
    renderForm();
    fireEvent.change(screen.getByLabelText('Document number'), { target: { value: 'S2026001' } });
    fireEvent.change(screen.getByLabelText('Valid until'), { target: { value: '2027-01-01' } });
    pick(png(1));
    const send = async (answer: unknown) => {
      uploadWithProgress.mockResolvedValueOnce(answer);
      await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Submit for review' })));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Submit for review' })).not.toBeDisabled());
    };
    await send({ ok: false, code: ResultCode.SPECIAL_DOCUMENT_INVALID, msg: 'x', fieldErrors: { type: 'typeTaken' } });
    expect(screen.getByLabelText('Document type')).toHaveAccessibleDescription(
      'This passenger already has a special document of this type',
    );
    await send({ ok: false, code: ResultCode.UPLOAD_WRONG_FORMAT, msg: 'Wrong format' });
    expect(screen.getByText('Wrong format')).toBeInTheDocument();
    await send({
      ok: false,
      code: ResultCode.REAL_NAME_REQUIRED,
      msg: 'Please complete real-name authentication first',
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Please complete real-name authentication first');
    await send({ ok: false, code: 'NETWORK', msg: '' });
    expect(screen.getByRole('alert')).toHaveTextContent('The document could not be submitted, please try again later');
  });
});
