'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { pushToast } from '@/components/ui/toast-store';
import * as memberValue from '@/lib/bff-client/member-value';

/**
 * Today's sign-in (decision 65). airline-api keeps the day and answers a second sign-in, an uncertified or an expired
 * certification with their messages, shown as the toast of any refused call (spec §8); signed in, the page is read
 * again so the calendar and the growth show it.
 */
export function SignInButton({ signedInToday }: { signedInToday: boolean }) {
  const t = useTranslations('MemberValue');
  const router = useRouter();
  const [busy, setBusy] = useState(false);
  if (signedInToday)
    return (
      <p className="inline-flex min-h-10 items-center rounded-md bg-green-50 px-3 font-medium text-green-800">
        {t('signedInToday')}
      </p>
    );
  return (
    <Button
      busy={busy}
      onClick={async () => {
        setBusy(true);
        const result = await memberValue.signIn.call();
        setBusy(false);
        if (!result.ok) return;
        pushToast('message', t('signedIn', { growth: result.data.growth }));
        router.refresh();
      }}
    >
      {t('signIn')}
    </Button>
  );
}
