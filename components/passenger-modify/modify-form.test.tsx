import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import messages from '@/messages/en-US.json';
import { PassengerModifyForm } from './modify-form';
import { readModifyDraft, writeModifyDraft } from './modify-draft';
import type { ModifyValues } from './modify-rules';
import { candidate, candidates, CERTIFICATES, ORDER_NO } from './passenger-modify.sample';

// Decision 24; spec §5 'Change name or certificate: only one of them may be changed; at most 1 change; Chinese
// name up to 20, English first or last up to 40; the two phone entries must match; some passengers are not
// eligible'; §8 'does not support change name/certificate'.

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => ({ push }),
}));

beforeEach(() => {
  push.mockReset();
  window.sessionStorage.clear();
});

function renderForm(passengers = candidates()) {
  render(
    <NextIntlClientProvider locale="en-US" messages={messages} timeZone="Asia/Shanghai">
      <PassengerModifyForm orderNo={ORDER_NO} passengers={passengers} certificates={CERTIFICATES} today="2026-11-25" />
    </NextIntlClientProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const choose = (name: RegExp) => fireEvent.click(screen.getByRole('radio', { name }));
/** Continue, once the form's check (asynchronous in react-hook-form) has answered. */
const next = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Continue' })));
function phones(a = '13800138000', b = a) {
  type('Mobile number', a);
  type('Mobile number again', b);
}

describe('PassengerModifyForm: who may change (spec §5 some passengers are not eligible; §8)', () => {
  it('shows blocked passengers disabled with the block in words; eligible ones selectable', () => {
    renderForm();
    expect(screen.getByRole('radio', { name: /张云雀/ })).toBeEnabled();
    expect(screen.getByRole('radio', { name: /SMITH\/ANNA/ })).toBeEnabled();
    const checkedIn = screen.getByRole('radio', { name: /李值机/ });
    expect(checkedIn).toBeDisabled();
    expect(checkedIn).toHaveAccessibleDescription(
      'Does not support change name/certificate: checked in: please cancel the check-in first',
    );
    expect(screen.getByRole('radio', { name: /王改过/ })).toHaveAccessibleDescription(/already changed once/);
    expect(screen.getByRole('radio', { name: /赵基础/ })).toHaveAccessibleDescription(/BASIC fares cannot be changed/);
    expect(screen.getAllByTestId('cname-block')).toHaveLength(3);
  });

  it('asks for a passenger before going on, and says when nobody may change', async () => {
    renderForm();
    await next();
    expect(screen.getByText('Please choose a passenger')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /张云雀/ })).toHaveFocus();
    expect(push).not.toHaveBeenCalled();
  });

  it('says so when no passenger of the order may change', () => {
    renderForm([candidate({ block: 'used' })]);
    expect(screen.getByTestId('cname-none-eligible')).toHaveTextContent('No passenger of this order');
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();
  });
});

describe('PassengerModifyForm: only one of name or document (spec §5)', () => {
  it('shows only the part chosen, and sends only it', () => {
    renderForm();
    choose(/张云雀/);
    expect(screen.getByTestId('cname-name-part')).toBeInTheDocument();
    expect(screen.queryByTestId('cname-document-part')).toBeNull();
    expect(screen.queryByLabelText('New document number')).toBeNull();
    fireEvent.click(screen.getByRole('radio', { name: 'Document' }));
    expect(screen.queryByTestId('cname-name-part')).toBeNull();
    expect(screen.queryByLabelText('New Chinese name')).toBeNull();
    expect(screen.getByLabelText('New document number')).toBeInTheDocument();
    // Passports expire: their validity is asked; the ID card's is not.
    expect(screen.queryByLabelText('Valid until')).toBeNull();
    fireEvent.change(screen.getByLabelText('Document type'), { target: { value: 'PP' } });
    expect(screen.getByLabelText('Valid until')).toBeInTheDocument();
  });

  it('keeps the draft and opens the confirmation with valid input', async () => {
    renderForm();
    choose(/张云雀/);
    type('New Chinese name', '张云飞');
    phones();
    await next();
    expect(push).toHaveBeenCalledWith(`/ancillary/cnameConfirm?orderNo=${ORDER_NO}`);
    expect(readModifyDraft(ORDER_NO)?.values).toMatchObject({
      passengerId: 'P1',
      field: 'NAME',
      name: '张云飞',
      mobile: '13800138000',
      mobileConfirm: '13800138000',
    });
  });
});

describe('PassengerModifyForm: the name rules (spec §5 Chinese up to 20, English up to 40)', () => {
  it('refuses a Chinese name of 21 characters beside the field and takes one of 20', async () => {
    renderForm();
    choose(/张云雀/);
    phones();
    type('New Chinese name', '张'.repeat(21));
    await next();
    expect(screen.getByLabelText('New Chinese name')).toHaveAccessibleDescription(
      expect.stringContaining('The Chinese name must be 2 to 20 characters'),
    );
    expect(push).not.toHaveBeenCalled();
    type('New Chinese name', '张'.repeat(20));
    await next();
    expect(push).toHaveBeenCalledTimes(1);
  });

  it('asks an English-named passenger for surname and given name; 41 letters refused, 40 taken', async () => {
    renderForm();
    choose(/SMITH\/ANNA/);
    expect(screen.queryByLabelText('New Chinese name')).toBeNull();
    phones();
    type('New surname (English)', 'A'.repeat(41));
    type('New given name (English)', 'ANNE');
    await next();
    expect(screen.getByLabelText('New surname (English)')).toHaveAccessibleDescription(
      expect.stringContaining('at most 40 letters'),
    );
    expect(push).not.toHaveBeenCalled();
    type('New given name (English)', 'B'.repeat(41));
    type('New surname (English)', 'SMITH');
    await next();
    expect(screen.getByLabelText('New given name (English)')).toHaveAccessibleDescription(
      expect.stringContaining('at most 40 letters'),
    );
    type('New given name (English)', 'B'.repeat(40));
    await next();
    expect(push).toHaveBeenCalledTimes(1);
  });
});

describe('PassengerModifyForm: the two phone entries must match (spec §5)', () => {
  it('says a difference beside the second field and does not go on', async () => {
    renderForm();
    choose(/张云雀/);
    type('New Chinese name', '张云飞');
    phones('13800138000', '13800138001');
    await next();
    expect(screen.getByLabelText('Mobile number again')).toHaveAccessibleDescription(
      'The two phone numbers do not match',
    );
    expect(screen.getByLabelText('Mobile number')).not.toHaveAttribute('aria-invalid');
    expect(push).not.toHaveBeenCalled();
  });

  it('focuses the first refused field in the page order, also after the parts were switched', async () => {
    renderForm();
    choose(/张云雀/);
    fireEvent.click(screen.getByRole('radio', { name: 'Document' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Name' }));
    phones('13800138000', '13800138001');
    await next();
    expect(screen.getByLabelText('New Chinese name')).toHaveFocus();
  });
});

describe('PassengerModifyForm: a refused confirmation comes back (decision 24: never lose input)', () => {
  it("fills the form from the draft and shows airline-api's field errors beside their fields", () => {
    const values: ModifyValues = {
      passengerId: 'P1',
      field: 'DOCUMENT',
      name: '',
      surname: '',
      givenName: '',
      certificateType: 'PP',
      certificateNumber: 'E99887766',
      certificateValidity: '2027-01-01',
      mobile: '13800138000',
      mobileConfirm: '13800138000',
    };
    writeModifyDraft(ORDER_NO, {
      values,
      fieldErrors: { certificateValidity: 'certificateExpiring', certificateNumber: 'certificateNumberInvalid' },
      attempt: null,
    });
    renderForm();
    expect(screen.getByRole('radio', { name: /张云雀/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Document' })).toBeChecked();
    expect(screen.getByLabelText('New document number')).toHaveValue('E99887766');
    expect(screen.getByLabelText('New document number')).toHaveAccessibleDescription(
      'The document number does not match its type',
    );
    expect(screen.getByLabelText('Valid until')).toHaveAccessibleDescription(
      expect.stringContaining('The document is valid for less than 180 days'),
    );
    expect(within(screen.getByTestId('cname-form')).getByRole('alert')).toHaveTextContent('check the marked fields');
  });
});
