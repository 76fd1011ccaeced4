import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ResultCode } from '@/lib/contract/codes';
import messages from '@/messages/en-US.json';
import * as flightCertificates from '@/lib/bff-client/flight-certificates';
import { CERT, TICKET_NO } from './certificate-fixture';
import { CertifyForm } from './certify-form';

// Spec §2 /irregularFlightCertify; decision 70.

let answer: object = { code: ResultCode.OK, msg: '', data: CERT };
const fetchMock = jest.fn(async (_input: string, _init?: RequestInit) => ({
  text: async () => JSON.stringify(answer),
}));
beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
async function submit() {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Get certificate' }));
  });
}
const show = () =>
  render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <CertifyForm kind="IRREGULAR_FLIGHT" locale="en-US" />
    </NextIntlClientProvider>,
  );

describe('certify form (decision 70)', () => {
  test("each field's error in place; nothing is sent", async () => {
    show();
    type('Ticket number', '7811234567890');
    await submit();
    expect(screen.getByText("Enter the passenger's name")).toBeInTheDocument();
    expect(screen.getByText('Only ticket numbers starting with 902 are accepted')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('an issued certificate shows its code, the delay, airport-zone times and the PDF link', async () => {
    answer = { code: ResultCode.OK, msg: '', data: CERT };
    show();
    type('Passenger name', ' 王晓明 ');
    type('Ticket number', `902-${TICKET_NO.slice(3)}`);
    await submit();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      kind: 'IRREGULAR_FLIGHT',
      passengerName: '王晓明',
      ticketNo: TICKET_NO,
    });
    expect(screen.getByTestId('fc-code')).toHaveTextContent('ABCD-EFGH-JKMN');
    expect(screen.getByTestId('fc-irregularity')).toHaveTextContent('Delayed by 40 minutes');
    expect(screen.getByTestId('fc-actual-departure')).toHaveTextContent('08:40 (local time)');
    expect(screen.getByTestId('fc-actual-arrival')).toHaveTextContent('None');
    expect(screen.getByRole('link', { name: 'Download certificate (PDF)' })).toHaveAttribute(
      'href',
      flightCertificates.pdf.url({
        kind: 'IRREGULAR_FLIGHT',
        code: 'ABCDEFGHJKMN',
        ticketNo: TICKET_NO,
        locale: 'en-US',
      }),
    );
  });

  test('a certificate found before goes when the next input fails its own checks', async () => {
    answer = { code: ResultCode.OK, msg: '', data: CERT };
    show();
    type('Passenger name', '王晓明');
    type('Ticket number', TICKET_NO);
    await submit();
    expect(screen.getByTestId('fc-result')).toBeInTheDocument();
    type('Ticket number', '9995872963461');
    await submit();
    expect(screen.getByText('Only ticket numbers starting with 902 are accepted')).toBeInTheDocument();
    expect(screen.queryByTestId('fc-result')).toBeNull();
    expect(screen.getByLabelText('Ticket number')).toHaveValue('9995872963461');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  test('an on-time refusal says why and keeps everything typed', async () => {
    answer = { code: ResultCode.CERTIFICATE_FLIGHT_ON_TIME, msg: 'This flight was not delayed or cancelled' };
    show();
    type('Passenger name', '王晓明');
    type('Ticket number', TICKET_NO);
    await submit();
    expect(screen.getByTestId('fc-failure')).toHaveTextContent('This flight was not delayed or cancelled');
    expect(screen.getByLabelText('Ticket number')).toHaveValue(TICKET_NO);
    expect(screen.queryByTestId('fc-result')).toBeNull();
  });
});
