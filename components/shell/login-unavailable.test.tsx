import { fireEvent, render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ComponentType } from 'react';
import en from '@/messages/en-US.json';
import zh from '@/messages/zh-CN.json';

// Decision 55, issue 29 §4: while the web restarts, the login dialog's code cannot be fetched. The failed import
// gives a stand-in that says so and offers the login page (with the page to come back to), not Next's page-wide
// "This page couldn't load".
type BodyProps = { open: boolean; onOpenChange: (open: boolean) => void; next: string | null };
let loader: (() => Promise<ComponentType<BodyProps>>) | undefined;
jest.mock('next/dynamic', () => (load: typeof loader) => {
  loader = load;
  return () => null;
});
jest.mock('./login-dialog-body', () => {
  throw new Error('Failed to load chunk /_next/static/chunks/login-dialog-body.js');
});

it.each([
  ['zh-CN', zh],
  ['en-US', en],
] as const)('a login dialog whose code does not load offers the login page (%s)', async (locale, messages) => {
  await import('./login-dialog');
  const Body = await loader!();
  const onOpenChange = jest.fn();
  render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <Body open onOpenChange={onOpenChange} next="/zh-CN/member/order" />
    </NextIntlClientProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent(messages.Login.dialogUnavailable);
  expect(screen.getByRole('link', { name: messages.Login.openLoginPage })).toHaveAttribute(
    'href',
    `/${locale}/login?next=%2Fzh-CN%2Fmember%2Forder`,
  );
  fireEvent.click(screen.getByRole('button', { name: messages.Login.close }));
  expect(onOpenChange).toHaveBeenCalledWith(false);
});
