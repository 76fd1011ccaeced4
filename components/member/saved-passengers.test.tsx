import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import { ResultCode, type SavedPassenger } from '@/lib/contract';
import en from '@/messages/en-US.json';
import { SavedPassengers } from './saved-passengers';

// Spec §2 /member/passengers, §3 saved passenger: the form on react-hook-form with
// lib/domain/saved-passenger-rules, the server's refusals beside their fields, and the list's rows.

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
const addPassenger = jest.fn();
const updatePassenger = jest.fn();
jest.mock('@/lib/bff-client/member-passengers', () => ({
  addPassenger: { call: (...args: unknown[]) => addPassenger(...args) },
  updatePassenger: { call: (...args: unknown[]) => updatePassenger(...args) },
}));
jest.mock('./special-documents', () => ({ SpecialDocumentsControl: () => null }));

const P = en.MemberPassengers;
const TODAY = '2026-12-01';
const SAVED: SavedPassenger = {
  passengerId: 'SP1',
  type: 'ADT',
  surname: 'ZHANG',
  givenName: 'SAN',
  gender: 'M',
  birthday: '1990-01-01',
  nationality: 'CN',
  certificateType: 'PP',
  certificateNumber: 'E12345678',
  certificateValidity: '2030-01-01',
  areaCode: '86',
  mobile: '13800001111',
} as SavedPassenger;

function renderList(passengers: SavedPassenger[] = []) {
  render(
    <NextIntlClientProvider
      locale="en-US"
      messages={en}
      onError={(error) => {
        throw error;
      }}
    >
      <SavedPassengers
        passengers={passengers}
        max={30}
        today={TODAY}
        nowMs={Date.parse(`${TODAY}T00:00:00Z`)}
        certificates={[
          { value: 'NI', name: 'ID card' },
          { value: 'PP', name: 'Passport' },
        ]}
        nationalities={[{ value: 'CN', name: 'China' }]}
      />
    </NextIntlClientProvider>,
  );
}

const fill = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
const save = (form: HTMLElement) =>
  act(async () => fireEvent.click(within(form).getByRole('button', { name: P.save })));

function openAdd() {
  fireEvent.click(screen.getByRole('button', { name: P.add }));
  return screen.getByRole('region', { name: P.addHeading });
}

beforeEach(() => {
  for (const mock of [refresh, addPassenger, updatePassenger]) mock.mockReset();
});

test('an empty form says what is missing beside each field and sends nothing', async () => {
  renderList();
  const form = openAdd();
  expect(within(form).getByRole('heading', { name: P.addHeading })).toHaveFocus();
  await save(form);
  expect(within(form).getByLabelText(P.gender)).toHaveAccessibleDescription(en.BookingRules.genderRequired);
  expect(within(form).getByLabelText(P.mobile)).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).getByRole('alert')).toHaveTextContent(P.fixFields);
  expect(addPassenger).not.toHaveBeenCalled();
});

test('a valid passenger is sent as typed; saved, the list is read again', async () => {
  addPassenger.mockResolvedValue({ ok: true, data: {} });
  renderList();
  const form = openAdd();
  fill(form, P.surname, 'LI');
  fill(form, P.givenName, 'LEI');
  fill(form, P.gender, 'F');
  fill(form, P.birthday, '1992-02-02');
  fill(form, P.certificateType, 'PP');
  fill(form, P.certificateNumber, 'E87654321');
  fill(form, P.certificateValidity, '2031-01-01');
  fill(form, P.mobile, '13900002222');
  await save(form);
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(addPassenger.mock.calls[0]![0]).toMatchObject({
    surname: 'LI',
    givenName: 'LEI',
    gender: 'F',
    certificateType: 'PP',
    certificateNumber: 'E87654321',
    mobile: '13900002222',
  });
  expect(screen.getByRole('status')).toHaveTextContent(P.added);
});

test('a document changed within the year is refused beside the number and on the form line', async () => {
  const msg = 'The document was changed within 365 days';
  updatePassenger.mockResolvedValue({ ok: false, code: ResultCode.DOCUMENT_CHANGE_LIMIT, msg });
  renderList([SAVED]);
  fireEvent.click(screen.getByRole('button', { name: 'Edit ZHANG/SAN' }));
  const form = screen.getByRole('region', { name: P.editHeading });
  fill(form, P.certificateNumber, 'E11112222');
  await save(form);
  expect(within(form).getByLabelText(P.certificateNumber)).toHaveAttribute('aria-invalid', 'true');
  expect(within(form).getByRole('alert')).toHaveTextContent(msg);
  expect(within(form).getByLabelText(P.certificateNumber)).toHaveValue('E11112222');
  expect(updatePassenger.mock.calls[0]![0]).toMatchObject({ passengerId: 'SP1', certificateNumber: 'E11112222' });
});
