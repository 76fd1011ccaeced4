'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import * as checkIn from '@/lib/bff-client/check-in';
import { ResultCode } from '@/lib/contract/codes';
import { ProofForm, type ProofBody, type ProofOutcome } from './proof-form';

/**
 * A member adds another traveller's trip by its ticket number and name (spec §7 selectFriendOptionalSeatTravel;
 * decision 21); the page's list, drawn on the server, is then read again and shows it.
 */
export function FriendTripForm() {
  const t = useTranslations('CheckIn');
  const router = useRouter();
  const [added, setAdded] = useState('');

  async function add(body: ProofBody): Promise<ProofOutcome> {
    setAdded('');
    if (!('ticketNo' in body)) return { ok: false, failure: t('friend.notFound') };
    const result = await checkIn.addFriendTrip.call(body, { quiet: true });
    if (result.ok) {
      setAdded(t('friend.added'));
      router.refresh();
      return { ok: true };
    }
    const failure = result.code === ResultCode.NOT_FOUND ? t('friend.notFound') : result.msg;
    return { ok: false, failure, fieldErrors: result.fieldErrors };
  }

  return (
    <>
      <ProofForm
        kinds={['ticket']}
        submitLabel={t('friend.submit')}
        busyLabel={t('friend.adding')}
        onSubmit={add}
        testId="check-in-friend"
      />
      <p role="status" className="text-sm text-green-800" data-testid="check-in-friend-added">
        {added}
      </p>
    </>
  );
}
