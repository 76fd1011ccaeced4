import { render, screen } from '@testing-library/react';
import type { AnchorHTMLAttributes, ComponentType } from 'react';

// Decision 55, issue 29 §4: while the web restarts, the member menu's code cannot be fetched. The failed import
// must give the header a plain link to the member centre, not reject (Next would replace the whole page with
// "This page couldn't load").
let loader: (() => Promise<ComponentType<{ nickname: string }>>) | undefined;
jest.mock('next/dynamic', () => (load: typeof loader) => {
  loader = load;
  return () => null;
});
jest.mock('./user-menu', () => {
  throw new Error('Failed to load chunk /_next/static/chunks/user-menu.js');
});
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));

it("a member menu whose code does not load is a link to the member's account", async () => {
  await import('./user-menu-slot');
  const Menu = await loader!();
  render(<Menu nickname="Skylark" />);
  expect(screen.getByRole('link', { name: 'Skylark' })).toHaveAttribute('href', '/member/index');
});
