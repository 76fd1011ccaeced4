import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { AnchorHTMLAttributes } from 'react';
import { ResultCode, type BookEntry } from '@/lib/contract';
import en from '@/messages/en-US.json';
import { FavouriteBook, routeSearchPath, type KnownPlace } from './favourite-book';

// Spec §2 /member/myCollect: saved routes with a search for tomorrow, saved pages, save a route, delete.

const refresh = jest.fn();
jest.mock('next/navigation', () => ({ useRouter: () => ({ refresh }) }));
jest.mock('@/lib/i18n/navigation', () => ({
  Link: ({ href, ...rest }: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) => <a href={href} {...rest} />,
}));
const addEntry = jest.fn();
const deleteEntry = jest.fn();
jest.mock('@/lib/bff-client/member-book', () => ({
  addEntry: { call: (...args: unknown[]) => addEntry(...args) },
  deleteEntry: { call: (...args: unknown[]) => deleteEntry(...args) },
}));

const TODAY = '2026-12-31';
const PLACES: Record<string, KnownPlace> = {
  CAN: { code: 'CAN', type: 'CITY', name: 'Guangzhou' },
  BJS: { code: 'BJS', type: 'AREA', name: 'Beijing' },
};
const CITIES = [
  { code: 'BJS', name: 'Beijing' },
  { code: 'CAN', name: 'Guangzhou' },
];

const route: BookEntry<'favourite'> = {
  id: 'r1',
  isDefault: false,
  updatedAt: '2026-12-01T00:00:00.000Z',
  data: { type: 'route', origin: 'CAN', destination: 'BJS', originName: '广州', destinationName: '北京' },
};
const page: BookEntry<'favourite'> = {
  id: 'p1',
  isDefault: false,
  updatedAt: '2026-12-01T00:00:00.000Z',
  data: { type: 'content', path: '/news/newItem?id=abc', title: 'New route to Tokyo' },
};

function renderBook(entries: BookEntry<'favourite'>[], cities: typeof CITIES | null = CITIES) {
  return render(
    <NextIntlClientProvider
      locale="en-US"
      messages={en}
      onError={(error) => {
        throw error;
      }}
    >
      <FavouriteBook entries={entries} max={50} today={TODAY} cities={cities} places={PLACES} />
    </NextIntlClientProvider>,
  );
}

beforeEach(() => {
  addEntry.mockReset();
  deleteEntry.mockReset();
  refresh.mockReset();
});

test('a saved route searches tomorrow, one adult, with the places as the dictionary knows them', () => {
  expect(routeSearchPath({ origin: 'CAN', destination: 'BJS' }, PLACES, TODAY)).toBe(
    '/book/booking?trip=OW&leg=CAN.CITY.BJS.AREA.2027-01-01&adt=1&chd=0&inf=0',
  );
  expect(routeSearchPath({ origin: 'CAN', destination: 'XXX' }, PLACES, TODAY)).toBeNull();
});

test('routes and pages are listed with their links, a delete and no edit', () => {
  renderBook([route, page]);
  const rows = screen.getAllByTestId('book-entry');
  expect(rows[0]).toHaveTextContent('Guangzhou → Beijing');
  expect(
    within(rows[0]!).getByRole('link', { name: "Search tomorrow's flights: Guangzhou → Beijing" }),
  ).toHaveAttribute('href', '/book/booking?trip=OW&leg=CAN.CITY.BJS.AREA.2027-01-01&adt=1&chd=0&inf=0');
  expect(within(rows[1]!).getByRole('link', { name: 'New route to Tokyo' })).toHaveAttribute(
    'href',
    '/news/newItem?id=abc',
  );
  expect(screen.queryByRole('button', { name: /^Edit/ })).toBeNull();
  expect(screen.getByRole('button', { name: 'Delete New route to Tokyo' })).toBeInTheDocument();
});

test('save a route: the same city twice is refused beside the arrival; a good route is sent with its names', async () => {
  addEntry.mockResolvedValue({ ok: true, data: {} });
  renderBook([]);
  fireEvent.click(screen.getByRole('button', { name: en.MemberBook.favourite.add }));
  const form = screen.getByRole('region', { name: en.MemberBook.favourite.addHeading });
  const from = within(form).getByLabelText(en.MemberCollect.origin);
  const to = within(form).getByLabelText(en.MemberCollect.destination);
  const save = () => act(async () => fireEvent.click(within(form).getByRole('button', { name: en.MemberBook.save })));

  await save();
  expect(from).toHaveAccessibleDescription(en.MemberBook.rules.required);
  expect(within(form).getByRole('alert')).toHaveTextContent(en.MemberBook.fixFields);
  fireEvent.change(from, { target: { value: 'CAN' } });
  fireEvent.change(to, { target: { value: 'CAN' } });
  await save();
  expect(to).toHaveAccessibleDescription(en.MemberBook.rules.sameCity);
  expect(addEntry).not.toHaveBeenCalled();

  fireEvent.change(to, { target: { value: 'BJS' } });
  await save();
  await waitFor(() => expect(refresh).toHaveBeenCalled());
  expect(addEntry).toHaveBeenCalledWith(
    {
      kind: 'favourites',
      data: { type: 'route', origin: 'CAN', destination: 'BJS', originName: 'Guangzhou', destinationName: 'Beijing' },
    },
    { quiet: true },
  );
  expect(screen.getByRole('status')).toHaveTextContent(en.MemberBook.added);
});

test('a route already saved is the form line, and the choices stay', async () => {
  const msg = en.Errors[ResultCode.BOOK_ENTRY_DUPLICATE];
  addEntry.mockResolvedValue({ ok: false, code: ResultCode.BOOK_ENTRY_DUPLICATE, msg });
  renderBook([route]);
  fireEvent.click(screen.getByRole('button', { name: en.MemberBook.favourite.add }));
  const form = screen.getByRole('region', { name: en.MemberBook.favourite.addHeading });
  fireEvent.change(within(form).getByLabelText(en.MemberCollect.origin), { target: { value: 'CAN' } });
  fireEvent.change(within(form).getByLabelText(en.MemberCollect.destination), { target: { value: 'BJS' } });
  fireEvent.click(within(form).getByRole('button', { name: en.MemberBook.save }));
  await waitFor(() => expect(within(form).getByRole('alert')).toHaveTextContent(msg));
  expect(within(form).getByLabelText(en.MemberCollect.origin)).toHaveValue('CAN');
});

test('delete asks first, then deletes that entry only', async () => {
  deleteEntry.mockResolvedValue({ ok: true, data: { deleted: 1 } });
  renderBook([route, page]);
  fireEvent.click(screen.getByRole('button', { name: 'Delete Guangzhou → Beijing' }));
  const dialog = screen.getByRole('alertdialog');
  expect(dialog).toHaveTextContent('Delete Guangzhou → Beijing?');
  expect(deleteEntry).not.toHaveBeenCalled();
  fireEvent.click(within(dialog).getByRole('button', { name: en.MemberBook.delete }));
  await waitFor(() => expect(deleteEntry).toHaveBeenCalledWith({ kind: 'favourites', id: 'r1' }, { quiet: true }));
  await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(en.MemberBook.deleted));
});

test('without the city dictionary the list still shows, and the add says why it is missing', () => {
  renderBook([route], null);
  expect(screen.queryByRole('button', { name: en.MemberBook.favourite.add })).toBeNull();
  expect(screen.getByRole('alert')).toHaveTextContent(en.MemberCollect.citiesFailed);
  expect(screen.getByTestId('book-entry')).toHaveTextContent('Guangzhou → Beijing');
});
