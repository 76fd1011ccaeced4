import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { NextIntlClientProvider } from 'next-intl';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';
import { UserMenu } from './user-menu';

// The locale's Link adds the locale; here it is a plain anchor to the path it is given.
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
const logout = jest.fn();
jest.mock('@/lib/bff-client/account', () => ({ logout: { call: (...args: unknown[]) => logout(...args) } }));
const fullPageLoad = jest.fn();
jest.mock('@/components/ui/full-page-load', () => ({ fullPageLoad: (url: string) => fullPageLoad(url) }));
const setFlash = jest.fn();
jest.mock('@/components/ui/flash', () => ({ setFlash: (...args: unknown[]) => setFlash(...args) }));

function inLocale(locale: 'en-US' | 'zh-CN', ui: ReactNode) {
  return render(
    <NextIntlClientProvider
      locale={locale}
      messages={locale === 'en-US' ? en : zh}
      onError={(error) => {
        throw error;
      }}
    >
      {ui}
    </NextIntlClientProvider>,
  );
}

const open = () => {
  const button = screen.getByRole('button', { name: /Member menu|会员菜单/ });
  fireEvent.click(button);
  return button;
};

// jsdom cannot navigate: a followed link stops at its click.
beforeAll(() => document.addEventListener('click', (event) => event.preventDefault()));
beforeEach(() => {
  logout.mockReset();
  fullPageLoad.mockReset();
  setFlash.mockReset();
});

describe('the user menu (spec §2: my account, my orders, my wallet, security centre, FAQ, logout)', () => {
  it('opens on its button and links its pages: account, orders, wallet, security centre and the member FAQ', () => {
    inLocale('en-US', <UserMenu nickname="Skylark" />);
    const button = open();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('list');
    const links = within(menu).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['My account', '/member/index'],
      ['My orders', '/member/order'],
      ['My wallet', '/member/wallet/wallet'],
      ['Security centre', '/member/security/security'],
      ['FAQ', '/member/faq'],
    ]);
  });

  it('links the wallet page (spec §2 /member/wallet/wallet), no longer saying it is coming soon', () => {
    inLocale('en-US', <UserMenu nickname="Skylark" />);
    open();
    expect(screen.getByRole('link', { name: 'My wallet' })).toHaveAttribute('href', '/member/wallet/wallet');
    expect(screen.queryByText(/coming soon/)).toBeNull();
  });

  it('says the entries in Chinese on a Chinese page', () => {
    inLocale('zh-CN', <UserMenu nickname="云雀" />);
    open();
    expect(screen.getByRole('link', { name: '我的订单' })).toHaveAttribute('href', '/member/order');
    expect(screen.getByRole('link', { name: '我的钱包' })).toHaveAttribute('href', '/member/wallet/wallet');
    expect(screen.getByRole('link', { name: '常见问题' })).toHaveAttribute('href', '/member/faq');
  });

  it('closes after a link is followed, and on Escape with the focus back on its button', () => {
    inLocale('en-US', <UserMenu nickname="Skylark" />);
    const button = open();
    fireEvent.click(screen.getByRole('link', { name: 'FAQ' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    open();
    fireEvent.keyDown(screen.getByRole('link', { name: 'My orders' }), { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('logs out to the home page once, the button held while it does', async () => {
    logout.mockResolvedValue({ ok: true, data: null });
    inLocale('en-US', <UserMenu nickname="Skylark" />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/en-US'));
    expect(screen.getByRole('button', { name: 'Log out' })).toBeDisabled();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(setFlash).not.toHaveBeenCalled();
  });

  it('says a forced logout when the logout call failed (spec §8), and still leaves', async () => {
    logout.mockResolvedValue({ ok: false, code: '5000000', msg: 'x' });
    inLocale('en-US', <UserMenu nickname="Skylark" />);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/en-US'));
    expect(setFlash).toHaveBeenCalledWith('Logout interface error: you have been logged out', 'error');
  });
});
