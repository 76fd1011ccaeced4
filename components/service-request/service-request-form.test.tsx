import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ServiceRequest, ServiceRequestSegment } from '@/lib/contract/service-requests';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { ServiceRequestForm } from './service-request-form';
import { ServiceRequestList } from './service-request-list';

// Decision 28; spec §5 Wheelchair and Special baggage beside their fields, §8 'select wheelchair type first' and
// the SMS notice, §9 dimensions integers below 150; decision 29.

const submitCall = jest.fn();
const optionsCall = jest.fn();
const listCall = jest.fn();
const cancelCall = jest.fn();
jest.mock('@/lib/bff-client/service-requests', () => ({
  submit: { call: (...args: unknown[]) => submitCall(...args) },
  options: { call: (...args: unknown[]) => optionsCall(...args) },
  list: { call: (...args: unknown[]) => listCall(...args) },
  cancel: { call: (...args: unknown[]) => cancelCall(...args) },
}));

const SEGMENT: ServiceRequestSegment = {
  segmentIndex: 0,
  flightNo: 'YQ1001',
  flightDate: '2026-12-10',
  depTime: '2026-12-10T02:00:00.000Z',
  depTimeZone: 'Asia/Shanghai',
  depCityName: 'Guangzhou',
  arrCityName: 'Beijing',
  requestEndsAt: '2026-12-09T02:00:00.000Z',
  passengers: [
    { passengerId: 'P1', name: 'Zhang Yunque', type: 'ADT', blocks: { WHEELCHAIR: null, SPECIAL_BAGGAGE: null } },
    { passengerId: 'P2', name: 'Baby Zhang', type: 'INF', blocks: { WHEELCHAIR: 'infant', SPECIAL_BAGGAGE: 'infant' } },
  ],
};

const made = (over: Partial<ServiceRequest> = {}): ServiceRequest => ({
  requestNo: 'SR2026112800000001',
  orderNo: 'YQ2026112800000001',
  segmentIndex: 0,
  passengerId: 'P1',
  passengerName: 'Zhang Yunque',
  kind: 'SPECIAL_BAGGAGE',
  details: {
    kind: 'SPECIAL_BAGGAGE',
    baggageType: 'GOLF',
    lengthCm: 149,
    widthCm: 40,
    heightCm: 30,
    purpose: '',
    oversize: true,
  },
  state: 'SUBMITTED',
  status: 'PENDING_CONFIRMATION',
  flightNo: 'YQ1001',
  flightDate: '2026-12-10',
  depCityName: 'Guangzhou',
  arrCityName: 'Beijing',
  depTime: SEGMENT.depTime,
  depTimeZone: SEGMENT.depTimeZone,
  createdAt: '2026-11-28T02:00:00.000Z',
  answeredAt: null,
  movedTo: null,
  deskReason: null,
  cancellable: true,
  ...over,
});

function renderForm(kind: 'WHEELCHAIR' | 'SPECIAL_BAGGAGE', locale: 'en-US' | 'zh-CN' = 'en-US') {
  return render(
    <NextIntlClientProvider locale={locale} messages={locale === 'en-US' ? en : zh}>
      <ServiceRequestForm kind={kind} orderNo="YQ2026112800000001" segments={[SEGMENT]} requests={[]} locale={locale} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  optionsCall.mockResolvedValue({ ok: true, data: { orderNo: 'YQ2026112800000001', segments: [SEGMENT] } });
  listCall.mockResolvedValue({ ok: true, data: { list: [made()] } });
});

describe('the wheelchair form', () => {
  it("chooses the only passenger who can ask, shows the infant's reason, and asks the type first", async () => {
    renderForm('WHEELCHAIR');
    expect(screen.getByRole('radio', { name: /Zhang Yunque/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /Baby Zhang/ })).toBeDisabled();
    expect(screen.getByText("An infant's services are asked for by the adult they travel with")).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Select wheelchair type first')).toBeInTheDocument();
    expect(screen.getByText("Enter the companion's name")).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Ground wheelchair/ })).toHaveFocus();
    expect(submitCall).not.toHaveBeenCalled();
  });

  it('sends a complete request and says the result comes by SMS (zh-CN)', async () => {
    submitCall.mockResolvedValue({
      ok: true,
      data: made({
        kind: 'WHEELCHAIR',
        details: {
          kind: 'WHEELCHAIR',
          wheelchairType: 'GROUND',
          companionName: '李陪同',
          companionAreaCode: '86',
          companionMobile: '13900001111',
          atArrival: true,
        },
      }),
    });
    renderForm('WHEELCHAIR', 'zh-CN');
    fireEvent.click(screen.getByRole('radio', { name: /地面轮椅/ }));
    fireEvent.change(screen.getByLabelText('陪同人姓名'), { target: { value: '李陪同' } });
    fireEvent.change(screen.getByRole('textbox', { name: '陪同人手机' }), { target: { value: '13900001111' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /到达时也需要/ }));
    fireEvent.click(screen.getByRole('button', { name: '提交申请' }));
    await screen.findByText('您的轮椅申请已提交，结果将以短信通知。');
    expect(submitCall).toHaveBeenCalledWith(
      {
        orderNo: 'YQ2026112800000001',
        segmentIndex: 0,
        passengerId: 'P1',
        request: {
          kind: 'WHEELCHAIR',
          wheelchairType: 'GROUND',
          companionName: '李陪同',
          companionAreaCode: '86',
          companionMobile: '13900001111',
          atArrival: true,
        },
      },
      { quiet: true },
    );
  });
});

describe('the special baggage form', () => {
  const fill = (l: string, w: string, h: string) => {
    fireEvent.change(screen.getByLabelText('Type of item'), { target: { value: 'GOLF' } });
    fireEvent.change(screen.getByLabelText('Length (cm)'), { target: { value: l } });
    fireEvent.change(screen.getByLabelText('Width (cm)'), { target: { value: w } });
    fireEvent.change(screen.getByLabelText('Height (cm)'), { target: { value: h } });
  };

  it('refuses 150 beside the length and keeps every field; 149 is sent, marked oversize', async () => {
    submitCall.mockResolvedValue({ ok: true, data: made() });
    renderForm('SPECIAL_BAGGAGE');
    fill('150', '40', '30');
    expect(screen.queryByText(/This item is oversize/)).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Each side must be below 150 cm')).toBeInTheDocument();
    expect(screen.getByLabelText('Length (cm)')).toHaveFocus();
    expect(screen.getByLabelText('Width (cm)')).toHaveValue('40');
    expect(submitCall).not.toHaveBeenCalled();

    fireEvent.change(screen.getByLabelText('Length (cm)'), { target: { value: '149' } });
    expect(screen.getByText(/This item is oversize/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    await screen.findByText('Your special baggage request has been submitted; the result will be sent by SMS.');
    expect(submitCall.mock.calls[0]![0].request).toEqual({
      kind: 'SPECIAL_BAGGAGE',
      baggageType: 'GOLF',
      lengthCm: 149,
      widthCm: 40,
      heightCm: 30,
      purpose: '',
    });
    await waitFor(() => expect(screen.getByText('Golf equipment, 149 × 40 × 30 cm, oversize')).toBeInTheDocument());
  });

  it('100 cm on every side is not oversize; 0 and decimals are refused', async () => {
    renderForm('SPECIAL_BAGGAGE');
    fill('100', '100', '100');
    expect(screen.queryByText(/This item is oversize/)).toBeNull();
    fill('0', '12.5', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Each side is at least 1 cm')).toBeInTheDocument();
    expect(screen.getByText('Enter a whole number of centimetres')).toBeInTheDocument();
  });

  it("shows a server refusal on the form's line and keeps what was typed", async () => {
    submitCall.mockResolvedValue({ ok: false, code: '7200041', msg: 'Special services are not taken within 24 hours' });
    renderForm('SPECIAL_BAGGAGE');
    fill('120', '40', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Special services are not taken within 24 hours');
    expect(screen.getByLabelText('Length (cm)')).toHaveValue('120');
  });

  it("puts the server's field refusals beside their fields and focuses the first", async () => {
    submitCall.mockResolvedValue({
      ok: false,
      code: '4000400',
      msg: 'Bad request',
      fieldErrors: { widthCm: 'dimensionTooLarge', purpose: 'purposeTooLong' },
    });
    renderForm('SPECIAL_BAGGAGE');
    fill('120', '40', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText('Each side must be below 150 cm')).toBeInTheDocument();
    expect(screen.getByLabelText('Width (cm)')).toHaveFocus();
    expect(screen.getByLabelText('Width (cm)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('asks for the passenger when none is chosen on another flight', async () => {
    const second = { ...SEGMENT, segmentIndex: 1, flightNo: 'YQ1002' };
    const other = { ...SEGMENT.passengers[0]!, passengerId: 'P3', name: 'Li Yunque' };
    render(
      <NextIntlClientProvider locale="en-US" messages={en}>
        <ServiceRequestForm
          kind="SPECIAL_BAGGAGE"
          orderNo="YQ2026112800000001"
          segments={[SEGMENT, { ...second, passengers: [...SEGMENT.passengers, other] }]}
          requests={[]}
          locale="en-US"
        />
      </NextIntlClientProvider>,
    );
    fireEvent.click(screen.getByRole('radio', { name: /YQ1002/ }));
    expect(screen.getByRole('radio', { name: /Zhang Yunque/ })).not.toBeChecked();
    fill('120', '40', '30');
    fireEvent.click(screen.getByRole('button', { name: 'Submit request' }));
    expect(await screen.findByText(en.ServiceRequest.errors.passengerRequired)).toBeInTheDocument();
    expect(submitCall).not.toHaveBeenCalled();
  });
});

describe('a request a change moved (decision 46)', () => {
  it('reads cancelled on the old flight and says where it went, in both languages', () => {
    const moved = made({
      state: 'CANCELLED',
      status: 'CANCELLED',
      movedTo: {
        orderNo: 'YQ2026120100000009',
        requestNo: 'SR2026120100000002',
        flightNo: 'YQ1003',
        flightDate: '2026-12-11',
      },
    });
    const { unmount } = render(
      <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
        <ServiceRequestList orderNo={moved.orderNo} requests={[moved]} locale="en-US" onChanged={() => undefined} />
      </NextIntlClientProvider>,
    );
    expect(
      screen.getByText(
        'Moved by the change to flight YQ1003 on 2026-12-11 as request SR2026120100000002, waiting for the airport to confirm',
      ),
    ).toBeInTheDocument();
    unmount();
    render(
      <NextIntlClientProvider locale="zh-CN" messages={zh} timeZone="Asia/Shanghai">
        <ServiceRequestList orderNo={moved.orderNo} requests={[moved]} locale="zh-CN" onChanged={() => undefined} />
      </NextIntlClientProvider>,
    );
    expect(screen.getByText(/因改期已转至新航班 YQ1003（2026-12-11）/)).toBeInTheDocument();
  });
});
