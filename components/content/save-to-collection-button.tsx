'use client';

import { useState } from 'react';
import { Button } from '@/components/ui/button';
import * as memberBook from '@/lib/bff-client/member-book';
import { LOGIN_REQUIRED_CODES, ResultCode } from '@/lib/contract/codes';
import { Link } from '@/lib/i18n/navigation';

export type SaveToCollectionLabels = {
  save: string;
  saved: string;
  view: string;
  login: string;
  failed: string;
};

type Props = {
  /** The page's own path without the locale (`/news/newItem?id=…`), as the collection links to it. */
  path: string;
  title: string;
  labels: SaveToCollectionLabels;
};

/** A saved page's title has at most 100 characters (validateFavouriteEntry): a longer headline is cut. */
const TITLE_MAX = 100;

type State = { kind: 'idle' } | { kind: 'saved'; line: string } | { kind: 'refused'; line: string };

/**
 * "Save to my collection" on a content page (spec §2 /member/myCollect). A client island of a cached page
 * (decision 8): the HTML is the same for everyone and nothing of the request is read; the member is known
 * only when the button calls the address book's add. A visitor's NOT_LOGGED_IN opens the login dialog
 * (bffFetch announces it) and the line asks to log in; a page already saved says so.
 */
export function SaveToCollectionButton({ path, title, labels }: Props) {
  const [busy, setBusy] = useState(false);
  const [state, setState] = useState<State>({ kind: 'idle' });

  async function save() {
    setBusy(true);
    const data = { type: 'content' as const, path, title: [...title.trim()].slice(0, TITLE_MAX).join('') };
    const result = await memberBook.addEntry.call({ kind: 'favourites', data }, { quiet: true });
    setBusy(false);
    if (result.ok) setState({ kind: 'saved', line: labels.saved });
    else if (result.code === ResultCode.BOOK_ENTRY_DUPLICATE) setState({ kind: 'saved', line: result.msg });
    else if (result.code !== 'NETWORK' && LOGIN_REQUIRED_CODES.includes(result.code))
      setState({ kind: 'refused', line: labels.login });
    else if (result.code === ResultCode.FAVOURITE_LIMIT) setState({ kind: 'refused', line: result.msg });
    else setState({ kind: 'refused', line: labels.failed });
  }

  return (
    <div className="mt-3 flex flex-wrap items-center gap-3 print:hidden">
      <Button variant="outline" size="sm" busy={busy} onClick={save} disabled={state.kind === 'saved'}>
        {labels.save}
      </Button>
      <p role="status" className={`text-sm ${state.kind === 'refused' ? 'text-red-700' : 'text-slate-700'}`}>
        {state.kind !== 'idle' && state.line}
        {state.kind === 'saved' && (
          <Link href="/member/myCollect" className="ml-2 inline-flex min-h-6 items-center text-brand-700 underline">
            {labels.view}
          </Link>
        )}
      </p>
    </div>
  );
}
