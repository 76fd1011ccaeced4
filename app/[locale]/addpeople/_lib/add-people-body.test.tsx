import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import {
  addition,
  CERTIFICATES,
  check,
  NATIONALITIES,
  NEW_ORDER_NO,
  ORDER_NO,
  TODAY,
} from '@/components/add-people/add-people.sample';
import { ChangeOriginLink } from '@/components/reschedule/change-origin-link';
import { changeParentOf } from '@/components/reschedule/reschedule-draft';
import { payHref } from '@/components/add-people/add-people-format';
import messages from '@/messages/en-US.json';
import { AddPeopleBody } from './add-people-body';

// Decision 25; spec §2 /result: a child or an infant added is paid on the booking's payment page (decision 49),
// whose result finds its way back to the original order as for a date change (the tab remembers it before leaving).

const push = jest.fn();
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
  useRouter: () => ({ push }),
}));
const commitCall = jest.fn();
jest.mock('@/lib/bff-client/add-people', () => ({
  check: { call: jest.fn() },
  commit: { call: (...args: unknown[]) => commitCall(...args) },
}));

const wrap = (node: React.ReactNode) => (
  <NextIntlClientProvider locale="en-US" messages={messages} timeZone="Asia/Shanghai">
    {node}
  </NextIntlClientProvider>
);

beforeEach(() => window.sessionStorage.clear());

it('remembers the original order for the payment result of the new order, whose page then links back', async () => {
  commitCall.mockResolvedValue({ ok: true, data: { order: addition() } });
  render(
    wrap(
      <AddPeopleBody
        orderNo={ORDER_NO}
        type="CHD"
        initialCheck={check()}
        certificates={CERTIFICATES}
        nationalities={NATIONALITIES}
        today={TODAY}
        locale="en-US"
        orderHref={`/book/order?orderNo=${ORDER_NO}`}
        parent={{ orderNo: ORDER_NO, isMember: false }}
      />,
    ),
  );
  fireEvent.click(screen.getByRole('radio', { name: /张云雀/ }));
  const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
  type('add-people-name', '张小雀');
  type('add-people-gender', 'F');
  type('add-people-birthday', '2020-05-01');
  type('add-people-certificateType', 'BC');
  type('add-people-certificateNumber', 'M123456789');
  fireEvent.click(screen.getByTestId('add-people-confirm'));
  await waitFor(() => expect(push).toHaveBeenCalledWith(payHref(NEW_ORDER_NO)));
  expect(changeParentOf(NEW_ORDER_NO)).toEqual({ orderNo: ORDER_NO, isMember: false });
  render(wrap(<ChangeOriginLink orderNo={NEW_ORDER_NO} />));
  expect(screen.getByTestId('change-origin-link')).toHaveAttribute('href', `/book/order?orderNo=${ORDER_NO}`);
});
