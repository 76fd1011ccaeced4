import { act, render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import { clearReadCache } from '@/lib/bff-client/query/read-cache';
import { announceMemberChange } from '@/lib/member-hint';
import en from '@/messages/en-US.json';
import { UserMenuSlot } from './user-menu-slot';
import * as account from '@/lib/bff-client/account';

// The member's menu loads on demand in the browser; here it is its nickname.
jest.mock('next/dynamic', () => () => {
  const Menu = (props: { nickname: string }) => <p>menu of {props.nickname}</p>;
  Menu.displayName = 'Menu';
  return Menu;
});
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
const toasts: string[] = [];
jest.mock('@/components/ui/toast-store', () => ({ pushToast: (_kind: string, text: string) => toasts.push(text) }));

const envelope = (data: unknown, code = '0', msg = 'success') => ({
  text: async () => JSON.stringify({ code, msg, data }),
});
const fetchMock = jest.fn();

function setHint(on: boolean) {
  document.cookie = on ? 'sf_member=1; path=/' : 'sf_member=; path=/; max-age=0';
}

beforeEach(() => {
  clearReadCache();
  toasts.length = 0;
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  document.documentElement.dataset.member = '';
});

const show = async () => {
  render(
    <NextIntlClientProvider locale="en-US" messages={en}>
      <UserMenuSlot />
    </NextIntlClientProvider>,
  );
  await act(async () => undefined);
};

describe('the header account corner (decision 8)', () => {
  it('a visitor without the login hint gets Log in and Sign up, and nothing is asked', async () => {
    setHint(false);
    await show();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(document.documentElement.dataset.member).toBeUndefined();
  });

  it("with the hint, the member's menu named by the header answer", async () => {
    setHint(true);
    fetchMock.mockResolvedValue(envelope({ nickname: 'Skylark' }));
    await show();
    expect(screen.getByText('menu of Skylark')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Log in' })).toBeNull();
    expect(fetchMock.mock.calls[0]![0]).toBe(account.headerMember.url());
    expect(document.documentElement.dataset.member).toBeUndefined();
  });

  it("a session the airline refused: 'user verification failed' and a visitor again", async () => {
    setHint(true);
    fetchMock.mockResolvedValue(envelope(null, '1000011', 'refused'));
    await show();
    expect(toasts).toEqual([en.UserMenu.verificationFailed]);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('no network: a visitor, without a toast', async () => {
    setHint(true);
    fetchMock.mockRejectedValue(new TypeError('offline'));
    await show();
    expect(toasts).toEqual([]);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  it('asks again when the member changes (a new nickname), and turns visitor when the hint goes', async () => {
    setHint(true);
    fetchMock.mockResolvedValue(envelope({ nickname: 'Skylark' }));
    await show();
    fetchMock.mockResolvedValue(envelope({ nickname: 'Swift' }));
    await act(async () => announceMemberChange());
    expect(screen.getByText('menu of Swift')).toBeInTheDocument();
    expect(fetchMock).toHaveBeenCalledTimes(2);
    setHint(false);
    await act(async () => announceMemberChange());
    expect(screen.getByRole('button', { name: 'Log in' })).toBeVisible();
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});
