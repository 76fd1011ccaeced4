import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ResultCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import { SelfServiceHall } from './hall';

// Decision 31: the hall's search (order or ticket number; a visitor adds a name and the phone).

const trip = jest.fn();
jest.mock('@/lib/bff-client/self-service', () => ({ trip: { call: (...args: unknown[]) => trip(...args) } }));
jest.mock('./trip-services', () => ({
  TripServices: ({ trip: found }: { trip: { orderNo: string } }) => <p data-testid="hall-trip">{found.orderNo}</p>,
}));

function renderHall(member = false) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <SelfServiceHall member={member} />
    </NextIntlClientProvider>,
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const find = () => fireEvent.click(screen.getByRole('button', { name: 'Find' }));

beforeEach(() => trip.mockReset());

describe('the self-service hall search (decision 31)', () => {
  it("says each missing field beside it, sends nothing, and clears a field's error as it is typed in", async () => {
    renderHall();
    find();
    expect(await screen.findByText('Enter the order or ticket number')).toBeInTheDocument();
    expect(screen.getByLabelText('Passenger name')).toHaveAccessibleDescription(/Enter a passenger's name/);
    expect(screen.getByLabelText('Contact phone')).toHaveAttribute('aria-invalid', 'true');
    expect(trip).not.toHaveBeenCalled();
    fill('Order or ticket number', 'YQ');
    expect(screen.queryByText('Enter the order or ticket number')).not.toBeInTheDocument();
    expect(screen.getByText('Enter the contact phone')).toBeInTheDocument();
  });

  it("sends a visitor's number, name and phone, and shows the trip found", async () => {
    trip.mockResolvedValue({ ok: true, data: { orderNo: 'YQ2026120112345678' } });
    renderHall();
    fill('Order or ticket number', 'YQ2026120112345678');
    fill('Passenger name', '张云雀');
    fill('Contact phone', '13800138000');
    find();
    expect(await screen.findByTestId('hall-trip')).toHaveTextContent('YQ2026120112345678');
    expect(trip).toHaveBeenCalledWith(
      { number: 'YQ2026120112345678', passengerName: '张云雀', mobile: '13800138000' },
      { quiet: true },
    );
  });

  it('asks a member only for the number, and sends only it', async () => {
    trip.mockResolvedValue({ ok: false, code: ResultCode.NOT_FOUND, msg: 'x' });
    renderHall(true);
    expect(screen.queryByLabelText('Passenger name')).not.toBeInTheDocument();
    fill('Order or ticket number', '9021234567890');
    find();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No trip found. Check the number, the name and the phone.',
    );
    expect(trip).toHaveBeenCalledWith({ number: '9021234567890' }, { quiet: true });
    expect(screen.getByLabelText('Order or ticket number')).toHaveValue('9021234567890');
  });

  it('places a field the BFF refused beside it', async () => {
    trip.mockResolvedValue({
      ok: false,
      code: ResultCode.BAD_REQUEST,
      msg: 'x',
      fieldErrors: { mobile: 'mobileInvalid' },
    });
    renderHall();
    fill('Order or ticket number', 'YQ2026120112345678');
    fill('Passenger name', '张云雀');
    fill('Contact phone', '13800138000');
    find();
    await waitFor(() =>
      expect(screen.getByLabelText('Contact phone')).toHaveAccessibleDescription('Enter the phone number as digits'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
