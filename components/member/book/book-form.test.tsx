import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { ResultCode } from '@/lib/contract';
import en from '@/messages/en-US.json';
import { ContactBook } from './contact-book';
import { InvoiceHeaderBook } from './invoice-header-book';

// Spec §3 Contact and Invoice header: the address book's spec-driven form (BookForm) on react-hook-form with the
// kinds' rules of lib/domain/member-book-rules; the server's refusals beside their fields and on the form's line.

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
const addEntry = jest.fn();
jest.mock('@/lib/bff-client/member-book', () => ({
  addEntry: { call: (...args: unknown[]) => addEntry(...args) },
}));

beforeEach(() => {
  addEntry.mockReset();
  refresh.mockReset();
});

const B = en.MemberBook;

function open(ui: ReactNode, add: string, heading: string) {
  render(
    <NextIntlClientProvider
      locale="en-US"
      messages={en}
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
  fireEvent.click(screen.getByRole('button', { name: add }));
  return screen.getByRole('region', { name: heading });
}

const fill = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
const save = (form: HTMLElement) =>
  act(async () => fireEvent.click(within(form).getByRole('button', { name: B.save })));

describe('a contact', () => {
  const openContact = () => open(<ContactBook entries={[]} max={20} />, B.contact.add, B.contact.addHeading);

  test('an empty form says what is missing beside each field and sends nothing; the heading keeps the focus', async () => {
    const form = openContact();
    await save(form);
    expect(within(form).getByLabelText(B.fields.name)).toHaveAccessibleDescription(B.rules.required);
    expect(within(form).getByLabelText(B.fields.mobile)).toHaveAccessibleDescription(B.rules.phoneRequired);
    expect(within(form).getByLabelText(B.fields.emailOptional)).not.toHaveAttribute('aria-invalid');
    expect(within(form).getByRole('alert')).toHaveTextContent(B.fixFields);
    expect(within(form).getByRole('heading', { name: B.contact.addHeading })).toHaveFocus();
    expect(addEntry).not.toHaveBeenCalled();
  });

  test('a valid contact is sent with the default box; saved, the list is read again', async () => {
    addEntry.mockResolvedValue({ ok: true, data: {} });
    const form = openContact();
    fill(form, B.fields.name, 'Li Lei');
    fill(form, B.fields.mobile, '13900001111');
    fireEvent.click(within(form).getByRole('checkbox', { name: B.makeDefault }));
    await save(form);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    expect(addEntry).toHaveBeenCalledWith(
      {
        kind: 'contacts',
        isDefault: true,
        data: { name: 'Li Lei', areaCode: '86', mobile: '13900001111', email: '' },
      },
      { quiet: true },
    );
    expect(screen.getByRole('status')).toHaveTextContent(B.added);
  });

  test("the server's rule keys sit beside their fields, and go once the field is right", async () => {
    addEntry.mockResolvedValue({
      ok: false,
      code: ResultCode.BAD_REQUEST,
      msg: 'bad request',
      fieldErrors: { mobile: 'phoneInvalid' },
    });
    const form = openContact();
    fill(form, B.fields.name, 'Li Lei');
    fill(form, B.fields.mobile, '13900001111');
    await save(form);
    const mobile = within(form).getByLabelText(B.fields.mobile);
    expect(mobile).toHaveAccessibleDescription(B.rules.phoneInvalid);
    expect(within(form).getByRole('alert')).toHaveTextContent(B.fixFields);
    await act(async () => fireEvent.change(mobile, { target: { value: '13900002222' } }));
    expect(mobile).not.toHaveAttribute('aria-invalid');
  });
});

describe('an invoice title', () => {
  const openInvoice = () =>
    open(<InvoiceHeaderBook entries={[]} max={10} />, B.invoiceHeader.add, B.invoiceHeader.addHeading);

  test("a company's fields show only for a company, and its taxpayer ID is checked", async () => {
    const form = openInvoice();
    expect(within(form).queryByLabelText(B.fields.taxpayerId)).toBeNull();
    fill(form, B.fields.invoiceType, 'COMPANY');
    fill(form, B.fields.invoiceTitle, 'Yunque Aviation Ltd');
    fill(form, B.fields.taxpayerId, '123');
    await save(form);
    expect(within(form).getByLabelText(B.fields.taxpayerId)).toHaveAccessibleDescription(
      expect.stringContaining(B.rules.taxpayerIdInvalid),
    );
    expect(addEntry).not.toHaveBeenCalled();
  });

  test('a personal title is sent without the company fields typed before the type changed', async () => {
    addEntry.mockResolvedValue({ ok: true, data: {} });
    const form = openInvoice();
    fill(form, B.fields.invoiceType, 'COMPANY');
    fill(form, B.fields.taxpayerId, '123');
    fill(form, B.fields.invoiceType, 'PERSONAL');
    fill(form, B.fields.invoiceTitle, 'Li Lei');
    await save(form);
    await waitFor(() => expect(addEntry).toHaveBeenCalledTimes(1));
    expect(addEntry.mock.calls[0]![0]).toMatchObject({
      kind: 'invoice-headers',
      data: { type: 'PERSONAL', title: 'Li Lei', taxpayerId: '' },
    });
  });
});
