import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { AnchorHTMLAttributes } from 'react';
import { ResultCode } from '@/lib/contract/codes';
import { SaveToCollectionButton } from './save-to-collection-button';

// Spec §2 /member/myCollect: a news item saved from its own (cached, decision 8) page.

jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
const addEntry = jest.fn();
jest.mock('@/lib/bff-client/member-book', () => ({ addEntry: { call: (...args: unknown[]) => addEntry(...args) } }));

const LABELS = { save: 'Save', saved: 'Saved!', view: 'View', login: 'Log in first', failed: 'Failed' };

function click(title = 'A headline') {
  render(<SaveToCollectionButton path="/news/newItem?id=abc" title={title} labels={LABELS} />);
  fireEvent.click(screen.getByRole('button', { name: 'Save' }));
}

beforeEach(() => addEntry.mockReset());

test('saves the page by path and title, then links to the collection', async () => {
  addEntry.mockResolvedValue({ ok: true, data: {} });
  click(`  ${'长'.repeat(120)} `);
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved!'));
  const [input] = addEntry.mock.calls[0] as [{ kind: string; data: { path: string; title: string } }];
  expect(input.kind).toBe('favourites');
  expect(input.data).toMatchObject({ type: 'content', path: '/news/newItem?id=abc' });
  // validateFavouriteEntry takes at most 100 characters: 100 kept, 101 would be refused.
  expect([...input.data.title]).toHaveLength(100);
  expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/member/myCollect');
  expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
});

test.each([
  [ResultCode.NOT_LOGGED_IN, 'Log in first'],
  [ResultCode.FAVOURITE_LIMIT, 'the limit'],
  ['NETWORK', 'Failed'],
  [ResultCode.UPSTREAM_UNAVAILABLE, 'Failed'],
])('answer %s says %s', async (code, line) => {
  addEntry.mockResolvedValue({ ok: false, code, msg: 'the limit' });
  click();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(line));
  expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
});

test('a page already saved says so and links to the collection', async () => {
  addEntry.mockResolvedValue({ ok: false, code: ResultCode.BOOK_ENTRY_DUPLICATE, msg: 'Already saved' });
  click();
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Already saved'));
  expect(screen.getByRole('link', { name: 'View' })).toBeInTheDocument();
});
