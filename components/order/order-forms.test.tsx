import { act, fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import * as orders from '@/lib/bff-client/orders';
import { ResultCode } from '@/lib/contract/codes';
import messages from '@/messages/en-US.json';
import { OceanBillingFormView } from './ocean-billing-form';
import { OrderLookup } from './order-lookup';

jest.mock('@/lib/i18n/navigation', () => ({ Link: () => null, useRouter: () => ({ push: jest.fn() }) }));

const fetchMock = jest.fn(async (_input: string, _init?: RequestInit) => ({
  text: async () => JSON.stringify({ code: ResultCode.ORDER_NOT_FOUND, msg: 'Order not found' }),
}));

beforeEach(() => {
  fetchMock.mockClear();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const inEnglish = (ui: React.ReactNode) =>
  render(
    <NextIntlClientProvider locale="en-US" messages={messages}>
      {ui}
    </NextIntlClientProvider>,
  );

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const errorOf = (label: string) => screen.getByLabelText(label).getAttribute('aria-invalid');

async function submit(name: string) {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name }));
  });
}

describe('order lookup (checked by lib/domain, no zod)', () => {
  test('an empty field says Required, a wrong one its own text; nothing is sent', async () => {
    inEnglish(<OrderLookup locale="en-US" />);
    await submit('Find order');
    expect(screen.getAllByText('Required')).toHaveLength(3);

    type('Order number', 'YQ1');
    type('Passenger name', 'Li');
    type('Contact phone', 'abc');
    await submit('Find order');
    expect(screen.getByText('An order number looks like YQ followed by 16 digits')).toBeInTheDocument();
    expect(screen.getByText('Enter 5 to 15 digits')).toBeInTheDocument();
    expect(errorOf('Passenger name')).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  test('sends the fields trimmed, the order number upper-cased', async () => {
    inEnglish(<OrderLookup locale="en-US" />);
    type('Order number', ' yq2026112300000001 ');
    type('Passenger name', ' ZHANG/SAN ');
    type('Contact phone', ' 13800138000 ');
    await submit('Find order');
    const lookup = { orderNo: 'YQ2026112300000001', passengerName: 'ZHANG/SAN', mobile: '13800138000' };
    expect(fetchMock).toHaveBeenCalledWith(
      orders.lookupOrder.url(lookup),
      expect.objectContaining({ method: 'POST', body: JSON.stringify(lookup) }),
    );
    expect(screen.getByTestId('lookup-failure')).toHaveTextContent('Order not found');
  });
});

describe('overseas card billing (checked by lib/domain, no zod)', () => {
  const fill = (values: Record<string, string>) => Object.entries(values).forEach(([label, v]) => type(label, v));
  const valid = {
    Surname: ' Lee ',
    'Given name': 'Ann',
    'E-mail': 'ann@example.com',
    Phone: '+14155550100',
    'Country or region code (e.g. US)': ' us ',
    City: 'San Francisco',
    Address: '1 Market St',
    Postcode: '94105',
  };

  test('an empty field says Required, a wrong one its own text; the state is optional', async () => {
    const onSubmit = jest.fn(async () => undefined);
    inEnglish(<OceanBillingFormView busy={false} onSubmit={onSubmit} />);
    await submit('Continue to card payment');
    expect(screen.getAllByText('Required')).toHaveLength(8);
    expect(errorOf('State or province (optional)')).toBeNull();

    fill({ ...valid, 'E-mail': 'ann@', Phone: '1234', 'Country or region code (e.g. US)': 'usa', Postcode: '9' });
    await submit('Continue to card payment');
    expect(screen.getByText('Enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Enter 5 to 16 digits, optionally with +')).toBeInTheDocument();
    expect(screen.getByText('Enter a two-letter code such as US')).toBeInTheDocument();
    expect(screen.getByText('Enter 2 to 12 characters')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  test('submits the billing trimmed, the country upper-cased and an empty state left out', async () => {
    const onSubmit = jest.fn(async () => undefined);
    inEnglish(<OceanBillingFormView busy={false} onSubmit={onSubmit} />);
    fill(valid);
    await submit('Continue to card payment');
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const billing = (onSubmit.mock.calls[0] as unknown[])[0];
    expect(JSON.stringify(billing)).toBe(
      JSON.stringify({
        firstName: 'Ann',
        lastName: 'Lee',
        email: 'ann@example.com',
        phone: '+14155550100',
        country: 'US',
        city: 'San Francisco',
        address: '1 Market St',
        zip: '94105',
      }),
    );
  });
});
