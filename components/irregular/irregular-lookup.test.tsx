import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ResultCode } from '@/lib/contract/codes';
import en from '@/messages/en-US.json';
import { IrregularLookup } from './irregular-lookup';

// Decision 32: a visitor finds an order's flights by its number, a passenger's name and the contact phone.

const lookup = jest.fn();
jest.mock('@/lib/bff-client/irregular', () => ({ lookup: { call: (...args: unknown[]) => lookup(...args) } }));
jest.mock('./trip-card', () => ({
  TripList: ({ trips, empty }: { trips: unknown[]; empty: string }) => (
    <p data-testid="trips">{trips.length === 0 ? empty : `${trips.length} trips`}</p>
  ),
}));

function renderLookup(initialOrderNo?: string) {
  return render(
    <NextIntlClientProvider locale="en-US" messages={en} timeZone="Asia/Shanghai">
      <IrregularLookup locale="en-US" initialOrderNo={initialOrderNo} />
    </NextIntlClientProvider>,
  );
}

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const find = () => fireEvent.click(screen.getByRole('button', { name: 'Find flights' }));

beforeEach(() => lookup.mockReset());

describe('the irregular flights lookup (decision 32)', () => {
  it('says each missing field beside it, sends nothing, and clears an error as its field is typed in', async () => {
    renderLookup();
    fill('Contact phone', '12');
    find();
    expect(await screen.findByText('Please enter the order number')).toBeInTheDocument();
    expect(screen.getByLabelText('Passenger name')).toHaveAccessibleDescription("Please enter a passenger's name");
    expect(screen.getByLabelText('Contact phone')).toHaveAttribute('aria-invalid', 'true');
    expect(lookup).not.toHaveBeenCalled();
    fill('Order number', 'YQ2026120112345678');
    expect(screen.queryByText('Please enter the order number')).not.toBeInTheDocument();
  });

  it("fills in the order number a notice's link names (decision 47), and sends it with the other two", async () => {
    lookup.mockResolvedValue({ ok: true, data: { asOf: '2026-12-01T00:00:00.000Z', trips: [{}] } });
    renderLookup('YQ2026120112345678');
    expect(screen.getByLabelText('Order number')).toHaveValue('YQ2026120112345678');
    fill('Passenger name', '张云雀');
    fill('Contact phone', '13800138000');
    find();
    expect(await screen.findByTestId('trips')).toHaveTextContent('1 trips');
    expect(lookup).toHaveBeenCalledWith(
      { orderNo: 'YQ2026120112345678', passengerName: '张云雀', mobile: '13800138000' },
      { quiet: true },
    );
  });

  it('sends the three fields and lists the trips found', async () => {
    lookup.mockResolvedValue({ ok: true, data: { asOf: '2026-12-01T00:00:00.000Z', trips: [{}, {}] } });
    renderLookup();
    fill('Order number', 'YQ2026120112345678');
    fill('Passenger name', '张云雀');
    fill('Contact phone', '13800138000');
    find();
    expect(await screen.findByTestId('trips')).toHaveTextContent('2 trips');
    expect(lookup).toHaveBeenCalledWith(
      { orderNo: 'YQ2026120112345678', passengerName: '张云雀', mobile: '13800138000' },
      { quiet: true },
    );
  });

  it('says no booking matches when airline-api finds none, and keeps what was typed', async () => {
    lookup.mockResolvedValue({ ok: false, code: ResultCode.ORDER_NOT_FOUND, msg: 'x' });
    renderLookup();
    fill('Order number', 'YQ2026120112345678');
    fill('Passenger name', '张云雀');
    fill('Contact phone', '13800138000');
    find();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('No booking matches these details.'));
    expect(screen.getByLabelText('Order number')).toHaveValue('YQ2026120112345678');
  });
});
