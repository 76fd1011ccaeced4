import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { ResultCode, type BookEntry } from '@/lib/contract';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { BeneficiaryBook } from './beneficiary-book';

// Spec §2 /member/beneficiary, §3 Beneficiary, §5 duplicates rejected, §8 'beneficiary add failed, retry'.

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));

const addEntry = jest.fn();
jest.mock('@/lib/bff-client/member-book', () => ({
  addEntry: { call: (...args: unknown[]) => addEntry(...args) },
  updateEntry: { call: jest.fn() },
  deleteEntry: { call: jest.fn() },
  setDefaultEntry: { call: jest.fn() },
}));

const TODAY = '2026-12-01';
const CERTIFICATES = [
  { value: 'PP', name: 'Passport' },
  { value: 'NI', name: 'ID card' },
];
const COUNTRIES = [
  { value: 'CN', name: 'China' },
  { value: 'US', name: 'United States' },
];

type Locale = 'en-US' | 'zh-CN';
const MESSAGES = { 'en-US': en, 'zh-CN': zh };

function inLocale(locale: Locale, ui: ReactNode) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={MESSAGES[locale]}
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

function renderBook(locale: Locale = 'en-US', entries: BookEntry<'beneficiary'>[] = []) {
  const m = MESSAGES[locale];
  inLocale(
    locale,
    <BeneficiaryBook entries={entries} max={5} today={TODAY} certificates={CERTIFICATES} countries={COUNTRIES} />,
  );
  fireEvent.click(screen.getByRole('button', { name: m.MemberBook.beneficiary.add }));
  return screen.getByRole('region', { name: m.MemberBook.beneficiary.addHeading });
}

const L = en.MemberBeneficiary;
const field = (form: HTMLElement, label: string) => within(form).getByLabelText(label);
const fill = (form: HTMLElement, label: string, value: string) =>
  fireEvent.change(field(form, label), { target: { value } });

/** A complete passport beneficiary, valid on TODAY. */
function fillValid(form: HTMLElement) {
  fill(form, L.surname, 'ZHANG');
  fill(form, L.givenName, 'SAN');
  fill(form, L.gender, 'M');
  fill(form, L.birthday, '1990-01-01');
  fill(form, L.certificateType, 'PP');
  fill(form, L.certificateNumber, 'E12345678');
  fill(form, L.certificateValidity, '2030-01-01');
  fill(form, L.issuingCountry, 'CN');
  fill(form, L.mobile, '13800001111');
}

/** Save, once the form's check (asynchronous in react-hook-form) has answered. */
const save = (form: HTMLElement, locale: Locale = 'en-US') =>
  act(async () => fireEvent.click(within(form).getByRole('button', { name: MESSAGES[locale].MemberBook.save })));

beforeEach(() => {
  addEntry.mockReset();
  refresh.mockReset();
});

describe('the beneficiary form checks validateBeneficiaryEntry before sending', () => {
  test('an empty passport form: each missing field says why beside it, nothing is sent', async () => {
    const form = renderBook();
    expect(within(form).getByRole('heading', { name: en.MemberBook.beneficiary.addHeading })).toHaveFocus();
    await save(form);
    expect(within(form).getByRole('alert')).toHaveTextContent(en.MemberBook.fixFields);
    const expected: [string, string][] = [
      [L.gender, en.BookingRules.genderRequired],
      [L.birthday, en.BookingRules.birthdayRequired],
      [L.certificateNumber, en.BookingRules.certificateNumberRequired],
      [L.certificateValidity, en.BookingRules.certificateValidityRequired],
      [L.surname, en.BookingRules.englishNameRequired],
      // The address book's own phone message comes before the passengers'.
      [L.mobile, en.MemberBook.rules.phoneRequired],
    ];
    for (const [label, message] of expected) {
      expect(field(form, label)).toHaveAttribute('aria-invalid', 'true');
      expect(field(form, label)).toHaveAccessibleDescription(expect.stringContaining(message));
    }
    expect(field(form, L.email)).not.toHaveAttribute('aria-invalid');
    expect(addEntry).not.toHaveBeenCalled();
  });

  test('the document validity at its bound: yesterday has expired (its own message), today is accepted', async () => {
    const form = renderBook();
    fillValid(form);
    fill(form, L.certificateValidity, '2026-11-30');
    await save(form);
    expect(field(form, L.certificateValidity)).toHaveAccessibleDescription(
      expect.stringContaining(L.rules.certificateExpired),
    );
    expect(addEntry).not.toHaveBeenCalled();

    addEntry.mockResolvedValue({ ok: true, data: {} });
    fill(form, L.certificateValidity, TODAY);
    await save(form);
    await waitFor(() => expect(addEntry).toHaveBeenCalledTimes(1));
  });

  test('a birthday after today and a broken e-mail are refused beside their fields', async () => {
    const form = renderBook();
    fillValid(form);
    fill(form, L.birthday, '2026-12-02');
    fill(form, L.email, 'a@');
    await save(form);
    expect(field(form, L.birthday)).toHaveAccessibleDescription(
      expect.stringContaining(en.BookingRules.birthdayInvalid),
    );
    expect(field(form, L.email)).toHaveAccessibleDescription(expect.stringContaining(en.MemberBook.rules.emailInvalid));
    expect(addEntry).not.toHaveBeenCalled();
  });

  test('in Chinese the messages are Chinese', async () => {
    const form = renderBook('zh-CN');
    await save(form, 'zh-CN');
    expect(within(form).getByLabelText(zh.MemberBeneficiary.gender)).toHaveAccessibleDescription(
      zh.BookingRules.genderRequired,
    );
    expect(within(form).getByRole('alert')).toHaveTextContent(zh.MemberBook.fixFields);
  });
});

describe('what the add answers', () => {
  test('a valid form sends the fields without a nationality; saved, the list is read again', async () => {
    addEntry.mockResolvedValue({ ok: true, data: {} });
    const form = renderBook();
    fillValid(form);
    await save(form);
    await waitFor(() => expect(refresh).toHaveBeenCalled());
    const [input] = addEntry.mock.calls[0] as [{ kind: string; data: Record<string, string> }];
    expect(input.kind).toBe('beneficiaries');
    expect(input.data).toMatchObject({
      surname: 'ZHANG',
      certificateType: 'PP',
      certificateNumber: 'E12345678',
      issuingCountry: 'CN',
    });
    expect(input.data).not.toHaveProperty('nationality');
    expect(screen.getByRole('status')).toHaveTextContent(en.MemberBook.added);
  });

  test('a duplicate document (spec §5) is the form line, and the form keeps what was typed', async () => {
    const msg = en.Errors[ResultCode.BENEFICIARY_DUPLICATE];
    addEntry.mockResolvedValue({ ok: false, code: ResultCode.BENEFICIARY_DUPLICATE, msg });
    const form = renderBook();
    fillValid(form);
    await save(form);
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(msg));
    expect(field(form, L.certificateNumber)).toHaveValue('E12345678');
    expect(field(form, L.surname)).toHaveValue('ZHANG');
    expect(refresh).not.toHaveBeenCalled();
  });

  test.each([
    ['a network failure', { ok: false, code: 'NETWORK', msg: en.Errors.networkAnomaly }],
    [
      'an upstream 5xx',
      { ok: false, code: ResultCode.UPSTREAM_UNAVAILABLE, msg: en.Errors[ResultCode.UPSTREAM_UNAVAILABLE] },
    ],
  ])("%s is spec §8 'beneficiary add failed, retry'", async (_, answer) => {
    addEntry.mockResolvedValue(answer);
    const form = renderBook();
    fillValid(form);
    await save(form);
    await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(en.MemberBook.beneficiary.addFailed));
    expect(field(form, L.certificateNumber)).toHaveValue('E12345678');
  });

  test('rule keys the server answers sit beside their fields', async () => {
    addEntry.mockResolvedValue({
      ok: false,
      code: ResultCode.BAD_REQUEST,
      msg: 'bad request',
      fieldErrors: { certificateNumber: 'certificateNumberInvalid' },
    });
    const form = renderBook();
    fillValid(form);
    await save(form);
    await waitFor(() =>
      expect(field(form, L.certificateNumber)).toHaveAccessibleDescription(
        expect.stringContaining(en.BookingRules.certificateNumberInvalid),
      ),
    );
    expect(within(form).getByRole('alert')).toHaveTextContent(en.MemberBook.fixFields);
  });
});

describe('the list', () => {
  test('shows each beneficiary with its masked document and its review status', () => {
    const entry = (id: string, status: 'pending' | 'effective', number: string): BookEntry<'beneficiary'> => ({
      id,
      isDefault: false,
      updatedAt: '2026-12-01T00:00:00.000Z',
      status,
      data: {
        surname: 'LI',
        givenName: id,
        gender: 'F',
        birthday: '1990-01-01',
        certificateType: 'PP',
        certificateNumber: number,
        mobile: '13800001111',
      },
    });
    inLocale(
      'en-US',
      <BeneficiaryBook
        entries={[entry('NEW', 'pending', 'E12345678'), entry('OLD', 'effective', 'E87654321')]}
        max={5}
        today={TODAY}
        certificates={CERTIFICATES}
        countries={COUNTRIES}
      />,
    );
    const rows = screen.getAllByTestId('book-entry');
    expect(rows[0]).toHaveTextContent('LI/NEW');
    expect(rows[0]).toHaveTextContent(en.MemberBook.status.pending);
    expect(rows[0]).toHaveTextContent('Passport E12**5678');
    expect(rows[1]).toHaveTextContent(en.MemberBook.status.effective);
    expect(screen.getByTestId('book-count')).toHaveTextContent('2 of 5 saved');
  });
});
