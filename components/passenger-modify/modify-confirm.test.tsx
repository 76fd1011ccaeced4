import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { ResultCode } from '@/lib/contract/codes';
import messages from '@/messages/en-US.json';
import { PassengerModifyConfirm } from './modify-confirm';
import { readModifyDraft, writeModifyDraft } from './modify-draft';
import type { ModifyValues } from './modify-rules';
import { candidates, CERTIFICATES, ORDER_NO } from './passenger-modify.sample';

// Decision 24; spec §2 /ancillary/cnameConfirm; §5 'Change name or certificate … at most 1 change … the two phone
// entries must match': before → after, free of charge and once only, one change per click (attempt id), the
// refusals said, a refused field sent back to the form with its error, input never lost.

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => ({ push }),
}));
const changeCall = jest.fn();
jest.mock('@/lib/bff-client/passenger-modify', () => ({
  change: { call: (...args: unknown[]) => changeCall(...args) },
}));

const VALUES: ModifyValues = {
  passengerId: 'P1',
  field: 'NAME',
  name: '张云飞',
  surname: '',
  givenName: '',
  certificateType: 'NI',
  certificateNumber: '',
  certificateValidity: '',
  mobile: '13800138000',
  mobileConfirm: '13800138000',
};
const MODIFICATION = {
  modificationNo: 'PM1',
  orderNo: ORDER_NO,
  passengerId: 'P1',
  field: 'NAME',
  before: '张云雀',
  after: '张云飞',
  changedAt: '2026-11-25T05:00:00.000Z',
};

beforeEach(() => {
  push.mockReset();
  changeCall.mockReset();
  window.sessionStorage.clear();
});

function renderConfirm(values: ModifyValues = VALUES) {
  writeModifyDraft(ORDER_NO, { values, fieldErrors: {}, attempt: null });
  render(
    <NextIntlClientProvider locale="en-US" messages={messages} timeZone="Asia/Shanghai">
      <PassengerModifyConfirm
        orderNo={ORDER_NO}
        passengers={candidates()}
        certificates={CERTIFICATES}
        orderHref={`/member/ticketorderdetail/${ORDER_NO}`}
      />
    </NextIntlClientProvider>,
  );
}

const confirm = () => fireEvent.click(screen.getByRole('button', { name: 'Confirm the change' }));

describe('PassengerModifyConfirm (decision 24; spec §5)', () => {
  it('shows before → after and free of charge, once only', () => {
    renderConfirm();
    expect(screen.getByRole('cell', { name: 'Name: 张云雀' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: '张云飞' })).toBeInTheDocument();
    expect(screen.getByTestId('cname-free')).toHaveTextContent('Free of charge');
    expect(screen.getByTestId('cname-free')).toHaveTextContent('only once');
  });

  it('shows a document change with the type and the new number, and sends only the document', async () => {
    renderConfirm({
      ...VALUES,
      field: 'DOCUMENT',
      name: 'ignored',
      certificateType: 'PP',
      certificateNumber: 'e99887766',
      certificateValidity: '2030-01-01',
    });
    expect(screen.getByRole('cell', { name: 'Document: ID card 110****1234' })).toBeInTheDocument();
    expect(screen.getByRole('cell', { name: /^Passport E99887766/ })).toBeInTheDocument();
    changeCall.mockResolvedValue({ ok: true, data: { modification: { ...MODIFICATION, field: 'DOCUMENT' } } });
    confirm();
    await screen.findByRole('status');
    const sent = changeCall.mock.calls[0]![0] as Record<string, unknown>;
    expect(sent).toMatchObject({
      orderNo: ORDER_NO,
      passengerId: 'P1',
      field: 'DOCUMENT',
      certificateType: 'PP',
      certificateNumber: 'E99887766',
      certificateValidity: '2030-01-01',
    });
    expect(sent).not.toHaveProperty('name');
  });

  it("changes with an attempt id and says 'changed; SMS sent' with the way back to the order", async () => {
    changeCall.mockResolvedValue({ ok: true, data: { modification: MODIFICATION } });
    renderConfirm();
    confirm();
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('Name changed; a confirmation SMS was sent to 138****8000');
    expect(screen.getByRole('link', { name: 'Back to the order' })).toHaveAttribute(
      'href',
      `/member/ticketorderdetail/${ORDER_NO}`,
    );
    const sent = changeCall.mock.calls[0]![0] as Record<string, unknown>;
    expect(sent).toMatchObject({ orderNo: ORDER_NO, passengerId: 'P1', field: 'NAME', name: '张云飞' });
    expect(sent).not.toHaveProperty('certificateNumber');
    expect(sent).not.toHaveProperty('visitor');
    expect(sent.attempt).toEqual(expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/));
    expect(readModifyDraft(ORDER_NO)).toBeNull();
  });

  it('sends the same attempt again after an unknown outcome (one change), a new one after a refusal', async () => {
    changeCall.mockResolvedValueOnce({ ok: false, code: 'NETWORK', msg: '' });
    renderConfirm();
    confirm();
    await screen.findByTestId('cname-error');
    changeCall.mockResolvedValueOnce({ ok: false, code: ResultCode.PASSENGER_MODIFY_UNCHANGED, msg: 'same' });
    confirm();
    await waitFor(() => expect(changeCall).toHaveBeenCalledTimes(2));
    await waitFor(() => expect(screen.getByTestId('cname-error')).toHaveTextContent('same'));
    changeCall.mockResolvedValueOnce({ ok: true, data: { modification: MODIFICATION } });
    confirm();
    await screen.findByRole('status');
    const attempts = changeCall.mock.calls.map((call) => (call[0] as { attempt: string }).attempt);
    expect(attempts[1]).toBe(attempts[0]);
    expect(attempts[2]).not.toBe(attempts[1]);
  });

  it.each([
    [ResultCode.PASSENGER_MODIFY_LIMIT, 'A passenger’s name or document can be changed only once'],
    [ResultCode.PASSENGER_MODIFY_NOT_ELIGIBLE, 'This passenger’s name or document cannot be changed online'],
    [ResultCode.PASSENGER_MODIFY_PHONES_DIFFER, 'The two phone numbers do not match'],
    [ResultCode.PASSENGER_MODIFY_UNCHANGED, 'The new details are the same as the old ones'],
  ])('says %s in its message and keeps the draft', async (code, msg) => {
    changeCall.mockResolvedValue({ ok: false, code, msg });
    renderConfirm();
    confirm();
    expect(await screen.findByTestId('cname-error')).toHaveTextContent(msg);
    expect(push).not.toHaveBeenCalled();
    expect(readModifyDraft(ORDER_NO)?.values).toEqual(VALUES);
  });

  it('goes back to the form with the field errors on PASSENGER_MODIFY_INVALID, every value kept', async () => {
    changeCall.mockResolvedValue({
      ok: false,
      code: ResultCode.PASSENGER_MODIFY_INVALID,
      msg: 'Please check the new name or document',
      fieldErrors: { name: 'chineseNameInvalid' },
    });
    renderConfirm();
    confirm();
    await waitFor(() => expect(push).toHaveBeenCalledWith(`/ancillary/cname/${ORDER_NO}`));
    const draft = readModifyDraft(ORDER_NO);
    expect(draft?.values).toEqual(VALUES);
    expect(draft?.fieldErrors).toEqual({ name: 'chineseNameInvalid' });
    expect(draft?.attempt).toBeNull();
  });

  it('says the tab holds no change when there is no draft', () => {
    render(
      <NextIntlClientProvider locale="en-US" messages={messages} timeZone="Asia/Shanghai">
        <PassengerModifyConfirm
          orderNo={ORDER_NO}
          passengers={candidates()}
          certificates={CERTIFICATES}
          orderHref="/x"
        />
      </NextIntlClientProvider>,
    );
    expect(screen.getByTestId('cname-draft-missing')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start again' })).toHaveAttribute('href', `/ancillary/cname/${ORDER_NO}`);
  });
});
