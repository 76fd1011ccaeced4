import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ResultCode } from '@/lib/contract/codes';
import type { TicketValidationData } from '@/lib/contract';
import messages from '@/messages/en-US.json';
import { TicketValidationForm } from './ticket-validation-form';

const body12 = '902123456789';
const TICKET_NO = `${body12}${Number(BigInt(body12) % 7n)}`;
const DATA: TicketValidationData = {
  ticketNo: TICKET_NO,
  passengerName: 'ZHANG/YUNQUE',
  mailedTo: 'a@example.com',
  segments: [
    {
      flightNo: 'YQ1001',
      flightDate: '2026-12-10',
      departure: { code: 'CAN', cityName: 'Guangzhou', airportName: 'Baiyun' },
      arrival: { code: 'PEK', cityName: 'Beijing', airportName: 'Capital' },
      departureTime: '2026-12-10T00:00:00.000Z',
      departureTimeZone: 'Asia/Shanghai',
      status: 'CHECKED_IN',
    },
  ],
};

let answer: object = { code: ResultCode.OK, msg: '', data: DATA };
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
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
  });
}
const show = () =>
  render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      <TicketValidationForm locale="en-US" />
    </NextIntlClientProvider>,
  );

describe('ticket validation form (spec §5; decision 69)', () => {
  test("each field's error in place; nothing is sent", async () => {
    show();
    type('Ticket number', '7811234567890');
    type('Itinerary number (optional)', '12');
    await submit();
    expect(screen.getByText("Enter the passenger's name")).toBeInTheDocument();
    expect(screen.getByText('Only ticket numbers starting with 902 can be verified')).toBeInTheDocument();
    expect(screen.getByText('An itinerary number has 10 digits')).toBeInTheDocument();
    expect(screen.getByText('Enter an e-mail address')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('a found ticket lists its segment with the status in words', async () => {
    answer = { code: ResultCode.OK, msg: '', data: DATA };
    show();
    type('Passenger name', 'zhang/yunque');
    type('Ticket number', `902-${TICKET_NO.slice(3)}`);
    type('E-mail', 'a@example.com');
    await submit();
    expect(JSON.parse(String(fetchMock.mock.calls[0]![1]!.body))).toEqual({
      passengerName: 'zhang/yunque',
      ticketNo: TICKET_NO,
      email: 'a@example.com',
    });
    expect(screen.getByTestId('tv-status')).toHaveTextContent('Checked in');
    expect(screen.getByText('The result was sent to a@example.com')).toBeInTheDocument();
  });

  test('a refusal keeps everything typed and says why', async () => {
    answer = { code: ResultCode.TICKET_NOT_FOUND, msg: 'No ticket was found' };
    show();
    type('Passenger name', 'Li Si');
    type('Ticket number', TICKET_NO);
    type('E-mail', 'a@example.com');
    await submit();
    expect(screen.getByTestId('tv-failure')).toHaveTextContent('No ticket was found');
    expect(screen.getByLabelText('Passenger name')).toHaveValue('Li Si');
    expect(screen.getByLabelText('Ticket number')).toHaveValue(TICKET_NO);
  });
});
